/** registerArea serves a contract as declared, and refuses at start a contract it cannot serve. */
import Fastify, { type RouteOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineCalls } from '../../shared/area.js';
import type { Db } from '../db/client.js';
import { handlerFor, type Route, registerArea } from './area.js';
import type { CallerRead } from './auth.js';

const calls = defineCalls({
  '/employee/getthing': {
    method: 'POST',
    input: z.object({ employee_id: z.string().optional() }).nullish(),
    reply: z.object({ id: z.string() }),
    summary: 'A thing of an employee',
    capability: 'read:leave',
    subject: { employee: 'employee_id' },
    refusals: [],
    writes: false,
  },
  '/employee/dropthing': {
    method: 'POST',
    input: z.object({ _id: z.string() }),
    reply: z.object({ id: z.string() }),
    status: 201,
    summary: 'Drop a thing',
    capability: 'cancel:leave',
    subject: { record: '_id' },
    refusals: ['leave_not_found', 'leave_started'],
    writes: true,
  },
});
const on = handlerFor(calls);
const read = { name: 'thing', fields: {} } satisfies CallerRead;
const getThing = on('/employee/getthing', { caller: read, handle: async ({ subject }) => subject });
const dropThing = on('/employee/dropthing', {
  find: async (id) => ({ id }),
  authorize: (_request, _capability, found) => found!,
  handle: async ({ subject }) => subject,
});

function register(routes: Route[]) {
  const app = Fastify();
  const seen: RouteOptions[] = [];
  app.addHook('onRoute', (route) => void seen.push(route));
  registerArea(app, { name: 'things', db: {} as Db }, calls, routes);
  return seen;
}

describe('registerArea', () => {
  it('registers each call with its schemas, its read of the caller, and what it writes and refuses', () => {
    const [get, drop] = register([getThing, dropThing]);
    expect(get?.config).toEqual({
      caller: read,
      token: { scope: 'things:read', access: 'read', area: 'things' },
    });
    // Cancelling one's own leave is a person's call: no API token makes it (decision 036).
    expect(drop?.config).toEqual({ token: { personOnly: true } });
    expect(get?.schema).toMatchObject({ tags: ['things'], summary: 'A thing of an employee' });
    expect(get?.schema?.description).toBe('A thing of an employee.');
    expect(Object.keys(drop?.schema?.response ?? {})).toEqual(['201']);
    expect(drop?.schema?.description).toBe(
      'Drop a thing. Changes data. May refuse: leave_not_found, leave_started.',
    );
  });

  it('fails at start on a call without a handler, a handler twice or one for no call', () => {
    expect(() => register([getThing])).toThrow('things: no handler for /employee/dropthing');
    expect(() => register([getThing, dropThing, getThing])).toThrow('or twice');
    expect(() =>
      register([getThing, dropThing, { path: '/employee/other', handler: getThing.handler }]),
    ).toThrow('/employee/other');
  });

  it('fails at start on a record call whose handler does not find and authorise its record', () => {
    const { find: _, ...unfound } = dropThing.handler;
    expect(() => register([getThing, { path: '/employee/dropthing', handler: unfound }])).toThrow(
      'acts on a record',
    );
  });
});
