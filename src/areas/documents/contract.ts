/**
 * The documents area's calls (rules §6, §10): hr uploads an employee's documents, anyone a supporting document of
 * their own to attach to a request; hr and the employee themself list and download them. Other areas and both
 * sides reach documents through this file (its schemas are re-exported below) and, on the server,
 * `server/reads.ts`.
 */
import { defineCalls } from '../../shared/area.js';
import { errorReply } from '../../shared/auth.js';
import { employeeRef } from '../employees/contract.js';
import { documentSchema, documentsReply, downloadQuery } from './schemas.js';

export * from './schemas.js';

/** What an upload answers beyond the usual refusals: a file too large, a type not allowed. */
const uploadReplies = { 413: errorReply, 415: errorReply } as const;

export const documentsCalls = defineCalls({
  '/employee/uploaddocument': {
    method: 'POST',
    reply: documentSchema,
    consumes: 'multipart/form-data',
    replies: uploadReplies,
    summary:
      'Upload a document (hr), multipart: employee_id, kind, optional replaces, then file. At most 5 MB; the type is judged by content.',
    capability: 'create:document',
    subject: 'everyone',
    refusals: [
      'multipart_needed',
      'one_file',
      'too_many_fields',
      'file_empty',
      'file_too_large',
      'photo_type',
      'document_type',
      'contract_not_replaceable',
      'replaced_missing',
    ],
    writes: true,
  },
  '/employee/uploadattachment': {
    method: 'POST',
    reply: documentSchema,
    consumes: 'multipart/form-data',
    replies: uploadReplies,
    summary:
      'Upload a supporting document of one’s own to attach to a request (multipart: file). At most 5 MB; PDF, PNG or JPEG.',
    capability: 'create:request',
    subject: 'self',
    refusals: [
      'multipart_needed',
      'one_file',
      'too_many_fields',
      'file_empty',
      'file_too_large',
      'document_type',
    ],
    writes: true,
  },
  '/employee/getdocuments': {
    method: 'POST',
    input: employeeRef,
    reply: documentsReply,
    summary: "An employee's documents (hr, or the employee themself)",
    capability: 'read:document',
    subject: { employee: 'employee_id' },
    refusals: [],
    writes: false,
  },
  '/employee/downloaddocument': {
    method: 'GET',
    input: downloadQuery,
    produces: ['application/octet-stream'],
    summary:
      "The file of a document, as an attachment (hr, or the employee themself; a request's approvers its attachment; anyone an active colleague's photo)",
    capability: 'read:document',
    subject: { record: 'id' },
    refusals: ['document_not_found', 'file_missing'],
    writes: false,
  },
});
