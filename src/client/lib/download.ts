/** Downloads a file the server makes (a CSV export), sending the bearer token that a plain link cannot. */
import { ApiError } from './api';
import { readSession } from './session';

export async function downloadFile(path: string, body: unknown, filename: string) {
  const session = readSession();
  const response = await fetch(`/api${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(session ? { authorization: `Bearer ${session.token}` } : {}),
    },
    body: JSON.stringify(body ?? {}),
  });
  if (!response.ok) {
    const text = await response.text();
    let message = response.statusText;
    try {
      message = (JSON.parse(text) as { message?: string }).message ?? message;
    } catch {}
    throw new ApiError(response.status, response.statusText, message, text);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement('a'), { href: url, download: filename });
  link.click();
  URL.revokeObjectURL(url);
}
