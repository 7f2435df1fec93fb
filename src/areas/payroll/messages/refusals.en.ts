/** English: the payroll area's refusals by code (spread into `errorTemplates`, src/shared/i18n/errors.ts). */
export const payrollRefusals = {
  payroll_required: 'Please select an employee and enter their salary.',
  payroll_salary: 'Salary must be a number of 0 or more.',
  payroll_run_not_found: 'Payroll run not found',
  payroll_run_exists: 'A payroll run for this month already exists',
  payroll_run_locked:
    'This payroll run is locked: it cannot change. Put corrections into the next run as adjustments.',
  payroll_run_not_locked: 'Lock the payroll run before publishing it',
  payroll_run_not_calculated: 'Calculate the payroll run before locking it',
  payroll_run_published: 'This payroll run is already published',
  payroll_no_tax_table:
    'No income-tax brackets for fiscal year {{year}} ({{variant, variant}}): add them in Settings → Payroll',
  payroll_no_festival_allowance:
    'Your country profile requires no festival allowance: pay a bonus as an adjustment instead',
  payroll_tax_year_unconfirmed:
    'The income-tax figures of fiscal year {{year}} are not confirmed: check them against its Finance Act and confirm them in Settings → Payroll',
  payroll_tax_year_not_found: 'No income-tax figures for this fiscal year',
  payroll_tax_year_exists: 'This fiscal year already has income-tax brackets',
  payroll_no_tax_pack:
    'No income-tax figures are shipped for this fiscal year of your country: add them yourself',
  payroll_festival_unknown: 'Choose one of your organisation’s festivals',
  payroll_remote_area: 'A remote area is of class A, B, C, D or E, or none',
  payroll_share_divisor: 'The share of income must be a whole number from 1 to 100, or none',
  payroll_period: 'Period must be a month as yyyy-mm that the calendar has',
  payroll_brackets:
    'Tax brackets must rise, each limit above the one before, with one bracket without a limit last, and rates from 0 to 100%',
  payroll_amount: 'Amounts must be whole numbers of minor units (paisa, cents), 0 or more',
  payroll_rate: 'Rates must be whole numbers of basis points from 0 to 10000 (100%)',
  payroll_line_value: 'Each earning or deduction needs either an amount or a percentage of basic, not both',
  payroll_line_names: 'Earnings and deductions must not repeat a name',
  payroll_scheme_not_found: 'Contribution scheme not found',
  payroll_scheme_taken: 'A contribution scheme with this name already exists',
  payroll_not_in_run: 'This person is not in this payroll run',
  payroll_adjustment_zero: 'An adjustment must not be 0',
  payroll_days: 'Days must be 0 or more, in whole or half days',
  payroll_payslip_not_found: 'Payslip not found',
  payroll_adjustment_paid:
    'An adjustment in this run was paid by another run meanwhile: re-calculate it before locking',
  payroll_files_need_lock: 'Lock the payroll run before making its statutory files',
  payroll_scheme_parts: 'The parts of a scheme must add up to its employee’s and employer’s rates',
  payroll_bank_needs_lock: 'Lock the payroll run before making its bank transfer file',
  bank_file_missing_accounts:
    '{{count}} people in this file have no bank account on record ({{codes}}): add their accounts, then download it',
  bank_template_not_found: 'Bank file template not found',
  bank_template_no_columns: 'A bank file template needs at least one column',
  bank_template_column_unknown: "A bank file cannot have a column '{{column}}'",
  bank_template_name_taken: "A bank file template named '{{name}}' already exists",
  bank_template_total_needs_amount: 'A control total row needs an amount column to add up',
  payroll_payslips_need_lock: 'Lock the payroll run before making its payslips',
  payroll_payslips_not_ready: 'The payslips are still being made: download them when they are ready',
} as const;
