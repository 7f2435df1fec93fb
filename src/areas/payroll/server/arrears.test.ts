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
});
