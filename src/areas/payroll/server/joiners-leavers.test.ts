/**
 * Joiners and leavers (issue 41): a month's run pays a person who joined in it only from their first day, pays a
 * person who left in it (terminated before the run is made) for the days up to their last, and a leaver's last
 * run ends their fiscal year: its tax is the year's on what they were actually paid, not a projection.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { employees } from '../../../server/db/schema.js';
import { actorOf, callerOf, setupHarness } from '../../../server/test/harness.js';
import type { RunReply } from '../schemas.js';

const h = setupHarness();
const call = callerOf(h);
const npr = (rupees: number) => Math.round(rupees * 100);
const year = 2180;

describe('joiners and leavers in a run', () => {
  it('pays the days employed, and trues up a leaver’s year on actual income', async () => {
    const hr = await actorOf(h, 'hr');
    expect((await call('updatesettings', hr.headers, { periodCalendar: 'gregorian' })).statusCode).toBe(200);
    expect(
      (
        await call('updatepayrollsettings', hr.headers, {
          days_mode: 'calendar',
          fiscal_start_month: 4,
          unpaid_leave_types: [],
        })
      ).statusCode,
    ).toBe(200);
    // 1 % to 5,00,000, 10 % to 7,00,000, 20 % above.
    for (const variant of ['single', 'married'])
      await call('settaxtable', hr.headers, {
        fiscal_year: year,
        variant,
        brackets: [
          { up_to: npr(500_000), rate_bp: 100 },
          { up_to: npr(700_000), rate_bp: 1_000 },
          { up_to: null, rate_bp: 2_000 },
        ],
      });
    const joiner = await actorOf(h, 'employee', { salary: 60_000 });
    const leaver = await actorOf(h, 'employee', { salary: 100_000 });
    const stayer = await actorOf(h, 'employee', { salary: 100_000 });
    for (const p of [joiner, leaver, stayer])
      await h.database.db
        .update(employees)
        .set({ dateOfJoining: '2170-01-01' })
        .where(eq(employees.id, p.employee.id));
    // April has 30 days: she joins on the 16th (15 days employed), he leaves on the 10th (10 days worked).
    await h.database.db
      .update(employees)
      .set({ dateOfJoining: `${year}-04-16` })
      .where(eq(employees.id, joiner.employee.id));
    await h.database.db
      .update(employees)
      .set({ status: 'terminated', terminatedAt: new Date(`${year}-04-10T12:00:00Z`) })
      .where(eq(employees.id, leaver.employee.id));

    const run = (await call('createpayrollrun', hr.headers, { period: `${year}-04` })).json<RunReply>();
    const lineOf = async (p: typeof joiner) =>
      (await call('getpayrollrun', hr.headers, { _id: run._id, search: p.employee.employeeCode }))
        .json<RunReply>()
        .lines.find((l) => l.employee_id === p.employee.id);

    const joined = await lineOf(joiner);
    expect(joined?.details.paid_days).toBe(15);
    // 60,000 × 15 / 30 paid: the other half is the days before joining.
    expect(joined?.gross).toBe(npr(60_000));
    expect(joined?.net).toBeLessThan(npr(30_000));
    expect(joined?.details.deductions[0]).toMatchObject({ amount: npr(30_000) });

    const left = await lineOf(leaver);
    expect(left?.details.paid_days).toBe(10);
    // Paid 100,000 × 10 / 30 = 33,333.33 in the year, all of it in this, its last month: tax 1 % = 333.33. A
    // projection over the 12 months left would have withheld (5,000 + 20,000 + 0) / 12 of 4,00,000 = 2,083.33.
    expect(left?.tax).toBe(npr(333.33));
    expect(left?.details.tax_source).toMatchObject({ monthsRemaining: 1 });

    // Someone who stays is projected as before: 12,00,000 a year, 1,25,000 of tax, a twelfth of it.
    const stays = await lineOf(stayer);
    expect([stays?.details.paid_days, stays?.tax]).toEqual([30, npr(10_416.67)]);
  });

  it('does not pay anyone who left before the month', async () => {
    const hr = await actorOf(h, 'hr');
    const gone = await actorOf(h, 'employee', { salary: 50_000 });
    await h.database.db
      .update(employees)
      .set({
        dateOfJoining: '2170-01-01',
        status: 'terminated',
        terminatedAt: new Date(`${year}-03-31T06:00:00Z`),
      })
      .where(eq(employees.id, gone.employee.id));
    const run = (await call('createpayrollrun', hr.headers, { period: `${year}-05` })).json<RunReply>();
    const found = (
      await call('getpayrollrun', hr.headers, { _id: run._id, search: gone.employee.employeeCode })
    )
      .json<RunReply>()
      .lines.filter((l) => l.employee_id === gone.employee.id);
    expect(found).toEqual([]);
  });
});
