/** hr's imports (rules §17): upload, dry run, start, follow, the failed rows, the template, set-password links. */
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorReply } from '../../../shared/auth.js';
import { groupBy } from '../../../shared/group.js';
import { sayRefusal } from '../../../shared/i18n/index.js';
import { refusal } from '../../../shared/i18n/refusals.js';
import { importFields, importKindBody, MAX_IMPORT_BYTES, type RowError } from '../../../shared/imports.js';
import { describeIssues } from '../../../shared/validation.js';
import type { Db } from '../../db/client.js';
import { actor, authorizeEveryone } from '../../http/auth.js';
import { csvFile, sendCsv } from '../../http/csv.js';
import { io } from '../../http/endpoint.js';
import { refuse, refuseWith } from '../../http/errors.js';
import { localeOf, wordsOf } from '../../http/locale.js';
import { readUpload } from '../../http/upload.js';
import { recordAudit } from '../audit/service.js';
import { makeLinks } from './links.js';
import {
  awaitingLinks,
  cellsOf,
  findImport,
  present,
  previewImport,
  startImport,
  uploadImport,
} from './service.js';

const tags = ['import'];

export const importRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  await app.register(multipart, {
    limits: { fileSize: MAX_IMPORT_BYTES, files: 1, fields: 2, fieldSize: 100, parts: 3 },
  });

  app.post(
    '/employee/uploadimport',
    {
      schema: {
        tags,
        summary:
          'Upload a file to import (hr), multipart: kind (employees, balances, attendance), then file (CSV or XLSX, at most 10 MB, 50,000 rows, 200 columns and 2,000,000 cells; a workbook unpacking to at most 200 MB). Replies with its columns and a suggested mapping. Files are read one at a time: a 503 when too many wait.',
        consumes: ['multipart/form-data'],
        ...io('/employee/uploadimport', { 413: errorReply, 415: errorReply, 503: errorReply }),
      },
    },
    async (request) => {
      authorizeEveryone(request, 'import:employee');
      const { fields, file } = await readUpload(request, refusal('import_too_large'));
      const parsed = importKindBody.safeParse(fields);
      if (!parsed.success)
        throw refuseWith(400, describeIssues(parsed.error.issues).refusal, { field: 'kind' });
      const { row, sample } = await uploadImport(db, actor(request), app.pii, parsed.data.kind, file);
      return { data: present(row, { sample }) };
    },
  );

  app.post(
    '/employee/previewimport',
    {
      schema: {
        tags,
        summary: 'The dry run (hr): what importing with this mapping and these options would do, row by row',
        ...io('/employee/previewimport'),
      },
    },
    async (request) => {
      authorizeEveryone(request, 'import:employee');
      const { import_id, ...plan } = request.body;
      return { data: await previewImport(db, actor(request), app.pii, import_id, plan, app.now()) };
    },
  );

  app.post(
    '/employee/startimport',
    {
      schema: {
        tags,
        summary: 'Start an import (hr): it runs as a job; follow it with getimport. A second start is a 409.',
        ...io('/employee/startimport'),
      },
    },
    async (request) => {
      authorizeEveryone(request, 'import:employee');
      const { import_id, ...plan } = request.body;
      return { data: present(await startImport(db, actor(request), import_id, plan)) };
    },
  );

  app.post(
    '/employee/getimport',
    {
      schema: {
        tags,
        summary: 'An import of mine (hr): its progress and outcome',
        ...io('/employee/getimport'),
      },
    },
    async (request) => {
      authorizeEveryone(request, 'import:employee');
      const row = await findImport(db, request.body.import_id);
      const sample = row.status === 'uploaded' ? await cellsOf(db, app.pii, row.id) : undefined;
      return { data: present(row, { sample, awaitingLinks: (await awaitingLinks(db, row)).length }) };
    },
  );

  app.post(
    '/employee/importerrors',
    {
      schema: {
        tags,
        summary:
          'The rows that were not imported, as they were, with why (CSV): fix them and upload it again',
        produces: ['text/csv'],
        ...io('/employee/importerrors'),
      },
    },
    async (request, reply) => {
      authorizeEveryone(request, 'import:employee');
      const row = await findImport(db, request.body.import_id);
      if (row.status !== 'done' && row.status !== 'failed') throw refuse(409, 'import_not_finished');
      const locale = await localeOf(db, actor(request).id);
      const words = wordsOf(locale);
      const said = (e: RowError) =>
        (e.code && sayRefusal(words, locale.language, { ...e, code: e.code })) || e.message;
      const reasons = groupBy(row.errors, (e) => e.row);
      const cells = await cellsOf(db, app.pii, row.id);
      // The file holds personal numbers as typed: who downloaded it is recorded.
      await recordAudit(db, actor(request), {
        action: 'download_errors',
        entity: 'import',
        entityId: row.id,
      });
      const failed = [...reasons.keys()].sort((a, b) => a - b);
      return sendCsv(
        reply,
        `${row.kind}-errors.csv`,
        csvFile(
          [...row.headers, words.imports.errorColumn],
          failed.map((n) => [...(cells[n - 2] ?? []), reasons.get(n)!.map(said).join('; ')]),
        ),
      );
    },
  );

  app.post(
    '/employee/importtemplate',
    {
      schema: {
        tags,
        summary: 'A template for an import (CSV): every field as a header, and an example row',
        produces: ['text/csv'],
        ...io('/employee/importtemplate'),
      },
    },
    async (request, reply) => {
      authorizeEveryone(request, 'import:employee');
      const fields = importFields[request.body.kind];
      return sendCsv(
        reply,
        `${request.body.kind}-template.csv`,
        csvFile(
          fields.map((f) => f.header),
          [fields.map((f) => f.example)],
        ),
      );
    },
  );

  app.post(
    '/employee/importlinks',
    {
      schema: {
        tags,
        summary:
          'Set-password links (hr) for the people an import added who have not set a password: each works once, for 7 days',
        ...io('/employee/importlinks'),
      },
    },
    async (request) => {
      authorizeEveryone(request, 'import:employee');
      const row = await findImport(db, request.body.import_id);
      if (row.status !== 'done') throw refuse(409, 'import_not_finished');
      const baseUrl = app.links.required(request);
      return { links: await makeLinks(db, actor(request), baseUrl, await awaitingLinks(db, row)) };
    },
  );
};
