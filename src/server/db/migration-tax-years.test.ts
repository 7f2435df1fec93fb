/**
 * Migration nepal_tax_years (issue 41): every fiscal year with brackets gets plain reliefs, confirmed (hr typed
 * those brackets), so its runs calculate as before; each kept run line's assessable income is what it recorded as
 * taxable, with no retirement contributions, so the year so far still sums to what those runs taxed.
 */
import { describe, expect, it } from 'vitest';
import { migratedDatabase, migrateOn } from './migration-test-helpers.js';

describe('migration nepal_tax_years on the payroll of today', () => {
  it('confirms the years hr keeps brackets for and keeps every run line’s taxable income', async () => {
    const client = await migratedDatabase('nepal_tax_years');
    const brackets = JSON.stringify([{ upTo: null, rate: 1_000 }]);
    for (const year of [2082, 2083])
      await client.query(
        `insert into tax_tables (fiscal_year, variant, brackets) values ($1, 'single', $2), ($1, 'married', $2)`,
        [year, brackets],
      );
    await client.query(
      `insert into employees (id, email, password_hash, first_name, last_name, employee_code, date_of_joining)
       values ('00000000-0000-4000-8000-000000000001', 'p@test.example', 'x', 'Test', 'Person', 'EMP-1', '2025-07-17')`,
    );
    await client.query(
      `insert into payroll_runs (id, period, calendar, first_day, last_day, fiscal_year, fiscal_month, status, locked_at)
       values ('00000000-0000-4000-8000-0000000000a1', '2082-04', 'bs', '2025-07-17', '2025-08-16', 2082, 1, 'locked', now())`,
    );
    await client.query(
      `insert into payroll_run_lines (run_id, employee_id, basic, gross, taxable, tax, employee_contributions,
         employer_contributions, total_deductions, net, unpaid_leave_days, absent_days, details)
       values ('00000000-0000-4000-8000-0000000000a1', '00000000-0000-4000-8000-000000000001',
         5000000, 5000000, 4450000, 37083, 550000, 1000000, 587083, 4412917, 0, 0, '{}')`,
    );

    await migrateOn(client);

    const years = await client.query(
      `select fiscal_year, social_security_band, employer_retirement_income, retirement_cap, retirement_share_divisor,
         women_rebate, confirmed_at is not null as confirmed from tax_years order by fiscal_year`,
    );
    const plain = {
      social_security_band: false,
      employer_retirement_income: false,
      retirement_cap: null,
      retirement_share_divisor: null,
      women_rebate: 0,
      confirmed: true,
    };
    expect(years.rows).toEqual([
      { fiscal_year: 2082, ...plain },
      { fiscal_year: 2083, ...plain },
    ]);
    const lines = await client.query(
      `select assessable::text, retirement::text, taxable::text from payroll_run_lines`,
    );
    expect(lines.rows).toEqual([{ assessable: '4450000', retirement: '0', taxable: '4450000' }]);
    // A line written from now on says its assessable income itself.
    await expect(
      client.query(
        `insert into payroll_run_lines (run_id, employee_id, basic, gross, taxable, tax, employee_contributions,
           employer_contributions, total_deductions, net, unpaid_leave_days, absent_days, details)
         select id, '00000000-0000-4000-8000-000000000001', 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, '{}' from payroll_runs`,
      ),
    ).rejects.toThrow(/assessable/);
    await client.close();
  });
});
