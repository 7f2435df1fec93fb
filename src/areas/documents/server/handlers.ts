/**
 * Documents of an employee (rules §6): hr uploads (multipart), hr and the employee themself list and
 * download. Managers do not see their reports' documents, except what a request waiting for them was asked
 * with (an employee uploads a supporting document to attach to a correction, rules §10). Served by
 * `registerArea` (server/area.ts).
 */
import type { Db } from '../../../server/db/client.js';
import { handlerFor } from '../../../server/http/area.js';
import { authorizeOn } from '../../../server/http/auth.js';
import { refuse, refuseWith } from '../../../server/http/errors.js';
import { readUpload } from '../../../server/http/upload.js';
import { describeIssues } from '../../../shared/validation.js';
import { employeeSubject } from '../../employees/server/reads.js';
import { documentsCalls } from '../contract.js';
import { tooLarge, uploadFields } from '../schemas.js';
import { type FoundDocument, mayReadDocument } from './policy.js';
import { documentName, findDocument, listDocuments, presentDocument, saveDocument } from './service.js';
import type { Storage } from './storage.js';

const on = handlerFor(documentsCalls);

export function documentHandlers(db: Db, storage: Storage) {
  const load = employeeSubject(db);
  return [
    on('/employee/uploaddocument', {
      async handle({ request, me }) {
        const { fields, file } = await readUpload(request, tooLarge);
        const parsed = uploadFields.safeParse(fields);
        if (!parsed.success) {
          const { refusal, field } = describeIssues(parsed.error.issues);
          throw refuseWith(400, refusal, { field });
        }
        // Whom the document is for is known once the multipart fields are read.
        await authorizeOn(request, 'create:document', parsed.data.employee_id, load);
        const row = await saveDocument(db, storage, me, {
          fields: parsed.data,
          fileName: file.name,
          bytes: file.bytes,
        });
        return presentDocument(row);
      },
    }),

    on('/employee/uploadattachment', {
      async handle({ request, me }) {
        const { file } = await readUpload(request, tooLarge);
        const row = await saveDocument(db, storage, me, {
          fields: { employee_id: me.id, kind: 'supporting_document' },
          fileName: file.name,
          bytes: file.bytes,
        });
        return presentDocument(row);
      },
    }),

    on('/employee/getdocuments', {
      handle: async ({ subject }) => ({ documents: await listDocuments(db, subject.id) }),
    }),

    on<'/employee/downloaddocument', FoundDocument>('/employee/downloaddocument', {
      find: (id) => findDocument(db, id),
      // The rule reads whether the caller approves a request the document is attached to: it is awaited by
      // registerArea like the rest of the authorisation (a RecordPolicy is typed as synchronous).
      authorize: mayReadDocument(db),
      async handle({ subject: { document: doc }, reply }) {
        const size = await storage.size(doc.storedName);
        if (size === null) throw refuse(404, 'file_missing');
        const name = documentName(doc.originalName, doc.contentType);
        // The quoted fallback is printable ASCII; the UTF-8 name escapes what RFC 8187 does not allow bare.
        const ascii = name.replace(/[^\x20-\x7e]/g, '_');
        const utf8 = encodeURIComponent(name).replace(
          /['()*]/g,
          (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
        );
        return reply
          .type(doc.contentType)
          .header('content-length', size)
          .header('content-disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${utf8}`)
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'private, no-store')
          .send(storage.read(doc.storedName));
      },
    }),
  ];
}
