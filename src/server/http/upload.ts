/** Multipart uploads (documents, imports): the text fields and the one file, refusing what is too large. */
import type { FastifyRequest } from 'fastify';
import type { Refusal } from '../../shared/i18n/errors.js';
import { refuse, refuseWith } from './errors.js';

/**
 * Control characters, bidi controls (a right-to-left override shows "evil\u202Efdp.exe" as "evilexe.pdf"), and
 * line and paragraph separators: none belongs in a file name. Joiners stay: Devanagari spells with them.
 */
const UNSAFE_IN_NAME = /[\p{Cc}\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069"]/gu;

/** What the uploader called the file, without any folder, unsafe character or unbounded length. */
export function safeFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  return base.replace(UNSAFE_IN_NAME, '').trim().slice(-200).trim();
}

export async function readUpload(request: FastifyRequest, tooLarge: Refusal) {
  if (!request.isMultipart()) throw refuse(415, 'multipart_needed');
  const fields: Record<string, string> = {};
  let file: { name: string; bytes: Buffer } | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') file = { name: safeFileName(part.filename), bytes: await part.toBuffer() };
      else fields[part.fieldname] = String(part.value);
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw refuseWith(413, tooLarge);
    if (code === 'FST_FILES_LIMIT') throw refuse(413, 'one_file');
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw refuse(400, 'too_many_fields');
    throw error;
  }
  if (!file) throw refuse(400, 'field_required', { field: 'file' });
  return { fields, file };
}
