/** English: the import area's refusals by code (spread into `errorTemplates`, src/shared/i18n/errors.ts). */
export const importRefusals = {
  import_too_large: 'The file is larger than 10 MB. Split it into smaller files.',
  import_too_many_rows: 'The file has more than 50000 rows. Split it into smaller files.',
  import_too_many_columns: 'The file has more than 200 columns. Keep only the columns to import.',
  import_too_many_cells: 'The file has more than 2000000 cells. Split it into smaller files.',
  import_xlsx_too_large: 'The workbook unpacks to more than 200 MB. Split it into smaller files.',
  import_xlsx_parts:
    'The workbook has more than 1000 parts. Save the sheet to import in a workbook of its own.',
  import_xlsx_text: 'The workbook holds more than 10 MB of text. Split it into smaller files.',
  import_busy: 'Other files are being read. Try again in a minute.',
  import_empty: 'The file has no rows below its header.',
  import_not_utf8:
    'The file is not UTF-8 text. Save it as "CSV UTF-8" (or as an Excel workbook) and upload it again.',
  import_bad_type: 'Upload a CSV file (.csv) or an Excel workbook (.xlsx).',
  import_bad_csv: 'The file could not be read as CSV: {{reason}}',
  import_bad_xlsx: 'The file could not be read as an Excel workbook.',
  import_one_column:
    'Only one column was found. Separate the columns with commas or semicolons, or save the file as an Excel workbook.',
  import_unmapped: 'Choose a column for {{fields}}.',
  import_twice: 'The column “{{column}}” is chosen for two fields: {{fields}}.',
  import_no_column: 'The file has no column {{column}}.',
  import_not_found: 'That import does not exist.',
  import_started: 'This import has already been started.',
  import_not_finished: 'This import has not finished yet.',
  import_all_or_nothing:
    '{{count}} rows have errors, so nothing was imported. Fix them and upload the file again.',
  import_row_refused: 'The database refused this row',
  import_duplicate: 'The same {{field, field}} is on row {{row}} too',
  import_code_taken:
    'An employee with this employee ID already exists (choose "update existing people" to change them)',
  import_no_employee: 'No employee has this employee ID',
  import_manager_unknown: 'No employee or row of this file has this email or employee ID',
  import_manager_failed: 'Their manager on row {{row}} could not be imported',
  import_own_role: 'You cannot change your own role',
  import_manager_loop: 'The reporting lines of this file make a loop',
  import_bad_date: '{{field, field}} must be a date ({{format}})',
  import_bad_time: '{{field, field}} must be a time (hh:mm)',
  import_opening_duplicate: '{{person}} has an opening balance of {{type, leaveType}} on row {{row}} too',
  import_opening_twice: 'This person already has an opening balance for this leave type',
  import_opening_negative: 'An opening balance of {{type, leaveType}} cannot be below zero',
  import_opening_unit:
    '{{type, leaveType}} is counted in whole and half days, so {{days, days}} cannot be its balance',
  import_money: '{{field, field}} must be an amount of at least 0 with at most two decimals',
  import_fiscal_year: 'Fiscal year must be the year it starts in, such as 2082 or 2082/83',
  import_payroll_opening_duplicate: '{{person}} has opening figures for {{year}} on row {{row}} too',
  import_payroll_opening_exists:
    'This person already has opening figures for this fiscal year (choose "replace opening figures" to overwrite them)',
  import_attendance_exists:
    'There is already attendance for this day (choose "replace existing records" to overwrite it)',
  import_before_joining: 'The day is before this person joined',
  import_future: 'The day is in the future',
  import_out_before_in: 'Check-out is before check-in',
} as const;
