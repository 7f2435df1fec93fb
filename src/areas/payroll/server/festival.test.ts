/**
 * The festival allowance (issue 41): Nepal's Labour Act 2074 s.37 requires at least one month's basic salary a
 * year, pro rata under a year's service; hr pays it in the draft run of the festival, once a fiscal year.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { employees, payrollAdjustments } from '../../../server/db/schema.js';
import { actorOf, callerOf, setupHarness } from '../../../server/test/harness.js';
import { addListValues } from '../../../server/test/org-lists.js';
import { createPayload } from '../../employees/server/employee-test-helpers.js';
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

describe('the festival each person chose (Labour Act 2074 s.37: in writing, Dashain by default)', () => {
  it('pays the allowance in the run of their festival only, once a fiscal year', async () => {
    const hr = await actorOf(h, 'hr');
    expect((await call('updatesettings', hr.headers, { periodCalendar: 'gregorian' })).statusCode).toBe(200);
    for (const variant of ['single', 'married'])
      await call('settaxtable', hr.headers, {
        fiscal_year: 2163,
        variant,
        brackets: [{ up_to: null, rate_bp: 1_000 }],
      });
    const dashain = await actorOf(h, 'employee', { salary: 40_000, dateOfJoining: '2160-01-01' });
    const tihar = await actorOf(h, 'employee', {
      salary: 40_000,
      dateOfJoining: '2160-01-01',
      festival: 'Tihar',
    });
    // Nepal's festivals are the organisation's list, with their Nepali names.
    const choices = (await call('getorgchoices', hr.headers)).json();
    expect(choices.festival).toEqual(
      expect.arrayContaining(['Dashain', 'Tihar', 'Chhath', 'Lhosar', 'Eid', 'Christmas']),
    );
    expect(choices.labels.festival.Tihar).toEqual({ ne: 'तिहार' });

    const run = (await call('createpayrollrun', hr.headers, { period: '2163-09' })).json() as RunReply;
    const lineOf = async (person: { id: string; employeeCode: string }) =>
      (
        (
          await call('getpayrollrun', hr.headers, { _id: run._id, search: person.employeeCode })
        ).json() as RunReply
      ).lines.find((l) => l.employee_id === person.id)!;
    // Dashain's run (no festival named: the default) pays those who chose none, not Tihar's.
    expect((await call('addfestivalallowance', hr.headers, { _id: run._id })).statusCode).toBe(200);
    expect((await lineOf(dashain.employee)).details.earnings.at(-1)).toMatchObject({
      name: 'Festival allowance',
      amount: npr(40_000),
    });
    // September is the 6th month of a year from April: 7 months left. 40,000 × 7 × 10 % = 28,000 a year, 4,000 a
    // month; no festival, so net 36,000.
    const before = await lineOf(tihar.employee);
    expect(before.details.earnings.map((e) => e.name)).not.toContain('Festival allowance');
    expect([before.tax, before.net]).toEqual([npr(4_000), npr(36_000)]);

    const unknown = await call('addfestivalallowance', hr.headers, { _id: run._id, festival: 'Holi' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe('payroll_festival_unknown');

    // Tihar's: her one month's basic, a one-off taxed in its month: 4,000 + 40,000 × 10 % = 8,000 tax;
    // net 40,000 + 40,000 − 8,000 = 72,000. Named in any case.
    expect(
      (await call('addfestivalallowance', hr.headers, { _id: run._id, festival: 'tihar' })).statusCode,
    ).toBe(200);
    const after = await lineOf(tihar.employee);
    expect(after.details.earnings.at(-1)).toMatchObject({ name: 'Festival allowance', amount: npr(40_000) });
    expect([after.tax, after.net]).toEqual([npr(8_000), npr(72_000)]);
    // Dashain's person is not paid twice, whatever run asks again.
    const paid = await h.database.db
      .select()
      .from(payrollAdjustments)
      .where(eq(payrollAdjustments.employeeId, dashain.employee.id));
    expect(paid.filter((r) => r.festivalYear === 2163)).toHaveLength(1);
  });

  it('is chosen on the employee form from the organisation’s festivals, and shown on the profile', async () => {
    const hr = await actorOf(h, 'hr');
    await addListValues(h.database.db, { designation: ['Data Analyst'], department: ['Finance'] });
    const create = (festival: string) =>
      call(
        'createemployee',
        hr.headers,
        createPayload({
          employmentDetails: { ...createPayload().employmentDetails, festival },
        }),
      );
    const refused = await create('Holi');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'org_value_unknown', field: 'employmentDetails.festival' });
    const made = await create('chhath');
    expect(made.statusCode, made.body).toBe(200);
    const [row] = await h.database.db
      .select()
      .from(employees)
      .where(
        eq(
          employees.employeeCode,
          (made.json() as { employmentDetails: { employeeId: string } }).employmentDetails.employeeId,
        ),
      );
    // Written as the list spells it.
    expect(row?.festival).toBe('Chhath');
    const profile = (await call('getemployee', hr.headers, { employee_id: row!.id })).json();
    expect(profile.employmentDetails.festival).toBe('Chhath');
  });
});
