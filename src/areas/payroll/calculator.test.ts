import { describe, expect, it } from 'vitest';
import { inEnglish } from '../../shared/i18n/errors.js';
import { calculatePayroll, readPayrollForm, roundMoney } from './calculator.js';

describe('calculatePayroll', () => {
  it('takes tax and SSF as percentages of the salary; net is what is left (spec §9 defaults)', () => {
    expect(calculatePayroll({ salary: 120000, taxPercent: 10, ssfPercent: 7.5 })).toEqual({
      salary: 120000,
      tax: 12000,
      ssf: 9000,
      net: 99000,
    });
  });

  it('rounds every amount to 2 decimals, half away from zero', () => {
    // 1005 × 7.5% = 75.375 → 75.38; 1005 × 10% = 100.5; net 1005 − 100.5 − 75.38 = 829.12
    expect(calculatePayroll({ salary: 1005, taxPercent: 10, ssfPercent: 7.5 })).toEqual({
      salary: 1005,
      tax: 100.5,
      ssf: 75.38,
      net: 829.12,
    });
    // 333.33 × 12.5% = 41.66625 → 41.67; × 3.33% = 11.099889 → 11.1
    expect(calculatePayroll({ salary: 333.33, taxPercent: 12.5, ssfPercent: 3.33 })).toEqual({
      salary: 333.33,
      tax: 41.67,
      ssf: 11.1,
      net: 280.56,
    });
    expect(calculatePayroll({ salary: 99.999, taxPercent: 0, ssfPercent: 0 }).net).toBe(100);
  });

  it('handles zero percentages, a zero salary and deductions that take everything', () => {
    expect(calculatePayroll({ salary: 50000, taxPercent: 0, ssfPercent: 0 }).net).toBe(50000);
    expect(calculatePayroll({ salary: 0, taxPercent: 10, ssfPercent: 7.5 })).toEqual({
      salary: 0,
      tax: 0,
      ssf: 0,
      net: 0,
    });
    expect(calculatePayroll({ salary: 1000, taxPercent: 60, ssfPercent: 40 }).net).toBe(0);
  });
});

describe('roundMoney', () => {
  it('undoes binary noise that would round the wrong way', () => {
    expect(roundMoney(1.005)).toBe(1.01);
    expect(roundMoney(0.1 + 0.2)).toBe(0.3);
    expect(roundMoney(2.675)).toBe(2.68);
    expect(roundMoney(-1.005)).toBe(-1.01);
    expect(roundMoney(99_999_999_999.995)).toBe(100_000_000_000);
    expect(Object.is(roundMoney(-0.001), 0)).toBe(true);
  });
});

describe('readPayrollForm', () => {
  const form = { employeeSelected: true, salary: '120,000', taxPercent: '10', ssfPercent: '7.5' };

  it('reads typed text, commas allowed', () => {
    expect(readPayrollForm(form)).toEqual({
      ok: true,
      input: { salary: 120000, taxPercent: 10, ssfPercent: 7.5 },
    });
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

  it('names the field that is not a usable number', () => {
    expect(readPayrollForm({ ...form, salary: 'abc' })).toEqual({
      ok: false,
      refusal: { code: 'payroll_salary' },
      field: 'salary',
    });
    expect(readPayrollForm({ ...form, salary: '-1' })).toEqual({
      ok: false,
      refusal: { code: 'payroll_salary' },
      field: 'salary',
    });
    expect(readPayrollForm({ ...form, taxPercent: '101' })).toEqual({
      ok: false,
      refusal: { code: 'payroll_tax' },
      field: 'taxPercent',
    });
    expect(readPayrollForm({ ...form, taxPercent: '' })).toEqual({
      ok: false,
      refusal: { code: 'payroll_tax' },
      field: 'taxPercent',
    });
    expect(readPayrollForm({ ...form, ssfPercent: '-0.5' })).toEqual({
      ok: false,
      refusal: { code: 'payroll_ssf' },
      field: 'ssfPercent',
    });
  });
});
