/**
 * The festival allowance (issue 41): Nepal's Labour Act 2074 s.37 requires at least one month's basic salary a
 * year, pro rata under a year's service; hr pays it in the draft run of the festival, once a fiscal year.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { employees, payrollAdjustments } from '../../../server/db/schema.js';
import { actorOf, callerOf, setupHarness } from '../../../server/test/harness.js';
import type { RunReply } from '../schemas.js';

const h = setupHarness();
const call = callerOf(h);
const npr = (rupees: number) => Math.round(rupees * 100);

describe('the festival allowance', () => {
  it("pays one month's basic, pro rata under a year's service, once a fiscal year", async () => {
    const hr = await actorOf(h, 'hr');
    expect((await call('updatesettings', hr.headers, { periodCalendar: 'gregorian' })).statusCode).toBe(200);
    for (const variant of ['single', 'married'])
      await call('settaxtable', hr.headers, {
        fiscal_year: 2162,
        variant,
        brackets: [{ up_to: null, rate_bp: 1_000 }],
      });
    const long = await actorOf(h, 'employee', { salary: 40_000 });
    const recent = await actorOf(h, 'employee', { salary: 30_000 });
    await h.database.db
      .update(employees)
      .set({ dateOfJoining: '2160-01-01' })
      .where(eq(employees.id, long.employee.id));
    // Six whole months by 30 September.
    await h.database.db
      .update(employees)
      .set({ dateOfJoining: '2162-03-10' })
      .where(eq(employees.id, recent.employee.id));

    const run = (await call('createpayrollrun', hr.headers, { period: '2162-09' })).json() as RunReply;
    const paid = await call('addfestivalallowance', hr.headers, { _id: run._id });
    expect(paid.statusCode).toBe(200);
    const lineOf = async (person: { id: string; employeeCode: string }) =>
      (
        (
          await call('getpayrollrun', hr.headers, { _id: run._id, search: person.employeeCode })
        ).json() as RunReply
      ).lines.find((l) => l.employee_id === person.id)!;
    expect((await lineOf(long.employee)).details.earnings.at(-1)).toMatchObject({
      name: 'Festival allowance',
      amount: npr(40_000),
    });
    // 30,000 × 6 / 12.
    expect((await lineOf(recent.employee)).details.earnings.at(-1)).toMatchObject({
      name: 'Festival allowance',
      amount: npr(15_000),
    });
    // A one-off: taxed in its month (10 % here), not projected.
    expect((await lineOf(long.employee)).details.tax_source).toMatchObject({ oneOff: npr(40_000) });

    // Asked again (or by a second hr at once), nobody is paid twice.
    expect((await call('addfestivalallowance', hr.headers, { _id: run._id })).statusCode).toBe(200);
    const rows = await h.database.db
      .select()
      .from(payrollAdjustments)
      .where(eq(payrollAdjustments.employeeId, long.employee.id));
    expect(rows.filter((r) => r.festivalYear === 2162)).toHaveLength(1);
  });
});
