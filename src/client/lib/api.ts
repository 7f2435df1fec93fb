/**
 * The one way the client talks to the server: `send` (any body, the bearer token, typed errors) and `api` (JSON
 * over POST or GET) on top of it. `api('/employee/applyleave', body)` takes its body and reply types from the API
 * map (src/shared/endpoints.ts); components reach it through their feature's hooks. Files (lib/files.ts) use
 * `send` too.
 *
 * A refusal becomes an `ApiError` carrying the server's sentence, its stable `code` and, when one field is at
 * fault, that field's name; no answer at all becomes a `NetworkError` saying so.
 */
import type { ApiPath, InputOf, ReplyOf } from '../../shared/endpoints';
import { i18next } from './i18n';
import { say } from './messages';
import { clearSession, readSession } from './session';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly statusText: string,
    message: string,
    readonly body: string,
    readonly code?: string,
    readonly field?: string,
    /** Every problem the server found (a form's wrong fields), each said in the person's language; else this one. */
    readonly problems: readonly Problem[] = [{ field, message }],
  ) {
    super(message);
  }
}

/** One problem of a refused request: the field at fault (a dotted path) and its sentence. */
export interface Problem {
  field?: string;
  message: string;
}

/** The reply's `problems`, each said from its code and params (the reply's own code and field when none). */
function problemsOf(reply: { problems?: unknown }): Problem[] | undefined {
  if (!Array.isArray(reply.problems) || reply.problems.length === 0) return undefined;
  return reply.problems.map(
    (p: { field?: unknown; code?: unknown; params?: unknown; message?: unknown }) => ({
      field: typeof p.field === 'string' ? p.field : undefined,
      message: say({
        code: typeof p.code === 'string' ? p.code : undefined,
        params: p.params as Record<string, unknown> | undefined,
        message: typeof p.message === 'string' ? p.message : '',
      }),
    }),
  );
}

export class NetworkError extends Error {
  constructor(cause: unknown) {
    super(
      i18next.t(
        typeof navigator !== 'undefined' && navigator.onLine === false
          ? 'errors.offline'
          : 'errors.unreachable',
      ),
      { cause },
    );
  }
}

/** The server answered with a 4xx (or an error wrapping one): asking again unchanged gets the same answer. */
export function isRefusal(error: unknown): boolean {
  if (error instanceof ApiError) return error.status < 500;
  return error instanceof Error && error.cause !== undefined && isRefusal(error.cause);
}

export async function send(path: string, init: RequestInit): Promise<Response> {
  const session = readSession();
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      ...init,
      headers: { ...(session ? { authorization: `Bearer ${session.token}` } : {}), ...init.headers },
    });
  } catch (error) {
    throw new NetworkError(error);
  }
  if (response.ok) return response;
  const text = await response.text().catch(() => '');
  let reply: { message?: unknown; code?: unknown; params?: unknown; field?: unknown; problems?: unknown } =
    {};
  try {
    reply = JSON.parse(text);
  } catch {}
  const code = typeof reply.code === 'string' ? reply.code : undefined;
  const english =
    typeof reply.message === 'string' && reply.message
      ? reply.message
      : response.statusText || `Request failed (${response.status})`;
  // A refusal with a catalogue code is said in the person's language; any other keeps the server's sentence.
  const message = say({
    code,
    params: reply.params as Record<string, unknown> | undefined,
    message: english,
  });
  // Any 401 on a signed-in call means the session is over: sign out and say so on the sign-in screen.
  if (response.status === 401 && session) clearSession('expired');
  throw new ApiError(
    response.status,
    response.statusText,
    message,
    text,
    code,
    typeof reply.field === 'string' ? reply.field : undefined,
    problemsOf(reply),
  );
}

/** A POST of `body` as JSON, as every call of the API takes it. */
export const postJson = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body ?? {}),
});

/** The calls that are GETs (their input is the query string); the type check below keeps this list whole. */
const getPaths = [
  '/employee/getallleave',
  '/employee/downloaddocument',
  '/employee/downloadpayslip',
  '/employee/notificationstream',
] as const;
type GetPath = {
  [P in ApiPath]: typeof import('../../shared/endpoints')['endpoints'][P]['method'] extends 'GET' ? P : never;
}[ApiPath];
const everyGetListed: [Exclude<GetPath, (typeof getPaths)[number]>] extends [never] ? true : false = true;
void everyGetListed;

export async function api<P extends ApiPath>(path: P, input?: InputOf<P>): Promise<ReplyOf<P>> {
  const isGet = (getPaths as readonly string[]).includes(path);
  const query = isGet && input ? `?${new URLSearchParams(input as Record<string, string>)}` : '';
  const response = await send(`${path}${query}`, isGet ? { method: 'GET' } : postJson(input));
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as ReplyOf<P>;
}
