/** hr's imports (rules §17): upload, dry run, start, follow, the failed rows, the template, set-password links. */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../server/db/client.js';
import { handlerFor } from '../../../server/http/area.js';
import { csvFile, sendCsv } from '../../../server/http/csv.js';
import { refuse, refuseWith } from '../../../server/http/errors.js';
import { localeOf, wordsOf } from '../../../server/http/locale.js';
import { readUpload } from '../../../server/http/upload.js';
import { groupBy } from '../../../shared/group.js';
import { sayRefusal } from '../../../shared/i18n/index.js';
import { refusal } from '../../../shared/i18n/refusals.js';
import { describeIssues } from '../../../shared/validation.js';
import { recordAudit } from '../../audit/server/writes.js';
import { importCalls, importFields, importKindBody, type RowError } from '../contract.js';
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

const on = handlerFor(importCalls);

export const importCallHandlers = (app: FastifyInstance, db: Db) => [
  on('/employee/uploadimport', {
    async handle({ me, request }) {
      const { fields, file } = await readUpload(request, refusal('import_too_large'));
      const parsed = importKindBody.safeParse(fields);
      if (!parsed.success)
        throw refuseWith(400, describeIssues(parsed.error.issues).refusal, { field: 'kind' });
      const { row, sample } = await uploadImport(db, me, app.pii, parsed.data.kind, file);
      return { data: present(row, { sample }) };
    },
  }),

  on('/employee/previewimport', {
    async handle({ input, me, now }) {
      const { import_id, ...plan } = input;
      return { data: await previewImport(db, me, app.pii, import_id, plan, now) };
    },
  }),

  on('/employee/startimport', {
    async handle({ input, me }) {
      const { import_id, ...plan } = input;
      return { data: present(await startImport(db, me, import_id, plan)) };
    },
  }),

  on('/employee/getimport', {
    async handle({ input }) {
      const row = await findImport(db, input.import_id);
      const sample = row.status === 'uploaded' ? await cellsOf(db, app.pii, row.id) : undefined;
      return { data: present(row, { sample, awaitingLinks: (await awaitingLinks(db, row)).length }) };
    },
  }),

  on('/employee/importerrors', {
    async handle({ input, me, reply }) {
      const row = await findImport(db, input.import_id);
      if (row.status !== 'done' && row.status !== 'failed') throw refuse(409, 'import_not_finished');
      const locale = await localeOf(db, me.id);
      const words = wordsOf(locale);
      const said = (e: RowError) =>
        (e.code && sayRefusal(words, locale.language, { ...e, code: e.code })) || e.message;
      const fieldNames: Record<string, string> = words.imports.fields;
      // A row's refused cells, each after its field's name, as the screen's table lists them (issue 44, item 11).
      const refused = (errors: RowError[]) =>
        errors
          .filter((e) => e.value)
          .map((e) => (e.field ? `${fieldNames[e.field] ?? e.field}: ${e.value}` : e.value))
          .join('; ');
      const reasons = groupBy(row.errors, (e) => e.row);
      const cells = await cellsOf(db, app.pii, row.id);
      // The file holds personal numbers as typed: who downloaded it is recorded.
      await recordAudit(db, me, {
        action: 'download_errors',
        entity: 'import',
        entityId: row.id,
      });
      const failed = [...reasons.keys()].sort((a, b) => a - b);
      return sendCsv(
        reply,
        `${row.kind}-errors.csv`,
        csvFile(
          [...row.headers, words.imports.person, words.imports.value, words.imports.errorColumn],
          failed.map((n) => {
            const errors = reasons.get(n)!;
            // A short row is padded, so the added columns stay under their headers.
            const file = cells[n - 2] ?? [];
            return [
              ...row.headers.map((_, i) => file[i] ?? ''),
              errors.find((e) => e.person)?.person,
              refused(errors),
              errors.map(said).join('; '),
            ];
          }),
        ),
      );
    },
  }),

  on('/employee/importtemplate', {
    async handle({ input, reply }) {
      const fields = importFields[input.kind];
      return sendCsv(
        reply,
        `${input.kind}-template.csv`,
        csvFile(
          fields.map((f) => f.header),
          [fields.map((f) => f.example)],
        ),
      );
    },
  }),

  on('/employee/importlinks', {
    async handle({ input, me, request }) {
      const row = await findImport(db, input.import_id);
      if (row.status !== 'done') throw refuse(409, 'import_not_finished');
      const baseUrl = app.links.required(request);
      return { links: await makeLinks(db, me, baseUrl, await awaitingLinks(db, row)) };
    },
  }),
];
