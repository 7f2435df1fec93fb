/**
 * Documents of an employee (PRODUCT.md §6): hr uploads (multipart), hr and the employee themself list and
 * download. Managers do not see their reports' documents.
 */
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorReply } from '../../../shared/auth.js';
import {
  documentSchema,
  documentsReply,
  downloadQuery,
  MAX_DOCUMENT_BYTES,
  tooLargeMessage,
  uploadFields,
} from '../../../shared/documents.js';
import { employeeRef } from '../../../shared/employees.js';
import { describeIssues } from '../../../shared/validation.js';
import type { Db } from '../../db/client.js';
import { actor, authorize } from '../../http/auth.js';
import { AppError, badRequest, notFound } from '../../http/errors.js';
import { findEmployee } from '../auth/service.js';
import { cleanFileName, findDocument, listDocuments, presentDocument, saveDocument } from './service.js';
import { createStorage } from './storage.js';

const errors = { 400: errorReply, 401: errorReply, 403: errorReply, 404: errorReply };
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

  /** Checks the caller may `action` documents of `employeeId`; unknown people are a 403 unless you see all. */
  async function owner(request: FastifyRequest, action: string, employeeId: string) {
    const row = await findEmployee(db, employeeId);
    authorize(request, action, 'document', row ?? { id: employeeId, managerId: null });
    if (!row) throw notFound('Employee not found');
    return row;
  }

  app.post(
    '/employee/uploaddocument',
    {
      schema: {
        tags,
        summary:
          'Upload a document (hr), multipart: employee_id, kind, optional replaces, then file. At most 5 MB; the type is judged by content.',
        consumes: ['multipart/form-data'],
        response: { 200: documentSchema, ...errors, 409: errorReply, 413: errorReply, 415: errorReply },
      },
    },
    async (request) => {
      authorize(request, 'create', 'document');
      if (!request.isMultipart()) throw new AppError(415, 'Send the document as multipart/form-data');
      const fields: Record<string, string> = {};
      let file: { name: string; bytes: Buffer } | undefined;
      try {
        for await (const part of request.parts()) {
          if (part.type === 'file') file = { name: part.filename, bytes: await part.toBuffer() };
          else fields[part.fieldname] = String(part.value);
        }
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, tooLargeMessage);
        if (code === 'FST_FILES_LIMIT') throw new AppError(413, 'Send one file per upload');
        if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
          throw badRequest('Too many form fields');
        throw error;
      }
      const parsed = uploadFields.safeParse(fields);
      if (!parsed.success) {
        const { message, field } = describeIssues(parsed.error.issues);
        throw badRequest(message, { field });
      }
      if (!file) throw badRequest('file is required');
      await owner(request, 'create', parsed.data.employee_id);
      const row = await saveDocument(db, storage, request, {
        fields: parsed.data,
        fileName: cleanFileName(file.name),
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
        body: employeeRef,
        response: { 200: documentsReply, ...errors },
      },
    },
    async (request) => {
      const employee = await owner(request, 'read', request.body.employee_id ?? actor(request).id);
      return { documents: await listDocuments(db, employee.id) };
    },
  );

  app.get(
    '/employee/downloaddocument',
    {
      schema: {
        tags,
        summary: 'The file of a document, as an attachment (hr, or the employee themself)',
        querystring: downloadQuery,
        produces: ['application/octet-stream'],
      },
    },
    async (request, reply) => {
      const doc = await findDocument(db, request.query.id);
      // Without the document we cannot know its owner: only someone who may see everyone learns it is missing.
      if (!doc) {
        authorize(request, 'read', 'document', { id: '(unknown)', managerId: null });
        throw notFound('Document not found');
      }
      await owner(request, 'read', doc.employeeId);
      const size = await storage.size(doc.storedName);
      if (size === null) throw notFound('The file of this document is missing');
      const ascii = doc.originalName.replace(/[^\x20-\x7e]/g, '_').replaceAll('"', '');
      return reply
        .type(doc.contentType)
        .header('content-length', size)
        .header(
          'content-disposition',
          `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(doc.originalName)}`,
        )
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(storage.read(doc.storedName));
    },
  );
};
