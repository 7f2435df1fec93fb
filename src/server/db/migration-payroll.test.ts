/**
 * Migration 0022 (payroll runs): each person's salary today becomes the basic of their first salary structure,
 * to the paisa, and every figure shown today (the employees row's salary) stays as it was.
 */
import { describe, expect, it } from 'vitest';
import { calculatePay } from '../../shared/payroll-calc.js';
import { minorOf, plainTaxRules } from '../../shared/payroll-run.js';
import { migratedDatabase, migrateOn } from './migration-test-helpers.js';

describe('migration payroll_runs on the salaries of today', () => {
  it('gives everyone with a salary a first structure whose basic is that salary, and changes no salary', async () => {
    const client = await migratedDatabase('payroll_runs');
    const salaries = ['95000.00', '333.33', '0.01', '0.00', '999999999999.99', '120000.50', null];
    for (const [i, salary] of salaries.entries())
      await client.query(
        `insert into employees (id, email, password_hash, first_name, last_name, employee_code, salary, date_of_joining)
         values ($1, $2, 'x', 'Test', 'Person', $3, $4, '2024-03-0${i + 1}')`,
        [`00000000-0000-4000-8000-00000000000${i}`, `p${i}@test.example`, `EMP-${i}`, salary],
      );
    const shown = async () =>
      (
        await client.query<{ id: string; salary: string | null }>(
          'select id, salary from employees order by id',
        )
      ).rows;
    const today = await shown();

    await migrateOn(client);

    expect(await shown()).toEqual(today);
    const structures = await client.query<{ employee_id: string; effective_from: string; basic: string }>(
      `select employee_id, effective_from::text, basic::text from salary_structures order by employee_id`,
    );
    expect(structures.rows).toEqual(
      today
        .map((p, i) => ({ p, i }))
        .filter(({ p }) => p.salary !== null)
        .map(({ p, i }) => ({
          employee_id: p.id,
          effective_from: `2024-03-0${i + 1}`,
          basic: String(minorOf(Number(p.salary))),
        })),
    );
    // The basic as major units is the salary as shown, and with nothing else set it is the month's pay.
    for (const s of structures.rows) {
      const salary = today.find((p) => p.id === s.employee_id)!.salary!;
      const basic = BigInt(s.basic);
      expect(`${basic / 100n}.${String(basic % 100n).padStart(2, '0')}`).toBe(salary);
      if (basic < 2n ** 53n) {
        const pay = calculatePay({
          structure: { basic: Number(basic), lines: [] },
          daysInMonth: 30,
          unpaidLeaveDays: 0,
          absentDays: 0,
          schemes: [],
          adjustments: [],
          tax: {
            brackets: [{ upTo: null, rate: 0 }],
            rules: plainTaxRules,
            monthsRemaining: 12,
            soFar: { assessable: 0, retirement: 0, withheld: 0 },
            woman: false,
          },
        });
        expect(pay.net).toBe(Number(basic));
      }
    }
    const settings = await client.query('select days_mode, fiscal_start_month from payroll_settings');
    expect(settings.rows).toEqual([{ days_mode: 'calendar', fiscal_start_month: 4 }]);
    await client.close();
  });
});
