/** The one way the client talks to the server: JSON over POST (or GET), the bearer token, typed errors. */
import { clearSession, readSession } from './session';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly statusText: string,
    message: string,
    readonly body: string,
  ) {
    super(message);
  }
}

export async function api<T>(
  path: string,
  body?: unknown,
  options: { method?: 'GET' | 'POST' } = {},
): Promise<T> {
  const session = readSession();
  const method = options.method ?? 'POST';
  const headers: Record<string, string> = {};
  if (session) headers.authorization = `Bearer ${session.token}`;
  if (method === 'POST') headers['content-type'] = 'application/json';
  const response = await fetch(`/api${path}`, {
    method,
    headers,
    body: method === 'POST' ? JSON.stringify(body ?? {}) : undefined,
  });
  const text = await response.text();
  if (!response.ok) {
    let message = response.statusText || `Request failed (${response.status})`;
    try {
      message = (JSON.parse(text) as { message?: string }).message ?? message;
    } catch {}
    // Any 401 on a signed-in call means the session is over: sign out and say so on the sign-in screen.
    if (response.status === 401 && session) clearSession('expired');
    throw new ApiError(response.status, response.statusText, message, text);
  }
  return (text ? JSON.parse(text) : undefined) as T;
}
