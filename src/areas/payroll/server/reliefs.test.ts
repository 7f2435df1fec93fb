/**
 * The other tax reliefs (issue 41, decision 030): a year's pack holds the insurance premiums' caps, the medical
 * credit and the remote areas' deductions, hr-editable and confirmed with the pack; hr records what a person declared
 * for a year (private like the salary); a run takes them off the person's tax.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, employees } from '../../../server/db/schema.js';
import { actorOf, callerOf, setupHarness } from '../../../server/test/harness.js';
import type { PayrollSetupReply, RunReply, StructuresReply } from '../schemas.js';

const h = setupHarness();
const call = callerOf(h);
const npr = (rupees: number) => Math.round(rupees * 100);

const plainYear = {
  social_security_band: false,
  employer_retirement_income: false,
  retirement_cap: null,
  retirement_share_divisor: null,
  women_rebate_bp: 0,
};

describe("a year's other reliefs", () => {
  it('arrive with the shipped pack, unconfirmed (runs wait), and hr may change them', async () => {
    const hr = await actorOf(h, 'hr');
    expect((await call('updatesettings', hr.headers, { periodCalendar: 'bs' })).statusCode).toBe(200);
    const added = (
      await call('installtaxpack', hr.headers, { fiscal_year: 2082 })
    ).json() as PayrollSetupReply;
    expect(added.tax_years.find((y) => y.fiscal_year === 2082)).toMatchObject({
      life_insurance_cap: npr(40_000),
      health_insurance_cap: npr(20_000),
      medical_credit_bp: 1_500,
      medical_credit_cap: npr(750),
      remote_area_allowances: {
        A: npr(50_000),
        B: npr(40_000),
        C: npr(30_000),
        D: npr(20_000),
        E: npr(10_000),
      },
      confirmed_at: null,
    });
    const held = await call('createpayrollrun', hr.headers, { period: '2082-04' });
    expect(held.statusCode).toBe(409);
    expect(held.json().code).toBe('payroll_tax_year_unconfirmed');

    const set = await call('settaxyear', hr.headers, {
      fiscal_year: 2170,
      ...plainYear,
      life_insurance_cap: npr(25_000),
      health_insurance_cap: npr(20_000),
      medical_credit_bp: 1_500,
      medical_credit_cap: npr(1_500),
      remote_area_allowances: { A: npr(60_000), E: npr(5_000.5) },
    });
    expect(set.statusCode).toBe(200);
    const back = (await call('getpayrollsetup', hr.headers)).json() as PayrollSetupReply;
    expect(back.tax_years.find((y) => y.fiscal_year === 2170)).toMatchObject({
      life_insurance_cap: npr(25_000),
      medical_credit_cap: npr(1_500),
      remote_area_allowances: { A: npr(60_000), E: 500_050 },
    });
    for (const [wrong, code] of [
      [{ life_insurance_cap: -1 }, 'payroll_amount'],
      [{ health_insurance_cap: 100.5 }, 'payroll_amount'],
      [{ medical_credit_bp: 10_001 }, 'payroll_rate'],
      [{ remote_area_allowances: { F: 100 } }, 'payroll_remote_area'],
      [{ remote_area_allowances: { A: -100 } }, 'payroll_amount'],
    ] as const) {
      const refused = await call('settaxyear', hr.headers, { fiscal_year: 2170, ...plainYear, ...wrong });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().code).toBe(code);
    }
    // Nothing refused was written.
    const still = (await call('getpayrollsetup', hr.headers)).json() as PayrollSetupReply;
    expect(still.tax_years.find((y) => y.fiscal_year === 2170)?.life_insurance_cap).toBe(npr(25_000));
  });
});

describe("a person's declarations", () => {
  it('are set by hr, refused when wrong, private, audited, and come off the tax of a run', async () => {
    const hr = await actorOf(h, 'hr');
    const boss = await actorOf(h, 'manager');
    const person = await actorOf(h, 'employee', { salary: 50_000, managerId: boss.employee.id });
    const colleague = await actorOf(h, 'employee');
    expect((await call('updatesettings', hr.headers, { periodCalendar: 'bs' })).statusCode).toBe(200);
    await call('installtaxpack', hr.headers, { fiscal_year: 2082 });
    expect((await call('confirmtaxyear', hr.headers, { fiscal_year: 2082 })).statusCode).toBe(200);

    const body = {
      employee_id: person.employee.id,
      fiscal_year: 2082,
      life_premium: npr(30_000),
      health_premium: npr(25_000),
      medical_expenses: npr(10_000),
      remote_area: 'C',
    };
    for (const [wrong, code] of [
      [{ life_premium: -100 }, 'payroll_amount'],
      [{ health_premium: 2_500_000.5 }, 'payroll_amount'],
      [{ medical_expenses: '10' }, 'payroll_amount'],
      [{ remote_area: 'F' }, 'payroll_remote_area'],
    ] as const) {
      const refused = await call('setpayrolldeclaration', hr.headers, { ...body, ...wrong });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().code).toBe(code);
    }
    for (const who of [colleague, boss, person]) {
      expect((await call('setpayrolldeclaration', who.headers, body)).statusCode).toBe(403);
      const read = await call('getsalarystructures', who.headers, { employee_id: person.employee.id });
      expect(read.statusCode).toBe(403);
      expect(read.body).not.toContain('medical_expenses');
    }

    const saved = await call('setpayrolldeclaration', hr.headers, body);
    expect(saved.statusCode).toBe(200);
    expect((saved.json() as StructuresReply).declarations).toEqual([
      {
        fiscal_year: 2082,
        label: '2082/83',
        life_premium: npr(30_000),
        health_premium: npr(25_000),
        medical_expenses: npr(10_000),
        remote_area: 'C',
      },
    ]);
    const audit = await h.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'payroll_declaration'), eq(auditLog.entityId, person.employee.id)));
    expect(audit).toHaveLength(1);

    // 50,000 × 12 = 6,00,000, less life 30,000, health 20,000 (of 25,000) and class C's 30,000: 5,20,000;
    // 5,000 + 2,000 = 7,000, less the medical credit 750 (15 % of 10,000 is 1,500, capped): 6,250 a year.
    const run = (await call('createpayrollrun', hr.headers, { period: '2082-04' })).json() as RunReply;
    const page = (
      await call('getpayrollrun', hr.headers, { _id: run._id, search: person.employee.employeeCode })
    ).json() as RunReply;
    const line = page.lines.find((l) => l.employee_id === person.employee.id)!;
    expect(line.tax).toBe(Math.round(npr(6_250) / 12));
    expect(line.details.tax_source).toMatchObject({
      lifeInsurance: npr(30_000),
      healthInsurance: npr(20_000),
      remoteArea: npr(30_000),
      medicalCredit: npr(750),
      annualTax: npr(6_250),
    });
    // Someone who declared nothing pays the plain year's tax: 15,000 / 12.
    const other = await actorOf(h, 'employee', { salary: 50_000 });
    await call('calculatepayrollrun', hr.headers, { _id: run._id });
    const theirs = (
      (
        await call('getpayrollrun', hr.headers, { _id: run._id, search: other.employee.employeeCode })
      ).json() as RunReply
    ).lines.find((l) => l.employee_id === other.employee.id)!;
    expect(theirs.tax).toBe(npr(1_250));
    // The employee row is unchanged by it all.
    const [row] = await h.database.db.select().from(employees).where(eq(employees.id, person.employee.id));
    expect(row?.salary).toBe(50_000);
  });
});
