/** Employee documents: the type is judged by the bytes, the file stored under a random name, every change audited. */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import type { Actor } from '../../../server/actor.js';
import type { Db } from '../../../server/db/client.js';
import { documents, employees } from '../../../server/db/schema.js';
import { refuse, refuseWith } from '../../../server/http/errors.js';
import { safeFileName } from '../../../server/http/upload.js';
import { recordAudit } from '../../audit/server/writes.js';
import {
  allowedDocumentTypes,
  type EmployeeDocument,
  replaceableKind,
  singleDocumentKinds,
  type UploadFields,
  wrongType,
} from '../schemas.js';
import type { Storage } from './storage.js';

type DocumentRow = typeof documents.$inferSelect;

export const presentDocument = (row: DocumentRow): EmployeeDocument => ({
  _id: row.id,
  employeeId: row.employeeId,
  kind: row.kind,
  originalName: documentName(row.originalName, row.contentType),
  contentType: row.contentType,
  size: row.size,
  uploadedAt: row.uploadedAt.toISOString(),
});

/** The extensions of each accepted type, the usual one first. */
const extensions: Record<string, string[]> = {
  'application/pdf': ['pdf'],
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/webp': ['webp'],
};

/**
 * The name a document is stored, listed and downloaded under: safe (http/upload.ts), and ending in the
 * extension of the type its bytes are, whatever the uploader's name said ("cv.exe" that is a PDF is
 * "cv.pdf"). Names stored before this rule are said the same way.
 */
export function documentName(name: string, contentType: string): string {
  const safe = safeFileName(name);
  const known = extensions[contentType] ?? [];
  const ext = /\.([a-z0-9]{1,5})$/i.exec(safe)?.[1]?.toLowerCase();
  if (ext && known.includes(ext)) return safe;
  const stem = (ext ? safe.slice(0, -ext.length - 1) : safe).trim() || 'document';
  return known[0] ? `${stem.slice(0, 190)}.${known[0]}` : stem;
}

export interface Upload {
  fields: UploadFields;
  fileName: string;
  bytes: Buffer;
}

export async function saveDocument(db: Db, storage: Storage, by: Actor, upload: Upload) {
  const { fields, bytes } = upload;
  if (bytes.length === 0) throw refuse(400, 'file_empty');
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected || !allowedDocumentTypes[fields.kind].includes(detected.mime))
    throw refuseWith(415, wrongType(fields.kind));

  let replaced: DocumentRow[] = [];
  if (fields.replaces) {
    const [old] = await db.select().from(documents).where(eq(documents.id, fields.replaces));
    if (!old || old.employeeId !== fields.employee_id || old.kind !== fields.kind)
      throw refuse(404, 'replaced_missing');
    if (!replaceableKind(old.kind)) throw refuse(409, 'contract_not_replaceable');
    replaced = [old];
  } else if (singleDocumentKinds.includes(fields.kind)) {
    replaced = await db
      .select()
      .from(documents)
      .where(and(eq(documents.employeeId, fields.employee_id), eq(documents.kind, fields.kind)));
  }

  const storedName = await storage.save(bytes, detected.ext);
  try {
    const row = await db.transaction(async (tx) => {
      if (replaced.length)
        await tx.delete(documents).where(
          inArray(
            documents.id,
            replaced.map((r) => r.id),
          ),
        );
      const [row] = await tx
        .insert(documents)
        .values({
          employeeId: fields.employee_id,
          kind: fields.kind,
          originalName: documentName(upload.fileName, detected.mime),
          storedName,
          contentType: detected.mime,
          size: bytes.length,
          uploadedBy: by.id,
        })
        .returning();
      await recordAudit(tx, by, {
        action: replaced.length ? 'replace' : 'upload',
        entity: 'document',
        entityId: row!.id,
        before: replaced.length ? replaced.map(presentDocument) : undefined,
        after: presentDocument(row!),
      });
      return row!;
    });
    // The old bytes go only once the new record is committed.
    await Promise.all(replaced.map((r) => storage.remove(r.storedName)));
    return row;
  } catch (error) {
    await storage.remove(storedName);
    throw error;
  }
}

export async function listDocuments(db: Db, employeeId: string) {
  const rows = await db
    .select()
    .from(documents)
    .where(eq(documents.employeeId, employeeId))
    .orderBy(asc(documents.kind), asc(documents.uploadedAt), asc(documents.id));
  return rows.map(presentDocument);
}

/** A document with its owner (whom authorisation asks about). */
export async function findDocument(db: Db, id: string) {
  const [row] = await db
    .select({
      document: documents,
      owner: { id: employees.id, managerId: employees.managerId, status: employees.status },
    })
    .from(documents)
    .innerJoin(employees, eq(employees.id, documents.employeeId))
    .where(eq(documents.id, id));
  return row;
}
