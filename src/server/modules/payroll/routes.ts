/**
 * Payroll (rules §16): hr's salary structures, tax tables, schemes and settings, and the runs' life cycle
 * (create, calculate, set inputs, lock, publish; `manage:payroll`, hr only); a person's own payslips
 * (`read:payslip`: their own, or hr anyone's).
 */

import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { payrollRunMessages as say } from '../../../shared/payroll-api.js';
import { allowsEveryone } from '../../../shared/permissions.js';
import type { Db } from '../../db/client.js';
import { payrollRuns } from '../../db/schema.js';
import { actor, authorizeEveryone, authorizeOn } from '../../http/auth.js';
import { sendCsv } from '../../http/csv.js';
import { io } from '../../http/endpoint.js';
import { AppError } from '../../http/errors.js';
import { localeOf } from '../../http/locale.js';
import { recordAudit } from '../audit/service.js';
import { employeeSubject, orgToday } from '../employees/queries.js';
import { getSettings } from '../settings/service.js';
import { bankCsv, registerCsv, yearToDateTaxCsv } from './exports.js';
import { payslipName, payslipsZip, preparePayslips } from './payslips.js';
import { listRuns, myPayslips, payslipData, readRun } from './queries.js';
import {
  addAdjustment,
  createRun,
  lockPayrollRun,
  publishPayrollRun,
  recalculateRun,
  setLineInputs,
} from './service.js';
import {
  listStructures,
  readSetup,
  saveScheme,
  setStructure,
  setTaxTable,
  updatePayrollSettings,
} from './setup.js';

const tags = ['payroll'];

export const payrollRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const load = employeeSubject(db);
  /** The run and the first page of its lines (or the page asked for): what every step answers. */
  const run = async (id: string, page?: { page?: number; search?: string }) => {
    const found = await readRun(db, id, page);
    if (!found) throw new AppError(404, say.runNotFound, { code: 'payroll_run_not_found', field: '_id' });
    return found;
  };
  /** The run alone, without its lines. */
  const runRow = async (id: string) => {
    const [found] = await db.select().from(payrollRuns).where(eq(payrollRuns.id, id));
    if (!found) throw new AppError(404, say.runNotFound, { code: 'payroll_run_not_found', field: '_id' });
    return found;
  };

  app.post(
    '/employee/getsalarystructures',
    {
      schema: {
        tags,
        summary: "A person's salary structures, newest first (hr)",
        ...io('/employee/getsalarystructures'),
      },
    },
    async (request) => {
      const person = await authorizeOn(request, 'manage:payroll', request.body.employee_id, load);
      return listStructures(db, person.id);
    },
  );

  app.post(
    '/employee/setsalarystructure',
    {
      schema: {
        tags,
        summary: 'Set a salary structure from a day: basic, earnings and deductions (hr)',
        ...io('/employee/setsalarystructure'),
      },
    },
    async (request) => {
      await authorizeOn(request, 'manage:payroll', request.body.employee_id, load);
      return setStructure(db, actor(request), request.body, await orgToday(db, new Date()));
    },
  );

  app.post(
    '/employee/getpayrollsetup',
    {
      schema: {
        tags,
        summary: 'Payroll settings, tax tables and contribution schemes (hr)',
        ...io('/employee/getpayrollsetup'),
      },
    },
    async (request) => {
      authorizeEveryone(request, 'manage:payroll');
      return readSetup(db);
    },
  );

  app.post(
    '/employee/updatepayrollsettings',
    { schema: { tags, summary: "Change payroll's settings (hr)", ...io('/employee/updatepayrollsettings') } },
    async (request) => updatePayrollSettings(db, authorizeEveryone(request, 'manage:payroll'), request.body),
  );

  app.post(
    '/employee/settaxtable',
    {
      schema: {
        tags,
        summary: "Set a fiscal year's income-tax brackets of a variant (hr)",
        ...io('/employee/settaxtable'),
      },
    },
    async (request) => setTaxTable(db, authorizeEveryone(request, 'manage:payroll'), request.body),
  );

  app.post(
    '/employee/savecontributionscheme',
    {
      schema: {
        tags,
        summary: 'Create or change a contribution scheme (hr)',
        ...io('/employee/savecontributionscheme'),
      },
    },
    async (request) => saveScheme(db, authorizeEveryone(request, 'manage:payroll'), request.body),
  );

  app.post(
    '/employee/getpayrollruns',
    {
      schema: {
        tags,
        summary: 'Payroll runs with their totals, newest first (hr)',
        ...io('/employee/getpayrollruns'),
      },
    },
    async (request) => {
      authorizeEveryone(request, 'manage:payroll');
      return listRuns(db);
    },
  );

  app.post(
    '/employee/createpayrollrun',
    {
      schema: {
        tags,
        summary: "Create and calculate a month's payroll run (hr)",
        ...io('/employee/createpayrollrun'),
      },
    },
    async (request) =>
      run(await createRun(db, authorizeEveryone(request, 'manage:payroll'), request.body.period)),
  );

  app.post(
    '/employee/getpayrollrun',
    {
      schema: {
        tags,
        summary: 'A payroll run and a page of its lines, by name or employee ID (hr)',
        ...io('/employee/getpayrollrun'),
      },
    },
    async (request) => {
      authorizeEveryone(request, 'manage:payroll');
      return run(request.body._id, request.body);
    },
  );

  app.post(
    '/employee/calculatepayrollrun',
    {
      schema: {
        tags,
        summary: 'Re-calculate a draft payroll run (hr); 409 once locked',
        ...io('/employee/calculatepayrollrun'),
      },
    },
    async (request) => {
      await recalculateRun(db, authorizeEveryone(request, 'manage:payroll'), request.body._id);
      return run(request.body._id);
    },
  );

  app.post(
    '/employee/setrunlineinputs',
    {
      schema: {
        tags,
        summary: "Set a person's unpaid days in a draft run by hand, and re-calculate (hr); 409 once locked",
        ...io('/employee/setrunlineinputs'),
      },
    },
    async (request) => {
      await setLineInputs(db, authorizeEveryone(request, 'manage:payroll'), request.body);
      return run(request.body._id);
    },
  );

  app.post(
    '/employee/lockpayrollrun',
    { schema: { tags, summary: 'Lock a payroll run: final (hr)', ...io('/employee/lockpayrollrun') } },
    async (request) => {
      await lockPayrollRun(db, authorizeEveryone(request, 'manage:payroll'), request.body._id);
      return run(request.body._id);
    },
  );

  app.post(
    '/employee/publishpayrollrun',
    {
      schema: {
        tags,
        summary: 'Publish a locked payroll run: payslips visible, everyone told (hr)',
        ...io('/employee/publishpayrollrun'),
      },
    },
    async (request) => {
      await publishPayrollRun(db, authorizeEveryone(request, 'manage:payroll'), request.body._id);
      return run(request.body._id);
    },
  );

  app.post(
    '/employee/addpayrolladjustment',
    {
      schema: {
        tags,
        summary: 'A correction for the next payroll run: + paid, − taken back (hr)',
        ...io('/employee/addpayrolladjustment'),
      },
    },
    async (request) => {
      await authorizeOn(request, 'manage:payroll', request.body.employee_id, load);
      await addAdjustment(db, actor(request), request.body);
      return { message: 'Adjustment saved: the next payroll run pays it' };
    },
  );

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
        throw new AppError(404, say.payslipNotFound, { code: 'payroll_payslip_not_found', field: 'run_id' });
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
      const found = await runRow(request.body._id);
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
      const found = await runRow(request.body._id);
      if (found.status === 'draft')
        throw new AppError(409, say.bankNeedsLock, { code: 'payroll_bank_needs_lock' });
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
      return preparePayslips(db, await runRow(request.body._id), await localeOf(db, me.id));
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
      const found = await runRow(request.body._id);
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
