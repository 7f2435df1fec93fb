import { describe, expect, it } from 'vitest';
import { inEnglish } from '../../shared/i18n/errors.js';
import { readPayrollForm } from './calculator.js';

describe('readPayrollForm', () => {
  const form = { employeeSelected: true, salary: '120,000.50' };

  it('reads the typed salary (commas allowed) as the basic in paisa', () => {
    expect(readPayrollForm(form)).toEqual({ ok: true, basic: 12_000_050 });
  });

  it('gives the spec’s alert when the employee or the salary is missing', () => {
    const unselected = readPayrollForm({ ...form, employeeSelected: false });
    expect(unselected).toEqual({ ok: false, refusal: { code: 'payroll_required' }, field: 'employee' });
    expect(!unselected.ok && inEnglish(unselected.refusal)).toBe(
      'Please select an employee and enter their salary.',
    );
    expect(readPayrollForm({ ...form, salary: '  ' })).toEqual({
      ok: false,
      refusal: { code: 'payroll_required' },
      field: 'salary',
    });
  });

  it('refuses a salary that is no amount, naming the field', () => {
    for (const salary of ['abc', '-1', '1e20'])
      expect(readPayrollForm({ ...form, salary })).toEqual({
        ok: false,
        refusal: { code: 'payroll_salary' },
        field: 'salary',
      });
    expect(readPayrollForm({ ...form, salary: '1000.005' })).toEqual({
      ok: false,
      refusal: { code: 'salary_decimals' },
      field: 'salary',
    });
  });
});
