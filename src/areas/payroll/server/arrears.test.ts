/**
 * Arrears (issue 41, rules §16): a salary structure back-dated into a month a locked run paid owes that month the
 * difference, as a taxable one-off the next run pays; saving the same structure again owes nothing more.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payrollAdjustments } from '../../../server/db/schema.js';
import { actorOf, callerOf, setupHarness } from '../../../server/test/harness.js';
import type { RunReply } from '../schemas.js';

const h = setupHarness();
const call = callerOf(h);
const npr = (rupees: number) => Math.round(rupees * 100);

describe('a back-dated salary change', () => {
  it('owes each locked month its difference once, paid by the next run as a one-off', async () => {
    const hr = await actorOf(h, 'hr');
    expect((await call('updatesettings', hr.headers, { periodCalendar: 'gregorian' })).statusCode).toBe(200);
    for (const variant of ['single', 'married'])
      await call('settaxtable', hr.headers, {
        fiscal_year: 2161,
        variant,
        brackets: [{ up_to: null, rate_bp: 1_000 }],
      });
    const sita = await actorOf(h, 'employee', { salary: 50_000 });
    const may = (await call('createpayrollrun', hr.headers, { period: '2161-05' })).json() as RunReply;
    expect((await call('lockpayrollrun', hr.headers, { _id: may._id })).statusCode).toBe(200);

    // A rise to 60,000 from January, agreed after May was paid.
    const rise = {
      employee_id: sita.employee.id,
      effective_from: '2161-01-01',
      basic: npr(60_000),
      lines: [{ name: 'Dearness', kind: 'earning', amount: npr(2_000), percent_of_basic_bp: null }],
    };
    expect((await call('setsalarystructure', hr.headers, rise)).statusCode).toBe(200);
    expect((await call('setsalarystructure', hr.headers, rise)).statusCode).toBe(200);
    const owed = await h.database.db
      .select({
        label: payrollAdjustments.label,
        amount: payrollAdjustments.amount,
        taxable: payrollAdjustments.taxable,
      })
      .from(payrollAdjustments)
      .where(
        and(
          eq(payrollAdjustments.employeeId, sita.employee.id),
          eq(payrollAdjustments.arrearsForRunId, may._id),
        ),
      );
    // May paid 50,000; the new structure earns 62,000 for the whole month.
    expect(owed).toEqual([{ label: 'Arrears 2161-05', amount: npr(12_000), taxable: true }]);

    // June pays it on top, taxed in June alone.
    const june = (await call('createpayrollrun', hr.headers, { period: '2161-06' })).json() as RunReply;
    const page = (
      await call('getpayrollrun', hr.headers, {
        _id: june._id,
        search: sita.employee.employeeCode,
      })
    ).json() as RunReply;
    const line = page.lines.find((l) => l.employee_id === sita.employee.id)!;
    expect(line.details.earnings.at(-1)).toMatchObject({ name: 'Arrears 2161-05', amount: npr(12_000) });
    expect(line.details.tax_source).toMatchObject({ oneOff: npr(12_000) });
    expect(line.gross).toBe(npr(62_000 + 12_000));

    // Back to 55,000 from March: May is owed 55,000 − 62,000 = −7,000, taken back by the next run.
    expect(
      (
        await call('setsalarystructure', hr.headers, {
          ...rise,
          effective_from: '2161-03-01',
          basic: npr(55_000),
          lines: [],
        })
      ).statusCode,
    ).toBe(200);
    const after = await h.database.db
      .select({ amount: payrollAdjustments.amount })
      .from(payrollAdjustments)
      .where(
        and(
          eq(payrollAdjustments.employeeId, sita.employee.id),
          eq(payrollAdjustments.arrearsForRunId, may._id),
        ),
      );
    expect(after.map((a) => a.amount).sort((a, b) => a - b)).toEqual([npr(-7_000), npr(12_000)]);
  });

  it('carries the SSF contributions on arrears of basic, as on the basic paid (11 % and 20 %)', async () => {
    const hr = await actorOf(h, 'hr');
    expect((await call('updatesettings', hr.headers, { periodCalendar: 'gregorian' })).statusCode).toBe(200);
    for (const variant of ['single', 'married'])
      await call('settaxtable', hr.headers, {
        fiscal_year: 2164,
        variant,
        brackets: [{ up_to: null, rate_bp: 1_000 }],
      });
    const ssf = await call('savecontributionscheme', hr.headers, {
      name: 'SSF arrears',
      employee_rate_bp: 1_100,
      employer_rate_bp: 2_000,
      social_security_fund: true,
    });
    expect(ssf.statusCode).toBe(200);
    const gita = await actorOf(h, 'employee', { salary: 50_000, dateOfJoining: '2160-01-01' });
    const may = (await call('createpayrollrun', hr.headers, { period: '2164-05' })).json() as RunReply;
    expect((await call('lockpayrollrun', hr.headers, { _id: may._id })).statusCode).toBe(200);
    const rise = {
      employee_id: gita.employee.id,
      effective_from: '2164-01-01',
      basic: npr(60_000),
      lines: [],
    };
    expect((await call('setsalarystructure', hr.headers, rise)).statusCode).toBe(200);
    const [owed] = await h.database.db
      .select({ amount: payrollAdjustments.amount, basic: payrollAdjustments.arrearsBasic })
      .from(payrollAdjustments)
      .where(
        and(
          eq(payrollAdjustments.employeeId, gita.employee.id),
          eq(payrollAdjustments.arrearsForRunId, may._id),
        ),
      );
    expect(owed).toEqual({ amount: npr(10_000), basic: npr(10_000) });

    const june = (await call('createpayrollrun', hr.headers, { period: '2164-06' })).json() as RunReply;
    const line = (
      (
        await call('getpayrollrun', hr.headers, { _id: june._id, search: gita.employee.employeeCode })
      ).json() as RunReply
    ).lines.find((l) => l.employee_id === gita.employee.id)!;
    // The base is June's basic 60,000 and May's arrears of basic 10,000: 11 % = 7,700, 20 % = 14,000.
    expect(line.details.contributions).toEqual([
      expect.objectContaining({
        name: 'SSF arrears',
        amount: npr(7_700),
        employer: npr(14_000),
        source: expect.objectContaining({ of: npr(70_000), arrears: npr(10_000) }),
      }),
    ]);
    expect([line.employee_contributions, line.employer_contributions]).toEqual([npr(7_700), npr(14_000)]);
    // Tax at a flat 10 % on income less contributions, fiscal years from April. May (11 months left): 50,000 × 11
    // less 5,500 × 11 = 4,89,500 → 48,950 a year, 4,450 withheld. June (10 left): 50,000 + 60,000 × 10 = 6,50,000
    // less 5,500 + 6,600 × 10 = 71,500 → 57,850, less 4,450 withheld = 53,400 over 10 months = 5,340; the arrears
    // (10,000, and 1,100 contributed on them) a one-off on top: 5,87,400 → 58,740, 890 more. Tax 6,230; net
    // 70,000 − 7,700 − 6,230 = 56,070.
    expect(line.tax).toBe(npr(6_230));
    expect(line.net).toBe(npr(56_070));
    // The month's income for tax less every contribution, the arrears' too: 70,000 − 7,700.
    expect(line.taxable).toBe(npr(62_300));
  });
});
