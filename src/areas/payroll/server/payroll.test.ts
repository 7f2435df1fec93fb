/**
 * Payroll runs (rules §16): a run's life cycle (create and calculate, fix inputs, lock, publish), a locked run
 * refusing every change with 409, payslips for their person (and hr) only once published, the year-to-date tax
 * correction and adjustments in the next run, and every step audited.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  leaveRequests,
  notifications,
  payrollAdjustments,
  payslipPdfs,
} from '../../../server/db/schema.js';
import { actorOf, callerOf, insertRecord, setupHarness } from '../../../server/test/harness.js';
import { addTestListValues } from '../../../server/test/org-lists.js';
import { weekday } from '../../../shared/calendar.js';
import { createPayload } from '../../employees/server/employee-test-helpers.js';
import type { PayslipsReply, RunReply } from '../schemas.js';

const h = setupHarness();
// The department and designation `createPayload` names are the organisation's (issue 40).
beforeAll(() => addTestListValues(h.database.db));
const call = callerOf(h);
type Headers = Record<string, string>;

/** A fiscal year of its own (fiscal years start in month 4 by default): runs of July, August and September. */
const year = 2150;
const npr = (rupees: number) => Math.round(rupees * 100);
/** The weekdays Monday to Wednesday of the first full week of July of `year`. */
const firstMonday = (() => {
  for (let d = 1; ; d++) {
    const date = `${year}-07-0${d}`;
    if (weekday(date) === 1) return d;
  }
})();
const july = (d: number) => `${year}-07-${String(firstMonday + d).padStart(2, '0')}`;

/** A person's line of a run, found by their employee ID (a run holds everyone the file's tests made). */
async function line(headers: Headers, run: { _id: string }, person: { id: string; employeeCode: string }) {
  const page = await ok<RunReply>('getpayrollrun', headers, { _id: run._id, search: person.employeeCode });
  return page.lines.find((l) => l.employee_id === person.id)!;
}

async function ok<T>(name: string, headers: Headers, payload: object = {}): Promise<T> {
  const res = await call(name, headers, payload);
  expect(res.statusCode, `${name}: ${res.body}`).toBe(200);
  return res.json() as T;
}

describe('a payroll run from draft to published', () => {
  it('calculates from the structure, unpaid leave and absences, then locks, refuses changes and publishes', async () => {
    const hr = await actorOf(h, 'hr');
    const emp = await actorOf(h, 'employee', { salary: 60_000 });
    const other = await actorOf(h, 'employee');
    const brackets = [
      { up_to: npr(500_000), rate_bp: 100 },
      { up_to: null, rate_bp: 1_000 },
    ];
    await ok('settaxtable', hr.headers, { fiscal_year: year, variant: 'single', brackets });
    await ok('settaxtable', hr.headers, { fiscal_year: year, variant: 'married', brackets });
    const structure = await ok<{ structures: { basic: number }[] }>('setsalarystructure', hr.headers, {
      employee_id: emp.employee.id,
      effective_from: '2024-01-15',
      basic: npr(60_000),
      lines: [
        { name: 'Dearness', kind: 'earning', percent_of_basic_bp: 1_000 },
        { name: 'Transport', kind: 'earning', amount: npr(2_000) },
      ],
    });
    expect(structure.structures[0]?.basic).toBe(npr(60_000));
    // Two days of unpaid leave (Monday, Tuesday) and an absent Wednesday no leave covers.
    await h.database.db.insert(leaveRequests).values({
      employeeId: emp.employee.id,
      leaveType: 'Unpaid',
      reason: 'Family',
      startDate: july(0),
      endDate: july(1),
      status: 'approved',
      decidedBy: hr.employee.id,
      decidedAt: new Date(),
    });
    await insertRecord(h, { employeeId: emp.employee.id, workDate: july(2), status: 'Absent' });

    const run = await ok<RunReply>('createpayrollrun', hr.headers, { period: `${year}-07` });
    expect(run.status).toBe('draft');
    const mine = await line(hr.headers, run, emp.employee);
    // 31 calendar days, 3 unpaid: each earning × 28/31, rounded per line (54 193.55 + 5 419.35 + 1 806.45).
    expect(mine.details.earnings.map((e) => [e.name, e.amount])).toEqual([
      ['Basic', npr(60_000)],
      ['Dearness', npr(6_000)],
      ['Transport', npr(2_000)],
    ]);
    expect(mine.details.deductions).toEqual([
      {
        name: 'Unpaid days',
        amount: npr(6_580.65),
        source: { from: 'unpaid_days', days: 3, daysInMonth: 31 },
      },
    ]);
    expect([mine.unpaid_leave_days, mine.absent_days, mine.details.paid_days]).toEqual([2, 1, 28]);
    // July is the fiscal year's 4th month, 9 left: 61 419.35 × 9 = 552 774.15 a year, tax 10 277.415, a ninth
    // is 1 141.935, rounded half away from zero.
    expect(mine.taxable).toBe(npr(61_419.35));
    expect(mine.tax).toBe(npr(1_141.94));
    expect(mine.details.tax_source).toMatchObject({ assessable: npr(552_774.15), monthsRemaining: 9 });
    expect(mine.gross).toBe(npr(68_000));
    expect(mine.net).toBe(npr(68_000 - 6_580.65 - 1_141.94));
    // The other person: no structure, their profile's salary as basic.
    expect((await line(hr.headers, run, other.employee)).basic).toBe(npr(100_000));

    // Nobody but hr sees the run; nothing is a payslip yet.
    expect((await call('getpayrollrun', emp.headers, { _id: run._id })).statusCode).toBe(403);
    expect((await ok<PayslipsReply>('getpayslips', emp.headers)).payslips).toEqual([]);

    // hr fixes the inputs by hand: nothing unpaid; then back to counting.
    const fixed = await ok<RunReply>('setrunlineinputs', hr.headers, {
      _id: run._id,
      employee_id: emp.employee.id,
      unpaid_leave_days: 0,
      absent_days: 0,
    });
    expect(await line(hr.headers, fixed, emp.employee)).toMatchObject({
      inputs_set: true,
      gross: npr(68_000),
      taxable: npr(68_000),
    });
    const counted = await ok<RunReply>('setrunlineinputs', hr.headers, {
      _id: run._id,
      employee_id: emp.employee.id,
      unpaid_leave_days: null,
      absent_days: null,
    });
    expect(await line(hr.headers, counted, emp.employee)).toMatchObject({ inputs_set: false, net: mine.net });
    const again = await ok<RunReply>('calculatepayrollrun', hr.headers, { _id: run._id });
    expect((await line(hr.headers, again, emp.employee)).net).toBe(mine.net);

    const locked = await ok<RunReply>('lockpayrollrun', hr.headers, { _id: run._id });
    expect(locked.status).toBe('locked');
    for (const [name, body] of [
      ['calculatepayrollrun', { _id: run._id }],
      ['lockpayrollrun', { _id: run._id }],
      [
        'setrunlineinputs',
        { _id: run._id, employee_id: emp.employee.id, unpaid_leave_days: 1, absent_days: 0 },
      ],
    ] as const) {
      const res = await call(name, hr.headers, body);
      expect(res.statusCode, name).toBe(409);
      expect(res.json().code).toBe('payroll_run_locked');
    }
    expect((await line(hr.headers, run, emp.employee)).net).toBe(mine.net);
    const twice = await call('createpayrollrun', hr.headers, { period: `${year}-07` });
    expect([twice.statusCode, twice.json().code]).toEqual([409, 'payroll_run_exists']);

    const published = await ok<RunReply>('publishpayrollrun', hr.headers, { _id: run._id });
    expect(published.status).toBe('published');
    expect((await call('publishpayrollrun', hr.headers, { _id: run._id })).json().code).toBe(
      'payroll_run_published',
    );
    const told = await h.database.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.recipientId, emp.employee.id), eq(notifications.type, 'payslip_published')),
      );
    expect(told).toHaveLength(1);
    expect(told[0]?.params).toEqual({ month: `${year}-07`, calendar: 'gregorian' });

    // Payslips: one's own, or hr anyone's; never a colleague's.
    const slips = await ok<PayslipsReply>('getpayslips', emp.headers);
    expect(slips.payslips.map((p) => [p.period, p.net])).toEqual([[`${year}-07`, mine.net]]);
    expect((await call('getpayslips', emp.headers, { employee_id: other.employee.id })).statusCode).toBe(403);
    expect(
      (await ok<PayslipsReply>('getpayslips', hr.headers, { employee_id: emp.employee.id })).payslips,
    ).toHaveLength(1);

    const audited = await h.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'payroll_run'), eq(auditLog.entityId, run._id)));
    expect(new Set(audited.map((a) => a.action))).toEqual(
      new Set(['create', 'calculate', 'set_inputs', 'lock', 'publish']),
    );

    // The next month: the tax withheld so far corrects this one's; an adjustment and a scheme count in it.
    await ok('addpayrolladjustment', hr.headers, {
      employee_id: emp.employee.id,
      label: 'Arrears',
      amount: npr(1_000),
    });
    await ok('savecontributionscheme', hr.headers, {
      name: `SSF ${year}`,
      employee_rate_bp: 1_100,
      employer_rate_bp: 2_000,
    });
    const august = await ok<RunReply>('createpayrollrun', hr.headers, { period: `${year}-08` });
    const next = await line(hr.headers, august, emp.employee);
    expect(next.details.earnings.at(-1)).toEqual({
      name: 'Arrears',
      amount: npr(1_000),
      source: { from: 'adjustment' },
    });
    expect(next.details.contributions).toEqual([
      expect.objectContaining({ name: `SSF ${year}`, amount: npr(6_600), employer: npr(12_000) }),
    ]);
    // Taxable 68 000 + 1 000 − 6 600 SSF = 62 400; 8 months left; 61 419.35 paid and 1 141.94 withheld so far.
    expect(next.taxable).toBe(npr(62_400));
    expect(next.details.tax_source).toMatchObject({
      assessable: npr(61_419.35 + 68_000 * 8 + 1_000),
      retirementContributed: npr(6_600 * 8),
      taxableIncome: npr(61_419.35 + 61_400 * 8 + 1_000),
      withheldSoFar: npr(1_141.94),
      monthsRemaining: 8,
      oneOff: npr(1_000),
    });
    // The regular year, 552 619.35, is taxed 5 000 + 5 261.935: less 1 141.94 withheld, over 8 months, 1 139.999…;
    // the arrears are a one-off, taxed this month alone: 1 000 at 10 %, 100 more. 1 239.999… → 1 240.00.
    expect(next.tax).toBe(npr(1_240));
    await ok('lockpayrollrun', hr.headers, { _id: august._id });
    const [paid] = await h.database.db
      .select()
      .from(payrollAdjustments)
      .where(inArray(payrollAdjustments.employeeId, [emp.employee.id]));
    expect(paid?.runId).toBe(august._id);
    // A later run does not pay it again.
    const september = await ok<RunReply>('createpayrollrun', hr.headers, { period: `${year}-09` });
    expect((await line(hr.headers, september, emp.employee)).details.earnings.map((e) => e.name)).toEqual([
      'Basic',
      'Dearness',
      'Transport',
    ]);
  });
});

describe('what payroll refuses', () => {
  it('a run without tax brackets, bad brackets, a line with both an amount and a percentage, a bad month', async () => {
    const hr = await actorOf(h, 'hr');
    const none = await call('createpayrollrun', hr.headers, { period: `${year + 1000}-05` });
    expect([none.statusCode, none.json().code]).toEqual([409, 'payroll_no_tax_table']);
    const bad = await call('settaxtable', hr.headers, {
      fiscal_year: year,
      variant: 'single',
      brackets: [
        { up_to: npr(500), rate_bp: 100 },
        { up_to: npr(400), rate_bp: 100 },
        { up_to: null, rate_bp: 100 },
      ],
    });
    expect([bad.statusCode, bad.json().code]).toEqual([400, 'payroll_brackets']);
    const both = await call('setsalarystructure', hr.headers, {
      employee_id: hr.employee.id,
      effective_from: '2030-01-01',
      basic: 100,
      lines: [{ name: 'X', kind: 'earning', amount: 1, percent_of_basic_bp: 1 }],
    });
    expect([both.statusCode, both.json().code]).toEqual([400, 'payroll_line_value']);
    const month = await call('createpayrollrun', hr.headers, { period: `${year}-13` });
    expect([month.statusCode, month.json().code]).toEqual([400, 'payroll_period']);
  });

  it("makes the structure in force today the profile's salary; a future one waits", async () => {
    const hr = await actorOf(h, 'hr');
    const emp = await actorOf(h, 'employee', { salary: 50_000 });
    await ok('setsalarystructure', hr.headers, {
      employee_id: emp.employee.id,
      effective_from: '2099-01-01',
      basic: npr(70_000),
      lines: [],
    });
    const shown = async () =>
      (
        await ok<{ payrollInfo: { salary: number } }>('getemployee', hr.headers, {
          employee_id: emp.employee.id,
        })
      ).payrollInfo.salary;
    expect(await shown()).toBe(50_000);
    await ok('setsalarystructure', hr.headers, {
      employee_id: emp.employee.id,
      effective_from: '2025-01-01',
      basic: npr(55_000.5),
      lines: [],
    });
    expect(await shown()).toBe(55_000.5);
    const history = await ok<{ structures: { effective_from: string }[] }>(
      'getsalarystructures',
      hr.headers,
      {
        employee_id: emp.employee.id,
      },
    );
    expect(history.structures.map((s) => s.effective_from)).toEqual(['2099-01-01', '2025-01-01']);
  });

  it("follows hr's employee form: a new person's salary is their first basic, a changed one the basic from today", async () => {
    const hr = await actorOf(h, 'hr');
    const payload = createPayload();
    const made = await call('createemployee', hr.headers, payload);
    expect(made.statusCode, made.body).toBe(200);
    const id = (made.json() as { _id: string })._id;
    const history = async () =>
      (
        await ok<{ structures: { effective_from: string; basic: number; lines: unknown[] }[] }>(
          'getsalarystructures',
          hr.headers,
          { employee_id: id },
        )
      ).structures;
    expect((await history()).map((s) => [s.effective_from, s.basic])).toEqual([['2025-02-03', npr(95_000)]]);
    await ok('setsalarystructure', hr.headers, {
      employee_id: id,
      effective_from: '2025-03-01',
      basic: npr(95_000),
      lines: [{ name: 'Dearness', kind: 'earning', amount: npr(1_000) }],
    });
    const changed = await call('updateemployee', hr.headers, {
      ...payload,
      password: '',
      employee_id: id,
      payrollInfo: { ...payload.payrollInfo, salary: 99_000.5 },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const [latest] = await history();
    expect(latest).toMatchObject({
      basic: npr(99_000.5),
      lines: [expect.objectContaining({ name: 'Dearness' })],
    });
    expect(latest!.effective_from > '2025-03-01').toBe(true);
  });

  it('pays an adjustment once: a second draft that counted it must re-calculate before locking', async () => {
    // A fiscal year before the other tests' runs, after everyone here joined.
    const early = 2100;
    const hr = await actorOf(h, 'hr');
    const emp = await actorOf(h, 'employee');
    const brackets = [{ up_to: null, rate_bp: 0 }];
    await ok('settaxtable', hr.headers, { fiscal_year: early, variant: 'single', brackets });
    await ok('addpayrolladjustment', hr.headers, {
      employee_id: emp.employee.id,
      label: 'Bonus',
      amount: npr(500),
    });
    const [first, second] = [
      await ok<RunReply>('createpayrollrun', hr.headers, { period: `${early}-10` }),
      await ok<RunReply>('createpayrollrun', hr.headers, { period: `${early}-11` }),
    ];
    for (const run of [first!, second!])
      expect((await line(hr.headers, run, emp.employee)).gross).toBe(npr(100_500));
    await ok('lockpayrollrun', hr.headers, { _id: first!._id });
    const refused = await call('lockpayrollrun', hr.headers, { _id: second!._id });
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'payroll_adjustment_paid']);
    const again = await ok<RunReply>('calculatepayrollrun', hr.headers, { _id: second!._id });
    expect((await line(hr.headers, again, emp.employee)).gross).toBe(npr(100_000));
    expect((await call('lockpayrollrun', hr.headers, { _id: second!._id })).statusCode).toBe(200);
  });

  it("forgets a later run's made payslips when an earlier run of its fiscal year locks: their year so far changed", async () => {
    const early = 2100;
    const hr = await actorOf(h, 'hr');
    const brackets = [{ up_to: null, rate_bp: 0 }];
    await ok('settaxtable', hr.headers, { fiscal_year: early, variant: 'single', brackets });
    const later = await ok<RunReply>('createpayrollrun', hr.headers, { period: `${early + 1}-01` });
    await ok('lockpayrollrun', hr.headers, { _id: later._id });
    const kept = { runId: later._id, employeeId: hr.employee.id, pdf: Buffer.from('%PDF') };
    await h.database.db.insert(payslipPdfs).values([
      { ...kept, locale: 'en-latin' },
      { ...kept, locale: 'ne-devanagari' },
    ]);
    const earlier = await ok<RunReply>('createpayrollrun', hr.headers, { period: `${early}-12` });
    await ok('lockpayrollrun', hr.headers, { _id: earlier._id });
    const left = await h.database.db.select().from(payslipPdfs).where(eq(payslipPdfs.runId, later._id));
    expect(left).toEqual([]);
  });
});
