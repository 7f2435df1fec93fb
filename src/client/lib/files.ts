/**
 * Files that need the bearer token, which a plain link or form cannot send: uploading a document (multipart),
 * fetching one to view or save, and downloading a file the server makes (a CSV export).
 */
import { postJson, send } from './api';

/** POSTs a multipart form (text fields first, then the file, as the server reads them) and returns the JSON. */
export async function uploadForm<T>(path: string, fields: Record<string, string>, file: File): Promise<T> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('file', file, file.name);
  const response = await send(path, { method: 'POST', body: form });
  return (await response.json()) as T;
}

export async function fetchBlob(path: string): Promise<Blob> {
  return (await send(path, { method: 'GET' })).blob();
}

export function saveBlob(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: filename });
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Opens the file in a new tab (the browser shows PDFs and images itself). */
export function openBlob(blob: Blob) {
  const url = URL.createObjectURL(blob);
  const opened = window.open(url, '_blank');
  // The new tab gets no handle on this one; a blocked pop-up falls back to a download.
  if (opened) opened.opener = null;
  else saveBlob(blob, 'document');
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export async function downloadFile(path: string, body: unknown, filename: string) {
  const response = await send(path, postJson(body));
  saveBlob(await response.blob(), filename);
}
