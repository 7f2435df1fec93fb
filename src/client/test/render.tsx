/**
 * What client component tests build on: a fake server answering the client's real `fetch` calls by path, and
 * rendering inside the same providers the app uses (query client, router).
 *
 * The fake server works as the real one does with the API map (src/shared/endpoints.ts): a call's input is parsed
 * by its input schema (an answer function gets what a handler would), and an answer, typed by the map, by its
 * reply schema before it is sent. An input the server would refuse or an answer it could not send fails the
 * test; fields a reply schema does not know are dropped, as the server drops them.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { onTestFinished, vi } from 'vitest';
import { z } from 'zod';
import { type ApiPath, endpoints } from '../../shared/endpoints';
import { createQueryClient } from '../lib/query-client';

export interface Call {
  path: string;
  body: unknown;
  /** A GET call's input, as the client sends it (only when it has one). */
  query?: URLSearchParams;
}

type Spec<P extends ApiPath> = (typeof endpoints)[P];
/** What a call's handler may answer: its reply schema's input (a call answering a file has none). */
export type Sent<P extends ApiPath> =
  Spec<P> extends { reply: z.ZodType } ? z.input<Spec<P>['reply']> : never;
/** A call's input as its handler gets it: parsed by its input schema. */
export type Received<P extends ApiPath> =
  Spec<P> extends { input: z.ZodType } ? z.output<Spec<P>['input']> : undefined;
/** A reply, a Response (a refusal, a file) or a function of the call's input. */
export type Answer<P extends ApiPath> =
  | Sent<P>
  | Response
  | ((input: Received<P>) => Sent<P> | Response | Promise<Sent<P> | Response>);
export type Answers = { [P in ApiPath]?: Answer<P> };

/** What the real server would refuse to take or could not send. */
class Mismatch extends Error {}

/** `value` parsed by `path`'s input or reply schema, or a `Mismatch` saying what the server would make of it. */
function parsed(path: ApiPath, which: 'input' | 'reply', value: unknown): unknown {
  const schema = (endpoints[path] as { input?: z.ZodType; reply?: z.ZodType })[which];
  if (!schema) {
    if (which === 'input') return undefined;
    throw new Mismatch(`${path} answers a file: answer it with a Response`);
  }
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const what =
    which === 'input' ? 'The client sent what the server refuses' : 'The answer is not what the server sends';
  throw new Mismatch(`${what} (${path}):\n${z.prettifyError(result.error)}`);
}

/** Answers `/api/<path>` with the given reply (or Response); unknown paths answer 404. Records every call. */
export function fakeServer(answers: Answers) {
  for (const [path, answer] of Object.entries(answers))
    if (typeof answer !== 'function' && !(answer instanceof Response))
      parsed(path as ApiPath, 'reply', answer);
  // A call the server would refuse, or an answer it could not send, fails the test once it ends.
  const mismatches: Error[] = [];
  onTestFinished(() => {
    if (mismatches.length) throw mismatches[0];
  });
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname.replace(/^\/api/, '') as ApiPath;
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ path, body, ...(url.search ? { query: url.searchParams } : {}) });
    const answer = answers[path] as Answer<ApiPath> | undefined;
    if (answer === undefined)
      return Response.json({ message: 'Not found', code: 'not_found' }, { status: 404 });
    try {
      // A GET's input is its query string.
      const input = parsed(
        path,
        'input',
        init?.method === 'GET' ? Object.fromEntries(url.searchParams) : body,
      );
      const value = typeof answer === 'function' ? await answer(input as never) : answer;
      return value instanceof Response ? value : Response.json(parsed(path, 'reply', value));
    } catch (error) {
      if (!(error instanceof Mismatch)) throw error;
      mismatches.push(error);
      return Response.json({ message: error.message }, { status: 500 });
    }
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, callsTo: (path: ApiPath) => calls.filter((c) => c.path === path) };
}

/** Renders `element` at `path` with a fresh query client, as the app does; `router` goes elsewhere, Back and Forward. */
export function renderAt(element: ReactNode, path = '/') {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] });
  const rendered = render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...rendered, router };
}
