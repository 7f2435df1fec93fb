/**
 * Employee documents (rules §6): what may be uploaded, how large, and what the API answers. The server
 * checks the type by the file's content, not its name; the client checks the same limits first.
 */
import { z } from 'zod';
import type { Refusal } from '../../shared/i18n/errors.js';
import { refusal, says } from '../../shared/i18n/refusals.js';
import { idOf } from '../../shared/schemas.js';

export const documentKinds = [
  'photo',
  'government_id',
  'education_certificate',
  'experience_letter',
  'employment_contract',
  /** What an employee attaches to a request of theirs (a correction): a note from a reader's log, a ticket. */
  'supporting_document',
] as const;
export type DocumentKind = (typeof documentKinds)[number];

/** Kinds an employee has at most one of: a new upload replaces the old file. */
export const singleDocumentKinds: readonly DocumentKind[] = ['photo', 'government_id'];

/** A signed contract, and what a request was decided on, are records: more may be added, none replaced. */
export const replaceableKind = (kind: DocumentKind) =>
  kind !== 'employment_contract' && kind !== 'supporting_document';

export const MAX_DOCUMENT_BYTES = 5 * 1024 * 1024;

const imageTypes = ['image/png', 'image/jpeg', 'image/webp'] as const;
const paperTypes = ['application/pdf', 'image/png', 'image/jpeg'] as const;

/** Content types accepted per kind: a photo is an image, the rest PDF or a scan. */
export const allowedDocumentTypes: Record<DocumentKind, readonly string[]> = {
  photo: imageTypes,
  government_id: paperTypes,
  education_certificate: paperTypes,
  experience_letter: paperTypes,
  employment_contract: paperTypes,
  supporting_document: paperTypes,
};

export const documentTypeNames: Record<string, string> = {
  'application/pdf': 'PDF',
  'image/png': 'PNG',
  'image/jpeg': 'JPEG',
  'image/webp': 'WebP',
};

export function wrongType(kind: DocumentKind): Refusal {
  const names = allowedDocumentTypes[kind].map((t) => documentTypeNames[t]);
  const types = `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;
  return kind === 'photo' ? refusal('photo_type', { types }) : refusal('document_type', { kind, types });
}

export const tooLarge = refusal('file_too_large', { mb: MAX_DOCUMENT_BYTES / 1024 / 1024 });

/** Why a file may not be uploaded as `kind` (too large, or the wrong type), or null: what the server checks. */
export function fileRefusal(kind: DocumentKind, file: { size: number; type: string }): Refusal | null {
  if (file.size > MAX_DOCUMENT_BYTES) return tooLarge;
  if (!allowedDocumentTypes[kind].includes(file.type)) return wrongType(kind);
  return null;
}

export const documentSchema = z.object({
  _id: z.string(),
  employeeId: z.string(),
  kind: z.enum(documentKinds),
  originalName: z.string(),
  contentType: z.string(),
  size: z.number(),
  uploadedAt: z.string(),
});
export type EmployeeDocument = z.infer<typeof documentSchema>;

export const documentsReply = z.object({ documents: z.array(documentSchema) });
export type DocumentsReply = z.infer<typeof documentsReply>;

/** The text fields of an upload (multipart): whose, which kind, and optionally the document it replaces. */
export const uploadFields = z.object({
  employee_id: idOf('employee_id'),
  kind: z.enum(documentKinds, {
    error: says('field_one_of', { field: 'Kind', values: documentKinds.join(', ') }),
  }),
  replaces: idOf('replaces').optional(),
});
export type UploadFields = z.infer<typeof uploadFields>;

export const downloadQuery = z.object({ id: idOf('id') });
