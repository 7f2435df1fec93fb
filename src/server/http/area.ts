/**
 * The one way to serve an area's calls (decision 026). `registerArea` takes the area's contract (its calls as
 * data, `src/areas/<area>/contract.ts`) and one handler per call, and registers each call with Fastify: the
 * input and reply schemas (validation, the reply check, OpenAPI, with the refusals and whether it writes in its
 * description), then, before the handler runs, authorisation by the call's capability on its subject. A handler
 * is given what it acts on and does only its own work; services take an `Actor` and open their own transactions.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { employeeSubject } from '../../areas/employees/server/reads.js';
import type { Call } from '../../shared/area.js';
import type { PlainCode } from '../../shared/i18n/errors.js';
import type { Capability, Subject } from '../../shared/permissions.js';
import type { Db } from '../db/client.js';
import {
  type AuthContext,
  actor,
  authorize,
  authorizeEveryone,
  authorizeFound,
  authorizeOn,
  type CallerRead,
} from './auth.js';
import { refuse } from './errors.js';
import { tokenRoute } from './scopes.js';

type Calls = Record<string, Call>;
/** What a call was sent, validated: its body, or a GET's query string. */
type Input<C extends Call> = C extends { input: z.ZodType } ? z.output<C['input']> : undefined;
type Reply<C extends Call> = C extends { reply: z.ZodType } ? z.input<C['reply']> : unknown;
/** The employee a call is about, as `authorizeOn` loads them. */
export type Employee = NonNullable<Awaited<ReturnType<ReturnType<typeof employeeSubject>>>>;

export interface CallContext<C extends Call, S> {
  input: Input<C>;
  /** The caller (undefined only on a public call). */
  me: C['subject'] extends 'public' ? AuthContext | undefined : AuthContext;
  /** What the call acts on: the employee, the record found, or nothing for everyone's and some's calls. */
  subject: S;
  /** The instant the call is served at (`app.now()`). */
  now: Date;
  request: FastifyRequest;
  /** For a file reply (headers, a stream); a call without a reply schema answers what its handler returns. */
  reply: FastifyReply;
}

/**
 * Authorises a record call on what it found (or did not): `ownedBy` for the usual rule, else a rule of the area's
 * policy.ts. Returns the record, or throws the refusal.
 */
export type RecordPolicy<T> = (
  request: FastifyRequest,
  capability: Capability,
  found: T | undefined,
) => T | Promise<T>;

/** The usual rule for a record: the capability on its owner, and a 404 only to whoever may act on everyone. */
export const ownedBy =
  <T>(owner: (found: T) => Subject, missing: PlainCode): RecordPolicy<T> =>
  (request, capability, found) =>
    authorizeFound(request, capability, found, owner, missing);

/** What the call acts on before its handler runs, by the kind of its subject. */
type SubjectOf<C extends Call> = C['subject'] extends { employee: string } ? Employee : undefined;

/**
 * A call's handler. A record call (`subject: { record }`) also says how to `find` the record and `authorize` the
 * caller on it; an employee call may add a `policy` rule.
 */
export interface Handler<C extends Call, S> {
  /** What the auth query reads of the caller for this call (one round trip, auth.ts `CallerRead`). */
  caller?: CallerRead;
  /** Finds the record by the id the call's subject field names. */
  find?(id: string): Promise<S | undefined>;
  authorize?: RecordPolicy<S>;
  /** A rule of the area's policy.ts checked once the capability holds (throws its refusal). */
  policy?: (me: AuthContext, subject: S) => void;
  /** Route settings of its own: a body limit, a rate limit (`config`). */
  options?: { bodyLimit?: number; config?: Record<string, unknown> };
  handle(context: CallContext<C, S>): Promise<Reply<C>>;
}

export interface Route {
  path: string;
  // biome-ignore lint/suspicious/noExplicitAny: each route's handler is typed by its own call (`handlerFor`)
  handler: Handler<any, any>;
}

/** `on(path, handler)`: a handler typed by the contract's call at that path. */
export const handlerFor =
  <Cs extends Calls>(_calls: Cs) =>
  <P extends keyof Cs & string, S = SubjectOf<Cs[P]>>(path: P, handler: Handler<Cs[P], S>): Route => ({
    path,
    handler,
  });

/** Registers every call of an area's contract with its handler; a call without one (or one twice) fails at start. */
export function registerArea(
  app: FastifyInstance,
  { name, db }: { name: string; db: Db },
  calls: Calls,
  routes: Route[],
) {
  const load = employeeSubject(db);
  const handlers = new Map(routes.map((r) => [r.path, r.handler]));
  const unknown = routes.filter((r) => !(r.path in calls)).map((r) => r.path);
  if (unknown.length || handlers.size !== routes.length)
    throw new Error(`${name}: handlers for calls not in its contract, or twice: ${unknown.join(', ')}`);
  for (const [path, call] of Object.entries(calls)) {
    const handler = handlers.get(path);
    if (!handler) throw new Error(`${name}: no handler for ${path}`);
    if (typeof call.subject === 'object' && 'record' in call.subject && !(handler.find && handler.authorize))
      throw new Error(`${name}: ${path} acts on a record: its handler must find and authorize it`);
    const refusals = call.refusals.length ? ` May refuse: ${call.refusals.join(', ')}.` : '';
    app.route({
      method: call.method,
      url: path,
      schema: {
        tags: [name],
        summary: call.summary,
        description: `${call.summary}.${call.writes ? ' Changes data.' : ''}${refusals}`,
        ...(call.input ? { [call.method === 'GET' ? 'querystring' : 'body']: call.input } : {}),
        ...(call.consumes ? { consumes: [call.consumes] } : {}),
        ...(call.produces ? { produces: [...call.produces] } : {}),
        response: { ...(call.reply ? { [call.status ?? 200]: call.reply } : {}), ...call.replies },
      },
      ...(handler.options?.bodyLimit ? { bodyLimit: handler.options.bodyLimit } : {}),
      config: {
        ...handler.options?.config,
        ...(handler.caller ? { caller: handler.caller } : {}),
        ...(call.subject === 'public' ? { public: true } : {}),
        token: tokenRoute(name, path, call),
      },
      handler: async (request, reply) => {
        const input = call.method === 'GET' ? request.query : request.body;
        const subject = await authorizeSubject(request, call, handler, input, load);
        const me = call.subject === 'public' ? (request.auth ?? undefined) : actor(request);
        const result = await handler.handle({ input, me, subject, now: app.now(), request, reply });
        if (call.status) reply.status(call.status);
        return result;
      },
    });
  }
}

/** The call's capability on its subject, before its handler runs; returns what the handler acts on. */
async function authorizeSubject(
  request: FastifyRequest,
  call: Call,
  handler: Route['handler'],
  input: unknown,
  load: ReturnType<typeof employeeSubject>,
) {
  if (call.subject === 'public') return;
  if (call.subject === 'self') {
    const me = actor(request);
    if (call.capability) authorize(request, call.capability, { id: me.id, managerId: null });
    return;
  }
  const { capability, subject } = call;
  if (subject === 'everyone') return void authorizeEveryone(request, capability);
  if (subject === 'some') return void authorize(request, capability);
  const field = 'employee' in subject ? subject.employee : subject.record;
  const named = (input as Record<string, unknown> | null | undefined)?.[field] as string | undefined;
  // An integration is nobody: a call about "the caller when left out" must name its employee (decision 036).
  if (!named && actor(request).integration) throw refuse(400, 'token_employee_required', { field });
  if ('record' in subject) return handler.authorize!(request, capability, await handler.find!(named!));
  const employee = await authorizeOn(request, capability, named, load);
  handler.policy?.(actor(request), employee);
  return employee;
}
