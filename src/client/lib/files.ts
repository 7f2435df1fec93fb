/**
 * Files that need the bearer token, which a plain link or form cannot send: uploading a document (multipart),
 * fetching one to view or save, and downloading a file the server makes (a CSV export).
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
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

/** A photo document as an address an <img> can show (fetched once with the token; freed when no longer shown). */
export function usePhotoObjectUrl(documentId: string | null | undefined): string | null {
  const blob = useQuery({
    queryKey: ['documents', 'photo', documentId],
    queryFn: () => fetchBlob(`/employee/downloaddocument?id=${documentId}`),
    enabled: Boolean(documentId),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob.data) return setUrl(null);
    const objectUrl = URL.createObjectURL(blob.data);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [blob.data]);
  return url;
}
