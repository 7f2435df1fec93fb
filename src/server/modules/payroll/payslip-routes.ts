/**
 * Payroll's payslips and files (rules §16): a person's own payslips (`read:payslip`: their own, or hr anyone's),
 * and hr's files of a run: the register, the bank transfer file, the fiscal year's tax so far, and every payslip
 * in one zip, made by background jobs (`manage:payroll`).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { allowsEveryone } from '../../../shared/permissions.js';
import type { Db } from '../../db/client.js';
import { actor, authorizeEveryone, authorizeOn } from '../../http/auth.js';
import { sendCsv } from '../../http/csv.js';
import { io } from '../../http/endpoint.js';
import { refuse } from '../../http/errors.js';
import { localeOf } from '../../http/locale.js';
import { recordAudit } from '../audit/service.js';
import { employeeSubject } from '../employees/queries.js';
import { getSettings } from '../settings/service.js';
import { bankCsv, registerCsv, yearToDateTaxCsv } from './exports.js';
import { payslipName, payslipsZip, preparePayslips } from './payslips.js';
import { findRun, myPayslips, payslipData } from './queries.js';

const tags = ['payroll'];

export const payslipRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const load = employeeSubject(db);

  app.post(
    '/employee/getpayslips',
    {
      schema: {
        tags,
        summary: "A person's payslips of published runs (their own, or hr)",
        ...io('/employee/getpayslips'),
      },
    },
    async (request) => {
      const person = await authorizeOn(request, 'read:payslip', request.body?.employee_id, load);
      return myPayslips(db, person.id);
    },
  );

  app.get(
    '/employee/downloadpayslip',
    {
      schema: {
        tags,
        summary:
          "A payslip as a PDF, in the reader's language (the person's own once published, or hr anyone's)",
        produces: ['application/pdf'],
        ...io('/employee/downloadpayslip'),
      },
    },
    async (request, reply) => {
      const person = await authorizeOn(request, 'read:payslip', request.query.employee_id, load);
      const me = actor(request);
      const found = await payslipData(db, request.query.run_id, person.id);
      // A payslip is the person's once its run is published; hr sees it from the first calculation.
      if (!found || (found.run.status !== 'published' && !allowsEveryone(me, 'read:payslip')))
        throw refuse(404, 'payroll_payslip_not_found', { field: 'run_id' });
      const [settings, locale] = await Promise.all([getSettings(db), localeOf(db, me.id)]);
      // The PDF stack (pdf-lib, fontkit: some 40 MB) loads with the first payslip, not at start.
      const { renderPayslip } = await import('./payslip-pdf.js');
      const pdf = await renderPayslip(
        {
          company: settings.companyName,
          currency: settings.currency,
          period: found.run.period,
          calendar: found.run.calendar,
          line: found.line,
          yearToDate: found.yearToDate,
        },
        locale,
      );
      await recordAudit(db, me, {
        action: 'download',
        entity: 'payslip',
        entityId: found.run.id,
        after: { employee_id: person.id },
      });
      const name = payslipName(found.run.period, found.line.employee_code);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(pdf));
    },
  );

  app.post(
    '/employee/exportpayrollregister',
    {
      schema: {
        tags,
        summary: "A payroll run's register as CSV (hr)",
        ...io('/employee/exportpayrollregister'),
      },
    },
    async (request, reply) => {
      const me = authorizeEveryone(request, 'manage:payroll');
      const found = await findRun(db, request.body._id);
      const file = await registerCsv(db, found.id, await localeOf(db, me.id));
      return sendCsv(reply, `payroll-register-${found.period}.csv`, file);
    },
  );

  app.post(
    '/employee/exportbanktransfer',
    {
      schema: {
        tags,
        summary:
          "A locked payroll run's bank transfer file: net pay and bank account per person, as CSV (hr; audited)",
        ...io('/employee/exportbanktransfer'),
      },
    },
    async (request, reply) => {
      const me = authorizeEveryone(request, 'manage:payroll');
      const found = await findRun(db, request.body._id);
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
  );

  app.post(
    '/employee/exportyeartodatetax',
    {
      schema: {
        tags,
        summary: "A fiscal year's taxable income and tax withheld per person so far, as CSV (hr)",
        ...io('/employee/exportyeartodatetax'),
      },
    },
    async (request, reply) => {
      const me = authorizeEveryone(request, 'manage:payroll');
      const [settings, locale] = await Promise.all([getSettings(db), localeOf(db, me.id)]);
      const year = request.body.fiscal_year;
      const file = await yearToDateTaxCsv(db, year, settings.periodCalendar, locale);
      return sendCsv(reply, `tax-year-to-date-${year}.csv`, file);
    },
  );

  app.post(
    '/employee/preparepayslips',
    {
      schema: {
        tags,
        summary:
          "Makes a locked payroll run's payslips in the reader's language as background jobs; how many are ready (hr)",
        ...io('/employee/preparepayslips'),
      },
    },
    async (request) => {
      const me = authorizeEveryone(request, 'manage:payroll');
      return preparePayslips(db, await findRun(db, request.body._id), await localeOf(db, me.id));
    },
  );

  app.post(
    '/employee/exportpayslips',
    {
      schema: {
        tags,
        summary:
          "Every payslip of a locked payroll run as PDFs in one zip, in the reader's language, once made (hr; audited)",
        produces: ['application/zip'],
        ...io('/employee/exportpayslips'),
      },
    },
    async (request, reply) => {
      const me = authorizeEveryone(request, 'manage:payroll');
      const found = await findRun(db, request.body._id);
      const zip = await payslipsZip(db, found, await localeOf(db, me.id));
      await recordAudit(db, me, { action: 'export_payslips', entity: 'payroll_run', entityId: found.id });
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="payslips-${found.period}.zip"`)
        .header('cache-control', 'private, no-store')
        .send(zip);
    },
  );
};
