/**
 * Payroll's payslips and files (rules §16): a person's own payslips (`read:payslip`: their own, or hr anyone's),
 * and hr's files of a run: the register, the bank transfer file, the fiscal year's tax so far, and every payslip
 * in one zip, made by background jobs (`manage:payroll`). Served by `registerArea` (area.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../server/db/client.js';
import { handlerFor } from '../../../server/http/area.js';
import { sendCsv } from '../../../server/http/csv.js';
import { refuse } from '../../../server/http/errors.js';
import { localeOf } from '../../../server/http/locale.js';
import { allowsEveryone } from '../../../shared/permissions.js';
import { recordAudit } from '../../audit/server/writes.js';
import { getSettings } from '../../settings/server/reads.js';
import { payrollCalls } from '../contract.js';
import { bankCsv, registerCsv, yearToDateTaxCsv } from './exports.js';
import { inReadersWords, payslipName, payslipsZip, preparePayslips } from './payslips.js';
import { findRun, myPayslips, payslipData } from './queries.js';
import { retirementSheetCsv, ssfScheduleCsv, tdsAnnexCsv } from './statutory-files.js';

const on = handlerFor(payrollCalls);

export function payslipFileHandlers(app: FastifyInstance, db: Db) {
  return [
    on('/employee/getpayslips', { handle: ({ subject }) => myPayslips(db, app.pii, subject.id) }),

    on('/employee/downloadpayslip', {
      async handle({ input, me, subject: person, reply }) {
        const found = await payslipData(db, app.pii, input.run_id, person.id);
        // A payslip is the person's once its run is published; hr sees it from the first calculation.
        if (!found || (found.run.status !== 'published' && !allowsEveryone(me, 'read:payslip')))
          throw refuse(404, 'payroll_payslip_not_found', { field: 'run_id' });
        // The PDF stack (pdf-lib, fontkit: some 40 MB) loads with the first payslip, not at start.
        const { renderPayslip } = await import('./payslip-pdf.js');
        const locale = await localeOf(db, me.id);
        const [data] = await inReadersWords(db, [found.data], locale.language);
        const pdf = await renderPayslip(data!, locale);
        await recordAudit(db, me, {
          action: 'download',
          entity: 'payslip',
          entityId: found.run.id,
          after: { employee_id: person.id },
        });
        const name = payslipName(found.run.period, found.data.line.employee_code);
        return reply
          .type('application/pdf')
          .header('content-disposition', `attachment; filename="${name}"`)
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'private, no-store')
          .send(Buffer.from(pdf));
      },
    }),

    on('/employee/exportpayrollregister', {
      async handle({ input, me, reply }) {
        const found = await findRun(db, input._id);
        const file = await registerCsv(db, found.id, await localeOf(db, me.id));
        await recordAudit(db, me, { action: 'export_register', entity: 'payroll_run', entityId: found.id });
        return sendCsv(reply, `payroll-register-${found.period}.csv`, file);
      },
    }),

    on('/employee/exportbanktransfer', {
      async handle({ input, me, reply }) {
        const found = await findRun(db, input._id);
        if (found.status === 'draft') throw refuse(409, 'payroll_bank_needs_lock');
        const { people, file } = await bankCsv(db, app.pii, found.id, await localeOf(db, me.id));
        await recordAudit(db, me, {
          action: 'export_bank_file',
          entity: 'payroll_run',
          entityId: found.id,
          after: { people },
        });
        return sendCsv(reply, `bank-transfer-${found.period}.csv`, file);
      },
    }),

    ...(
      [
        ['/employee/exportssfschedule', 'export_ssf_schedule', 'ssf-schedule', ssfScheduleCsv],
        ['/employee/exporttdsannex', 'export_tds_annex', 'tds-annex', tdsAnnexCsv],
        [
          '/employee/exportretirementsheet',
          'export_retirement_sheet',
          'retirement-sheet',
          retirementSheetCsv,
        ],
      ] as const
    ).map(([path, action, file, make]) =>
      on(path, {
        async handle({ input, me, reply }) {
          const found = await findRun(db, input._id);
          if (found.status === 'draft') throw refuse(409, 'payroll_files_need_lock');
          const made = await make(db, app.pii, found.id, await localeOf(db, me.id));
          await recordAudit(db, me, {
            action,
            entity: 'payroll_run',
            entityId: found.id,
            after: { people: made.people },
          });
          return sendCsv(reply, `${file}-${found.period}.csv`, made.file);
        },
      }),
    ),

    on('/employee/exportyeartodatetax', {
      async handle({ input, me, reply }) {
        const [settings, locale] = await Promise.all([getSettings(db), localeOf(db, me.id)]);
        const year = input.fiscal_year;
        const file = await yearToDateTaxCsv(db, year, settings.periodCalendar, locale);
        await recordAudit(db, me, {
          action: 'export_tax_year_to_date',
          entity: 'payroll',
          after: { fiscal_year: year },
        });
        return sendCsv(reply, `tax-year-to-date-${year}.csv`, file);
      },
    }),

    on('/employee/preparepayslips', {
      handle: async ({ input, me }) =>
        preparePayslips(db, await findRun(db, input._id), await localeOf(db, me.id)),
    }),

    on('/employee/exportpayslips', {
      async handle({ input, me, reply }) {
        const found = await findRun(db, input._id);
        const zip = await payslipsZip(db, found, await localeOf(db, me.id));
        await recordAudit(db, me, { action: 'export_payslips', entity: 'payroll_run', entityId: found.id });
        return reply
          .type('application/zip')
          .header('content-disposition', `attachment; filename="payslips-${found.period}.zip"`)
          .header('cache-control', 'private, no-store')
          .send(zip);
      },
    }),
  ];
}
