/**
 * The import area's calls (rules §17, decision 017, 026): hr uploads a file, runs it dry, starts it, follows it,
 * downloads the rows that failed and a template, and makes set-password links for the people it added. Both
 * sides reach imports through this file (its schemas are re-exported below).
 */
import { defineCalls } from '../../shared/area.js';
import { errorReply } from '../../shared/auth.js';
import {
  importLinksReply,
  importPlanBody,
  importRef,
  importReply,
  importTemplateBody,
  previewReply,
} from './schemas.js';

export * from './schemas.js';

const mapping = [
  'import_not_found',
  'import_started',
  'import_no_column',
  'import_twice',
  'import_unmapped',
] as const;

export const importCalls = defineCalls({
  '/employee/uploadimport': {
    method: 'POST',
    reply: importReply,
    summary:
      'Upload a file to import (hr), multipart: kind (employees, balances, attendance), then file (CSV or XLSX, at most 10 MB, 50,000 rows, 200 columns and 2,000,000 cells; a workbook unpacking to at most 200 MB). Replies with its columns and a suggested mapping. Files are read one at a time: a 503 when too many wait.',
    consumes: 'multipart/form-data',
    replies: { 413: errorReply, 415: errorReply, 503: errorReply },
    capability: 'import:employee',
    subject: 'everyone',
    refusals: [
      'import_too_large',
      'import_busy',
      'import_empty',
      'import_not_utf8',
      'import_bad_type',
      'import_bad_csv',
      'import_bad_xlsx',
      'import_one_column',
      'import_too_many_rows',
      'import_too_many_columns',
      'import_too_many_cells',
      'import_xlsx_too_large',
      'import_xlsx_parts',
      'import_xlsx_text',
    ],
    writes: true,
  },
  '/employee/previewimport': {
    method: 'POST',
    input: importPlanBody,
    reply: previewReply,
    summary: 'The dry run (hr): what importing with this mapping and these options would do, row by row',
    capability: 'import:employee',
    subject: 'everyone',
    refusals: mapping,
    writes: false,
  },
  '/employee/startimport': {
    method: 'POST',
    input: importPlanBody,
    reply: importReply,
    summary: 'Start an import (hr): it runs as a job; follow it with getimport. A second start is a 409.',
    capability: 'import:employee',
    subject: 'everyone',
    refusals: mapping,
    writes: true,
  },
  '/employee/getimport': {
    method: 'POST',
    input: importRef,
    reply: importReply,
    summary: 'An import of mine (hr): its progress and outcome',
    capability: 'import:employee',
    subject: 'everyone',
    refusals: ['import_not_found'],
    writes: false,
  },
  '/employee/importerrors': {
    method: 'POST',
    input: importRef,
    summary: 'The rows that were not imported, as they were, with why (CSV): fix them and upload it again',
    produces: ['text/csv'],
    capability: 'import:employee',
    subject: 'everyone',
    refusals: ['import_not_found', 'import_not_finished'],
    writes: true,
  },
  '/employee/importtemplate': {
    method: 'POST',
    input: importTemplateBody,
    summary: 'A template for an import (CSV): every field as a header, and an example row',
    produces: ['text/csv'],
    capability: 'import:employee',
    subject: 'everyone',
    refusals: [],
    writes: false,
  },
  '/employee/importlinks': {
    method: 'POST',
    input: importRef,
    reply: importLinksReply,
    summary:
      'Set-password links (hr) for the people an import added who have not set a password: each works once, for 7 days',
    capability: 'import:employee',
    subject: 'everyone',
    refusals: ['import_not_found', 'import_not_finished'],
    writes: true,
  },
});
