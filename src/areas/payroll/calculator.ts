/**
 * The payroll calculator (spec §2, §9; rules §7): tax and social security fund deductions are percentages
 * of the salary, net = salary − tax − SSF. Amounts are rounded to the cent, half away from zero.
 */

import type { Refusal } from '../../shared/i18n/errors.js';
import { refusal } from '../../shared/i18n/refusals.js';
import { typedNumber } from '../../shared/payroll-run.js';

export interface PayrollInput {
  salary: number;
  taxPercent: number;
  ssfPercent: number;
}

export interface Payslip {
  salary: number;
  tax: number;
  ssf: number;
  net: number;
}

/**
 * To 2 decimals. Going through 15 significant digits first undoes binary noise (1.005 is stored as
 * 1.00499999…, yet a person typing it expects 1.01).
 */
export function roundMoney(amount: number): number {
  const cents = Number((Math.abs(amount) * 100).toPrecision(15));
  return (Math.sign(amount) * Math.round(cents)) / 100 || 0;
}

export function calculatePayroll({ salary, taxPercent, ssfPercent }: PayrollInput): Payslip {
  const gross = roundMoney(salary);
  const tax = roundMoney((gross * taxPercent) / 100);
  const ssf = roundMoney((gross * ssfPercent) / 100);
  return { salary: gross, tax, ssf, net: roundMoney(gross - tax - ssf) };
}

const isPercent = (n: number) => Number.isFinite(n) && n >= 0 && n <= 100;

/**
 * Reads the calculator's fields as typed (text, commas allowed) and says what is wrong, if anything, in the
 * words the screen shows, and which field it is about. An unselected employee or a blank salary gives the
 * spec's alert text.
 */
export function readPayrollForm(form: {
  employeeSelected: boolean;
  salary: string;
  taxPercent: string;
  ssfPercent: string;
}):
  | { ok: true; input: PayrollInput }
  | { ok: false; refusal: Refusal; field: 'employee' | 'salary' | 'taxPercent' | 'ssfPercent' } {
  if (!form.employeeSelected) return { ok: false, refusal: refusal('payroll_required'), field: 'employee' };
  if (form.salary.trim() === '') return { ok: false, refusal: refusal('payroll_required'), field: 'salary' };
  const salary = typedNumber(form.salary);
  if (!Number.isFinite(salary) || salary < 0)
    return { ok: false, refusal: refusal('payroll_salary'), field: 'salary' };
  const taxPercent = typedNumber(form.taxPercent);
  if (!isPercent(taxPercent)) return { ok: false, refusal: refusal('payroll_tax'), field: 'taxPercent' };
  const ssfPercent = typedNumber(form.ssfPercent);
  if (!isPercent(ssfPercent)) return { ok: false, refusal: refusal('payroll_ssf'), field: 'ssfPercent' };
  return { ok: true, input: { salary, taxPercent, ssfPercent } };
}
