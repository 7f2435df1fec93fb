/**
 * A fiscal year's income-tax figures (issue 41): the pack the product ships for the organisation's country arrives
 * unconfirmed and holds back the year's runs until hr confirms it; then a run uses its reliefs (the SSF
 * contributor's waived first band, the retirement limits, a woman's rebate). Each step audited.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, contributionSchemes, employees } from '../../../server/db/schema.js';
import { actorOf, callerOf, setupHarness } from '../../../server/test/harness.js';
import type { PayrollSetupReply, RunReply } from '../schemas.js';

const h = setupHarness();
const call = callerOf(h);
const npr = (rupees: number) => Math.round(rupees * 100);

describe("Nepal's shipped income-tax pack", () => {
  it('is offered, added unconfirmed, holds back runs until hr confirms it, and then its reliefs count', async () => {
    const hr = await actorOf(h, 'hr');
    // A Gregorian organisation is offered nothing: Nepal's fiscal years are numbered in BS.
    expect((await call('updatesettings', hr.headers, { periodCalendar: 'gregorian' })).statusCode).toBe(200);
    expect(((await call('getpayrollsetup', hr.headers)).json() as PayrollSetupReply).packs).toEqual([]);
    expect((await call('installtaxpack', hr.headers, { fiscal_year: 2082 })).json().code).toBe(
      'payroll_no_tax_pack',
    );
    expect((await call('updatesettings', hr.headers, { periodCalendar: 'bs' })).statusCode).toBe(200);
    const setup = (await call('getpayrollsetup', hr.headers)).json() as PayrollSetupReply;
    expect(setup.packs.map((p) => p.fiscal_year)).toEqual([2082, 2083]);

    const added = await call('installtaxpack', hr.headers, { fiscal_year: 2082 });
    expect(added.statusCode).toBe(200);
    const after = added.json() as PayrollSetupReply;
    expect(after.packs.map((p) => p.fiscal_year)).toEqual([2083]);
    expect(after.tax_years.find((y) => y.fiscal_year === 2082)).toMatchObject({
      social_security_band: true,
      employer_retirement_income: true,
      retirement_cap: npr(500_000),
      retirement_share_divisor: 3,
      women_rebate_bp: 1_000,
      confirmed_at: null,
    });
    expect(after.tax_tables.filter((t) => t.fiscal_year === 2082).map((t) => t.brackets[0])).toEqual([
      { up_to: npr(600_000), rate_bp: 100 },
      { up_to: npr(500_000), rate_bp: 100 },
    ]);
    // hr's own brackets are never replaced by a pack.
    const again = await call('installtaxpack', hr.headers, { fiscal_year: 2082 });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('payroll_tax_year_exists');
    expect((await call('installtaxpack', hr.headers, { fiscal_year: 2190 })).json().code).toBe(
      'payroll_no_tax_pack',
    );

    // She is a woman paid 1,00,000 who contributes to the SSF.
    const anita = await actorOf(h, 'employee', { salary: 100_000 });
    await h.database.db
      .update(employees)
      .set({ gender: 'female' })
      .where(eq(employees.id, anita.employee.id));
    const ssf = await call('savecontributionscheme', hr.headers, {
      name: 'SSF',
      employee_rate_bp: 1_100,
      employer_rate_bp: 2_000,
      social_security_fund: true,
    });
    expect(ssf.statusCode).toBe(200);

    // Shrawan, the year's first month (fiscal years start in month 4 here).
    const held = await call('createpayrollrun', hr.headers, { period: '2082-04' });
    expect(held.statusCode).toBe(409);
    expect(held.json()).toMatchObject({ code: 'payroll_tax_year_unconfirmed', params: { year: '2082/83' } });

    const confirmed = await call('confirmtaxyear', hr.headers, { fiscal_year: 2082 });
    expect(confirmed.statusCode).toBe(200);
    expect(
      (confirmed.json() as PayrollSetupReply).tax_years.find((y) => y.fiscal_year === 2082),
    ).toMatchObject({
      confirmed_by: `${hr.employee.firstName} ${hr.employee.lastName}`,
    });
    const run = await call('createpayrollrun', hr.headers, { period: '2082-04' });
    expect(run.statusCode).toBe(200);
    const page = (
      await call('getpayrollrun', hr.headers, {
        _id: (run.json() as RunReply)._id,
        search: anita.employee.employeeCode,
      })
    ).json() as RunReply;
    const line = page.lines.find((l) => l.employee_id === anita.employee.id)!;
    // As payroll-nepal.test.ts works it: 14,40,000 a year with the employer's 20 %, 3,72,000 SSF allowed, the
    // first band waived, 1,00,400 less her 10 %: 90,360 a year, 7,530 a month. Net 1,00,000 − 11,000 − 7,530.
    expect(line.tax).toBe(npr(7_530));
    expect(line.net).toBe(npr(81_470));
    expect(line.details.tax_source).toMatchObject({ socialSecurityWaived: npr(5_000), rebate: npr(10_040) });

    const audited = await h.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'tax_year'), eq(auditLog.actorId, hr.employee.id)));
    expect(audited.map((a) => a.action).sort()).toEqual(['confirm', 'create']);
  });

  it('takes reliefs hr types as confirmed by them', async () => {
    const hr = await actorOf(h, 'hr');
    const set = await call('settaxyear', hr.headers, {
      fiscal_year: 2170,
      social_security_band: true,
      employer_retirement_income: false,
      retirement_cap: npr(300_000),
      retirement_share_divisor: 3,
      women_rebate_bp: 500,
    });
    expect(set.statusCode).toBe(200);
    expect((set.json() as PayrollSetupReply).tax_years.find((y) => y.fiscal_year === 2170)).toMatchObject({
      retirement_cap: npr(300_000),
      women_rebate_bp: 500,
      source: null,
      confirmed_by: `${hr.employee.firstName} ${hr.employee.lastName}`,
    });
    const bad = await call('settaxyear', hr.headers, {
      fiscal_year: 2170,
      social_security_band: true,
      employer_retirement_income: false,
      retirement_cap: null,
      retirement_share_divisor: 0,
      women_rebate_bp: 500,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('payroll_share_divisor');
    expect((await call('confirmtaxyear', hr.headers, { fiscal_year: 2171 })).statusCode).toBe(404);
  });

  it('starts a mid-year go-live from each person’s opening figures', async () => {
    const hr = await actorOf(h, 'hr');
    // Only this test's figures count: no scheme another test added; months numbered as the runs below are.
    expect((await call('updatesettings', hr.headers, { periodCalendar: 'gregorian' })).statusCode).toBe(200);
    await h.database.db.update(contributionSchemes).set({ active: false });
    const slabs = [
      { up_to: npr(500_000), rate_bp: 100 },
      { up_to: npr(700_000), rate_bp: 1_000 },
      { up_to: npr(1_000_000), rate_bp: 2_000 },
      { up_to: npr(2_000_000), rate_bp: 3_000 },
      { up_to: null, rate_bp: 3_600 },
    ];
    for (const variant of ['single', 'married'])
      expect(
        (await call('settaxtable', hr.headers, { fiscal_year: 2160, variant, brackets: slabs })).statusCode,
      ).toBe(200);
    const hari = await actorOf(h, 'employee', { salary: 100_000 });
    const opening = {
      employee_id: hari.employee.id,
      fiscal_year: 2160,
      assessable: npr(400_000),
      retirement: 0,
      tax_withheld: npr(48_333.32),
    };
    const bad = await call('setpayrollopening', hr.headers, { ...opening, tax_withheld: -1 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('payroll_amount');
    const set = await call('setpayrollopening', hr.headers, opening);
    expect(set.statusCode).toBe(200);
    expect(set.json().openings).toEqual([
      {
        fiscal_year: 2160,
        label: '2160/61',
        assessable: npr(400_000),
        retirement: 0,
        tax_withheld: npr(48_333.32),
      },
    ]);
    const [audit] = await h.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'payroll_opening'), eq(auditLog.entityId, hari.employee.id)));
    expect(audit?.action).toBe('create');

    // The fifth month, eight left: as payroll-nepal.test.ts works it, 12,00,000 for the year taxes 1,45,000;
    // (1,45,000 − 48,333.32) / 8 = 12,083.335 → 12,083.34 (a joiner without them: 5,625).
    const run = (await call('createpayrollrun', hr.headers, { period: '2160-08' })).json() as RunReply;
    const page = (
      await call('getpayrollrun', hr.headers, {
        _id: run._id,
        search: hari.employee.employeeCode,
      })
    ).json() as RunReply;
    const line = page.lines.find((l) => l.employee_id === hari.employee.id)!;
    expect(line.details.tax_source).toMatchObject({ withheldSoFar: npr(48_333.32), monthsRemaining: 8 });
    expect(line.tax).toBe(npr(12_083.34));
  });
});
