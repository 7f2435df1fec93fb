/**
 * Payroll's bank file calls (issue 41): hr's templates and a locked run's file by one (`manage:payroll`). The
 * download's audit line says what the old bank file's said (the run, how many people) and which template, its
 * bank and the file's total. Served by `registerArea` (area.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../server/db/client.js';
import { handlerFor } from '../../../server/http/area.js';
import { refuse } from '../../../server/http/errors.js';
import { localeOf } from '../../../server/http/locale.js';
import { recordAudit } from '../../audit/server/writes.js';
import { payrollCalls } from '../contract.js';
import { bankFile } from './bank-file.js';
import { deleteTemplate, findTemplate, listTemplates, saveTemplate } from './bank-templates.js';
import { findRun } from './queries.js';

const on = handlerFor(payrollCalls);

export function bankFileHandlers(app: FastifyInstance, db: Db) {
  return [
    on('/employee/getbanktemplates', { handle: () => listTemplates(db) }),
    on('/employee/savebanktemplate', {
      handle: ({ input, me, now }) => saveTemplate(db, me, input, now),
    }),
    on('/employee/deletebanktemplate', { handle: ({ input, me }) => deleteTemplate(db, me, input._id) }),
    on('/employee/exportbankfile', {
      async handle({ input, me, reply }) {
        const run = await findRun(db, input._id);
        if (run.status === 'draft') throw refuse(409, 'payroll_bank_needs_lock');
        const template = await findTemplate(db, input.template_id);
        const file = await bankFile(db, app.pii, run, template, await localeOf(db, me.id));
        await recordAudit(db, me, {
          action: 'export_bank_file',
          entity: 'payroll_run',
          entityId: run.id,
          after: {
            people: file.people,
            total: file.total,
            template_id: template.id,
            template: template.name,
            bank: template.bank,
            kind: template.kind,
          },
        });
        return reply
          .type(file.type)
          .header('content-disposition', `attachment; filename="${file.filename}"`)
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'private, no-store')
          .send(file.body);
      },
    }),
  ];
}
