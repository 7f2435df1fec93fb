/**
 * The payroll calculator's form (spec §2, §9; issue 41): an employee and the monthly basic salary to try. The
 * figures come from the server's what-if of the run's own engine (`/employee/payrollwhatif`), never from a rule of
 * its own. An unselected employee or a blank salary gives the spec's alert text.
 */
import type { Refusal } from '../../shared/i18n/errors.js';
import { refusal } from '../../shared/i18n/refusals.js';
import { typedMinorOf, typedNumber } from '../../shared/payroll-run.js';

/** Reads the form as typed (commas allowed): the basic in minor units, or what is wrong and on which field. */
export function readPayrollForm(form: {
  employeeSelected: boolean;
  salary: string;
}): { ok: true; basic: number } | { ok: false; refusal: Refusal; field: 'employee' | 'salary' } {
  if (!form.employeeSelected) return { ok: false, refusal: refusal('payroll_required'), field: 'employee' };
  if (form.salary.trim() === '') return { ok: false, refusal: refusal('payroll_required'), field: 'salary' };
  const salary = typedNumber(form.salary);
  if (!Number.isFinite(salary) || salary < 0 || salary > 1e13)
    return { ok: false, refusal: refusal('payroll_salary'), field: 'salary' };
  try {
    return { ok: true, basic: typedMinorOf(salary) };
  } catch {
    return { ok: false, refusal: refusal('salary_decimals'), field: 'salary' };
  }
}
