/**
 * Documents of an employee (rules §6): hr uploads (multipart), hr and the employee themself list and
 * download. Managers do not see their reports' documents, except what a request waiting for them was asked
 * with (an employee uploads a supporting document to attach to a correction, rules §10).
 */
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorReply } from '../../../shared/auth.js';
import { MAX_DOCUMENT_BYTES, tooLarge, uploadFields } from '../../../shared/documents.js';
import { describeIssues } from '../../../shared/validation.js';
import type { Db } from '../../db/client.js';
import { actor, authorize, authorizeEveryone, authorizeFound, authorizeOn } from '../../http/auth.js';
import { io } from '../../http/endpoint.js';
import { refuse, refuseWith } from '../../http/errors.js';
import { readUpload } from '../../http/upload.js';
import { attachedFor } from '../approvals/queries.js';
import { employeeSubject } from '../employees/queries.js';
import { documentName, findDocument, listDocuments, presentDocument, saveDocument } from './service.js';
import { createStorage } from './storage.js';

const tags = ['documents'];

export const documentRoutes: FastifyPluginAsyncZod<{ db: Db; uploadsDir?: string }> = async (
  app,
  { db, uploadsDir },
) => {
  const storage = createStorage(uploadsDir);
  app.addHook('onClose', async () => storage.dispose());
  await app.register(multipart, {
    limits: { fileSize: MAX_DOCUMENT_BYTES, files: 1, fields: 5, fieldSize: 200, parts: 6 },
  });

  const load = employeeSubject(db);

  app.post(
    '/employee/uploaddocument',
    {
      schema: {
        tags,
        summary:
          'Upload a document (hr), multipart: employee_id, kind, optional replaces, then file. At most 5 MB; the type is judged by content.',
        consumes: ['multipart/form-data'],
        ...io('/employee/uploaddocument', { 413: errorReply, 415: errorReply }),
      },
    },
    async (request) => {
      authorizeEveryone(request, 'create:document');
      const { fields, file } = await readUpload(request, tooLarge);
      const parsed = uploadFields.safeParse(fields);
      if (!parsed.success) {
        const { refusal, field } = describeIssues(parsed.error.issues);
        throw refuseWith(400, refusal, { field });
      }
      await authorizeOn(request, 'create:document', parsed.data.employee_id, load);
      const row = await saveDocument(db, storage, actor(request), {
        fields: parsed.data,
        fileName: file.name,
        bytes: file.bytes,
      });
      return presentDocument(row);
    },
  );

  app.post(
    '/employee/uploadattachment',
    {
      schema: {
        tags,
        summary:
          'Upload a supporting document of one’s own to attach to a request (multipart: file). At most 5 MB; PDF, PNG or JPEG.',
        consumes: ['multipart/form-data'],
        ...io('/employee/uploadattachment', { 413: errorReply, 415: errorReply }),
      },
    },
    async (request) => {
      const me = authorize(request, 'create:request', { id: actor(request).id, managerId: null });
      const { file } = await readUpload(request, tooLarge);
      const row = await saveDocument(db, storage, me, {
        fields: { employee_id: me.id, kind: 'supporting_document' },
        fileName: file.name,
        bytes: file.bytes,
      });
      return presentDocument(row);
    },
  );

  app.post(
    '/employee/getdocuments',
    {
      schema: {
        tags,
        summary: "An employee's documents (hr, or the employee themself)",
        ...io('/employee/getdocuments'),
      },
    },
    async (request) => {
      const employee = await authorizeOn(request, 'read:document', request.body.employee_id, load);
      return { documents: await listDocuments(db, employee.id) };
    },
  );

  app.get(
    '/employee/downloaddocument',
    {
      schema: {
        tags,
        summary:
          "The file of a document, as an attachment (hr, or the employee themself; a request's approvers its attachment; anyone an active colleague's photo)",
        produces: ['application/octet-stream'],
        ...io('/employee/downloaddocument'),
      },
    },
    async (request, reply) => {
      const found = await findDocument(db, request.query.id);
      // A colleague's photo is for anyone signed in (the team directory); an approver of a request reads what it
      // was asked with; else hr and the owner.
      const photo = found?.document.kind === 'photo' && found.owner.status === 'active';
      const attached = found && (photo || (await attachedFor(db, actor(request).id, found.document.id)));
      const { document: doc } = attached
        ? found
        : authorizeFound(request, 'read:document', found, (f) => f.owner, 'document_not_found');
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
  );
};
