/**
 * Payroll (rules §16): hr's salary structures, tax tables, schemes and settings, and the runs' life cycle
 * (create, calculate, set inputs, lock, publish; `manage:payroll`, hr only). Payslips and a run's files are in
 * `payslip-routes.ts`.
 */

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { actor, authorizeEveryone, authorizeOn } from '../../http/auth.js';
import { io } from '../../http/endpoint.js';
import { employeeSubject, orgToday } from '../employees/queries.js';
import { listRuns, readRun, runNotFound } from './queries.js';
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
    if (!found) throw runNotFound();
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
      return setStructure(db, actor(request), request.body, await orgToday(db, app.now()));
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
};
