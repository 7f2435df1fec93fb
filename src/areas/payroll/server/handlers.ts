/**
 * Payroll's setup and runs (rules §16): hr's salary structures, tax tables, schemes and settings, and the runs'
 * life cycle (create, calculate, set inputs, lock, publish), served by `registerArea` (area.ts); `manage:payroll`
 * (hr only) is checked from the contract before a handler runs. Payslips and a run's files are in
 * `payslip-handlers.ts`.
 */
import type { Db } from '../../../server/db/client.js';
import { handlerFor } from '../../../server/http/area.js';
import { orgToday } from '../../employees/server/reads.js';
import { payrollCalls } from '../contract.js';
import { whatIfPay } from './calculate.js';
import { setDeclaration } from './declarations.js';
import { listRuns, readRun, runNotFound } from './queries.js';
import {
  addAdjustment,
  addFestivalAllowance,
  createRun,
  lockPayrollRun,
  publishPayrollRun,
  recalculateRun,
  setLineInputs,
} from './service.js';
import {
  confirmTaxYear,
  installTaxPack,
  readSetup,
  saveScheme,
  setTaxTable,
  setTaxYear,
  updatePayrollSettings,
} from './setup.js';
import { listStructures, setOpening, setStructure } from './structures.js';

const on = handlerFor(payrollCalls);

export function payrollHandlers(db: Db) {
  /** The run and the first page of its lines (or the page asked for): what every step answers. */
  const run = async (id: string, page?: { page?: number; search?: string }) => {
    const found = await readRun(db, id, page);
    if (!found) throw runNotFound();
    return found;
  };
  /** A step on run `id`, answered with the run as the step left it. */
  const stepOn = async (id: string, step: Promise<unknown>) => {
    await step;
    return run(id);
  };

  return [
    on('/employee/getsalarystructures', {
      handle: ({ subject }) => listStructures(db, subject.id),
    }),

    on('/employee/setsalarystructure', {
      handle: async ({ input, me, now }) => setStructure(db, me, input, await orgToday(db, now)),
    }),

    on('/employee/getpayrollsetup', { handle: () => readSetup(db) }),

    on('/employee/updatepayrollsettings', {
      handle: ({ input, me }) => updatePayrollSettings(db, me, input),
    }),

    on('/employee/settaxtable', { handle: ({ input, me }) => setTaxTable(db, me, input) }),
    on('/employee/payrollwhatif', {
      handle: async ({ input, now }) => whatIfPay(db, input, await orgToday(db, now)),
    }),
    on('/employee/setpayrollopening', { handle: ({ input, me }) => setOpening(db, me, input) }),
    on('/employee/setpayrolldeclaration', { handle: ({ input, me }) => setDeclaration(db, me, input) }),
    on('/employee/settaxyear', { handle: ({ input, me }) => setTaxYear(db, me, input) }),
    on('/employee/confirmtaxyear', { handle: ({ input, me }) => confirmTaxYear(db, me, input) }),
    on('/employee/installtaxpack', { handle: ({ input, me }) => installTaxPack(db, me, input) }),

    on('/employee/savecontributionscheme', { handle: ({ input, me }) => saveScheme(db, me, input) }),

    on('/employee/getpayrollruns', { handle: () => listRuns(db) }),

    on('/employee/createpayrollrun', {
      handle: async ({ input, me }) => run(await createRun(db, me, input.period)),
    }),

    on('/employee/getpayrollrun', { handle: ({ input }) => run(input._id, input) }),

    on('/employee/calculatepayrollrun', {
      handle: ({ input, me }) => stepOn(input._id, recalculateRun(db, me, input._id)),
    }),

    on('/employee/setrunlineinputs', {
      handle: ({ input, me }) => stepOn(input._id, setLineInputs(db, me, input)),
    }),

    on('/employee/addfestivalallowance', {
      handle: ({ input, me }) => stepOn(input._id, addFestivalAllowance(db, me, input._id, input.festival)),
    }),

    on('/employee/lockpayrollrun', {
      handle: ({ input, me }) => stepOn(input._id, lockPayrollRun(db, me, input._id)),
    }),

    on('/employee/publishpayrollrun', {
      handle: ({ input, me }) => stepOn(input._id, publishPayrollRun(db, me, input._id)),
    }),

    on('/employee/addpayrolladjustment', {
      async handle({ input, me }) {
        await addAdjustment(db, me, input);
        return { message: 'Adjustment saved: the next payroll run pays it' };
      },
    }),
  ];
}
