/**
 * What client component tests build on: a fake server answering the client's real `fetch` calls by path, and
 * rendering inside the same providers the app uses (query client, router).
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { createQueryClient } from '../lib/query-client';

export interface Call {
  path: string;
  body: unknown;
  /** A GET call's input, as the client sends it (only when it has one). */
  query?: URLSearchParams;
}
type Answer =
  | unknown
  | ((body: unknown, query: URLSearchParams) => unknown | Response | Promise<unknown | Response>);

/** Answers `/api/<path>` with the given JSON (or Response); unknown paths answer 404. Records every call. */
export function fakeServer(answers: Record<string, Answer>) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname.replace(/^\/api/, '');
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ path, body, ...(url.search ? { query: url.searchParams } : {}) });
    const answer = answers[path];
    if (answer === undefined)
      return Response.json({ message: 'Not found', code: 'not_found' }, { status: 404 });
    const value = typeof answer === 'function' ? await answer(body, url.searchParams) : answer;
    return value instanceof Response ? value : Response.json(value);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, callsTo: (path: string) => calls.filter((c) => c.path === path) };
}

/** Renders `element` at `path` with a fresh query client, as the app does. */
export function renderAt(element: ReactNode, path = '/') {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] });
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}
