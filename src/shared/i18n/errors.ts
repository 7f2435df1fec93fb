/**
 * The refusals of the API and the shared schemas, as English templates keyed by their stable code (rules §9).
 * A refusal is made from its code where it happens (the server's `refuse`, a schema's `says`, a shared check's
 * `refusal`) and answered with its `code` and `params`; its English sentence is rendered from the template here,
 * never parsed back, and the client says it in the person's language from the same code and params. The English
 * catalogue's `errors` section is this object; each other catalogue says the same codes in its language.
 *
 * A template holds `{{name}}` where the sentence varies, or `{{name, format}}` where each language writes the
 * value in its own words (`errorWords`). Most field rules name the field first, in words ("Work start"), so they
 * take `{{field}}`.
 */
import { leaveRefusals } from '../../areas/leave/messages/refusals.en.js';
import { sayRefusal } from './index.js';

export { asMessage, refusal, refusalIn, says } from './refusals.js';

export const errorTemplates = {
  ...leaveRefusals,
  // Sign-in and sessions.
  invalid_login: 'Invalid email or password',
  session_expired: 'Your session has expired. Please sign in again.',
  account_terminated: 'This account has been terminated. Please contact HR.',
  sign_in_required: 'Authentication required',
  no_permission: 'You do not have permission to do this',
  server_error: 'Internal server error',
  service_unavailable: 'Service temporarily unavailable',
  sign_in_rate_limited: 'Too many sign-in attempts. Try again in {{minutes}} minutes.',
  sign_in_rate_limited_one: 'Too many sign-in attempts. Try again in a minute.',
  not_found_plain: 'Not found',
  invalid_request: 'Invalid request',
  body_not_json: 'Request body is not valid JSON',
  body_empty: 'Request body must not be empty',
  body_not_object: 'Request body must be a JSON object',
  body_too_large: 'Request body is too large',
  body_length: 'Content-Length does not match the body',
  unsupported_type: 'Unsupported content type: send application/json',
  unknown_fields: 'Unrecognized key: {{keys}}',
  unknown_fields_many: 'Unrecognized keys: {{keys}}',
  record_exists: 'This record already exists',
  reference_missing: 'A referenced record does not exist',
  text_nul: 'Text must not contain NUL characters',
  value_too_long: 'A value is too long',
  value_malformed: 'A value is out of range or malformed',
  // Passwords.
  reset_invalid: 'This reset link is invalid or has expired.',
  wrong_current_password: 'Current password is incorrect',
  same_password: 'The new password must differ from the current password',
  passwords_differ: 'The passwords do not match.',
  password_too_long: 'Password is too long',
  cannot_sign_in_terminated: 'This employee is terminated and cannot sign in',
  link_host_not_allowed:
    'Links cannot be made for the address in use: set PUBLIC_URL to the address people open (or add it to ALLOWED_HOSTS).',
  // Field rules, each about the field it names.
  field_required: '{{field}} is required',
  field_too_long: '{{field}} must be at most {{max}} characters',
  field_too_short: '{{field}} must be at least {{min}} characters',
  field_too_many: '{{field}} must be at most {{max}} items',
  field_too_few: '{{field}} must be at least {{min}} items',
  field_too_big: '{{field}} must be at most {{max}}',
  field_too_small: '{{field}} must be at least {{min}}',
  field_not_valid: '{{field}} is not a valid {{format}}',
  field_invalid_id: '{{field}} must be a valid {{what}}',
  field_text: '{{field}} must be text',
  field_number: '{{field}} must be a number',
  field_whole_number: '{{field}} must be a whole number',
  field_percent: '{{field}} must be between 0 and 100',
  field_days_between: '{{field}} must be between 1 and {{max}} days',
  field_true_false: '{{field}} must be true or false',
  channel_choice: 'Each choice must be one of {{values}}',
  field_one_of: '{{field}} must be one of {{values}}',
  field_one_of_colon: '{{field}} must be one of: {{values}}',
  field_date: '{{field}} must be a date as yyyy-mm-dd',
  field_date_paren: '{{field}} must be a date (yyyy-mm-dd)',
  field_date_format: '{{field}} must be a date in yyyy-mm-dd format',
  field_time: '{{field}} must be a time as HH:MM',
  field_month: '{{field}} must be a month in yyyy-mm format',
  field_future: '{{field}} must not be in the future',
  field_out_of_range: '{{field}} is out of range',
  field_nul: '{{field}} must not contain a NUL character',
  field_email: '{{field}} must be a valid email address',
  field_detail: '{{field}}: {{detail}}',
  field_either: '{{field}} must be {{first}} or {{second}}',
  field_among: '{{field}} must be among {{values}}',
  field_some_of: '{{field}} must be one or more of {{values}}, separated by commas',
  field_between: '{{field}} must be between {{min}} and {{max}}',
  field_whole_from: '{{field}} must be a whole number from {{min}}',
  field_whole_between: '{{field}} must be a whole number from {{min}} to {{max}}',
  field_metres: '{{field}} must be a number of metres',
  field_too_long_plain: '{{field}} is too long',
  page_size_between: 'Page size must be between 1 and {{max}}',
  page_size_one_of: 'Page size must be one of {{values}}',
  // Attendance.
  already_checked_in: 'Already Check In. Try Again Tomorrow.',
  not_checked_in: 'You have not checked in today.',
  already_checked_out: 'You have already checked out today.',
  before_joining: 'You cannot check in before your joining date.',
  month_locked: 'Attendance for {{month}} has already been submitted.',
  future_month: 'Attendance for {{month}} cannot be submitted before the month begins.',
  date_before_joining: 'date is before the employee joined',
  correction_status: 'Status must be Present, Late or Absent',
  correction_time_empty: '{{field}} must be empty for an Absent day',
  correction_time_required: '{{field}} is required for a {{status, dayStatus}} day',
  check_out_before_in: 'Check out time must not be before check in time',
  // Clocking in from a phone (rules §15).
  punch_key_reused: 'This punch id belongs to another punch.',
  punch_too_old: 'A punch made more than {{hours}} hours ago cannot be recorded; ask hr to correct the day.',
  punch_already_reviewed: 'This punch has already been reviewed.',
  punch_not_found: 'Punch not found',
  // Work sites and location rules (rules §15).
  punch_outside_site: 'You are outside your work site ({{sites}}): clocking in or out is allowed only there.',
  punch_unknown_network:
    'This network is not one of your work sites’ networks: connect to the site’s network and try again.',
  punch_no_location: 'Your location is needed to clock in or out: allow location access and try again.',
  site_not_found: 'Work site not found',
  site_name_taken: 'A work site with this name already exists',
  site_empty: 'A work site needs a location or at least one network',
  site_location_half: 'A location needs latitude, longitude and radius together',
  site_radius: 'Radius must be between {{min}} and {{max}} metres',
  site_latitude: 'Latitude must be between -90 and 90',
  site_longitude: 'Longitude must be between -180 and 180',
  site_networks_max: 'Networks can list at most {{max}} ranges',
  site_cidr: 'Networks must be addresses or ranges in CIDR notation, such as 192.0.2.0/24 or 2001:db8::/32',
  field_datetime: '{{field}} must be a date and time in ISO-8601 format',
  field_minutes_between: '{{field}} must be between {{min}} and {{max}} minutes',
  // Employees.
  email_taken: 'An employee with this email already exists',
  employee_id_taken: 'An employee with this employee ID already exists',
  employee_not_found: 'Employee not found',
  own_manager: 'An employee cannot report to themself',
  manager_loop: 'That manager reports to this employee, which would make a reporting loop',
  manager_missing: 'The chosen manager does not exist or is terminated',
  already_terminated: 'This employee is already terminated',
  terminate_self: 'You cannot terminate your own account',
  own_role: 'Role: You cannot change your own role',
  contact_digits: 'Contact number must be exactly 10 digits',
  salary_negative: 'Salary must not be negative',
  salary_too_large: 'Salary is too large',
  id_account_format: '{{field}} may contain only letters A to Z and digits',
  id_grouped_format:
    '{{field}} may contain only letters A to Z and digits, in groups separated by one space, hyphen, slash or dot',
  // Documents.
  file_too_large: 'A file may be at most {{mb}} MB',
  photo_type: 'Photo must be a {{types}} image',
  document_type: '{{kind, documentKind}} must be a {{types}} file',
  contract_not_replaceable: 'An employment contract cannot be replaced',
  replaced_missing: 'The document to replace was not found',
  file_missing: 'The file of this document is missing',
  document_not_found: 'Document not found',
  file_empty: 'File is empty',
  one_file: 'Send one file per upload',
  multipart_needed: 'Send the document as multipart/form-data',
  too_many_fields: 'Too many form fields',
  // Performance.
  review_empty: 'A review needs comments or at least one goal',
  review_goals_max: 'At most {{max}} goals',
  review_self: 'You cannot review yourself',
  cycle_not_found: 'Review cycle not found',
  cycle_closed: 'This review cycle is closed',
  cycle_name_taken: 'A review cycle with this name already exists',
  cycle_overlap: 'This review cycle overlaps another one: choose dates outside every other cycle',
  cycle_end_before_start: 'End date must not be before start date',
  rating_range: 'Rating must be a whole number from 1 to 5',
  // Settings.
  attendance_start_future: 'Attendance start date must not be in the future',
  deductions_over_100: 'Tax and social security together must not exceed 100% of the salary',
  leave_type_in_use:
    'The leave type "{{name}}" has leave requests, so it cannot be deleted: retire it instead (no new requests)',
  time_zone: 'Time zone must be an IANA time zone such as Asia/Kathmandu',
  currency_code: 'Currency must be an ISO 4217 currency code such as NPR, USD or EUR',
  working_days_list: 'Working days must be a list of weekdays 0 (Sunday) to 6 (Saturday)',
  working_days_empty: 'Working days must include at least one day',
  working_days_repeat: 'Working days must not repeat a day',
  holidays_repeat: 'Holidays must not repeat a date',
  leave_types_empty: 'Leave types needs at least one type',
  leave_types_repeat: 'Leave types must not repeat a name',
  field_half_days: '{{field}} must be a number of days from 0 to {{max}}, in whole or half days',
  field_whole_days_range: '{{field}} must be a whole number of days from 0 to {{max}}',
  field_months_range: '{{field}} must be a whole number of months from 1 to {{max}}',
  field_minutes_range: '{{field}} must be a whole number of minutes from {{min}} to {{max}}',
  field_month_number: '{{field}} must be a month from 1 to 12',
  leave_unlimited_policy:
    'An unlimited leave type credits nothing: it cannot accrue monthly, carry forward or have a maximum',
  leave_max_below_allowance: 'The maximum balance must not be below the yearly allowance',
  leave_expiry_without_carry: 'Carried days can expire only when some are carried forward',
  // Imports (rules §17).
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
  import_twice: 'One column is chosen for two fields: {{fields}}.',
  import_no_column: 'The file has no column {{column}}.',
  import_not_found: 'That import does not exist.',
  import_started: 'This import has already been started.',
  import_not_finished: 'This import has not finished yet.',
  import_all_or_nothing:
    '{{count}} rows have errors, so nothing was imported. Fix them and upload the file again.',
  import_row_refused: 'The database refused this row',
  import_duplicate: 'The same {{field}} is on row {{row}} too',
  import_code_taken:
    'An employee with this employee ID already exists (choose "update existing people" to change them)',
  import_no_employee: 'No employee has this employee ID',
  import_manager_unknown: 'No employee or row of this file has this email or employee ID',
  import_manager_failed: 'Their manager on row {{row}} could not be imported',
  import_own_role: 'You cannot change your own role',
  import_manager_loop: 'The reporting lines of this file make a loop',
  import_bad_date: '{{field}} must be a date ({{format}})',
  import_bad_time: '{{field}} must be a time (hh:mm)',
  import_opening_twice: 'This person already has an opening balance for this leave type',
  import_attendance_exists:
    'There is already attendance for this day (choose "replace existing records" to overwrite it)',
  import_before_joining: 'The day is before this person joined',
  import_future: 'The day is in the future',
  import_out_before_in: 'Check-out is before check-in',
  // Payroll calculator.
  payroll_required: 'Please select an employee and enter their salary.',
  payroll_salary: 'Salary must be a number of 0 or more.',
  payroll_tax: 'Tax must be a percentage between 0 and 100.',
  payroll_ssf: 'Social security fund must be a percentage between 0 and 100.',
  // Reports.
  report_busy: 'Too many reports are being written right now. Please try again in a moment.',
  report_unreachable: 'The report model could not be reached',
  report_timeout: 'The report model did not answer within {{seconds}} seconds',
  report_failed: 'The report model answered {{status}}: {{reason}}',
  report_not_json: 'The report model sent an answer that is not JSON',
  report_empty: 'The report model sent an empty answer',
  // Requests and approvals.
  request_not_pending:
    'This request is already {{status, status}}; only a pending request can be {{verb, verb}}.',
  request_gone: 'This request is no longer pending.',
  request_not_found: 'Request not found',
  own_request: 'You cannot decide your own request.',
  not_your_step: 'This request is waiting for someone else’s decision.',
  already_decided: 'You have already decided this step.',
  override_note: 'A note is required to decide in place of the approvers.',
  rule_not_found: 'Rule not found',
  rule_people_missing: 'Every named approver must be an active manager or HR person.',
  rule_leave_type_missing: 'The rule’s leave type is not one of the organisation’s leave types.',
  rule_no_approver: 'Every step needs an approver',
  rule_no_steps: 'A rule needs at least one step',
  rule_too_many_steps: 'A rule may have at most {{n}} steps',
  rule_too_many_people: 'A step may name at most {{n}} people',
  rule_days_order: 'Max days must not be below min days',
  rule_leave_only: 'Leave type and duration apply only to leave rules',
  delegation_not_found: 'Stand-in not found',
  job_not_found: 'No failed job has this id',
  retry_which: 'Name the failed job to retry, or all',
  delegate_missing: 'The stand-in must be an active colleague who decides requests, other than you.',
  stand_in_start_past: 'The stand-in must not start before today.',
  stand_in_too_far: 'The stand-in must end within a year from today.',
  correction_on_leave: 'That day is covered by approved leave; there is nothing to correct.',
  correction_submitted: 'That month is already submitted; ask hr to correct it.',
  correction_open: 'A correction for that day is already waiting for a decision.',
  correction_no_times: 'Give a check-in or a check-out time.',
  correction_attachment: 'The attachment must be a supporting document you uploaded.',
  correction_needs_check_in: 'That day has no check-in yet: give the check-in time too.',
  correction_future_time: 'The corrected time must not be in the future.',
  correction_before_joining: 'date is before you joined',
  correction_lone_check_out: 'The day has no check-in time to go with the corrected check-out.',
  correction_out_before_in: 'The corrected check-out would come before the check-in.',
  profile_change_open: 'A profile change is already waiting for a decision; cancel it to propose another.',
  profile_nothing_changed: 'Change at least one detail.',
  // Settings, notifications and the team calendar.
  cover_repeat: 'Cover minimums must not repeat a department',
  notifications_which: 'Name the notifications to mark, or all',
  calendar_span: 'From and to must span 1 to {{max}} days, from first',
  calendar_page_one_day: 'Page is for a single day: from and to must be the same day',
  // Payroll runs (rules §16).
  payroll_run_not_found: 'Payroll run not found',
  payroll_run_exists: 'A payroll run for this month already exists',
  payroll_run_locked:
    'This payroll run is locked: it cannot change. Put corrections into the next run as adjustments.',
  payroll_run_not_locked: 'Lock the payroll run before publishing it',
  payroll_run_not_calculated: 'Calculate the payroll run before locking it',
  payroll_run_published: 'This payroll run is already published',
  payroll_no_tax_table:
    'No income-tax brackets for fiscal year {{year}} ({{variant, variant}}): add them in Settings → Payroll',
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
  payroll_bank_needs_lock: 'Lock the payroll run before making its bank transfer file',
  payroll_payslips_need_lock: 'Lock the payroll run before making its payslips',
  payroll_payslips_not_ready: 'The payslips are still being made: download them when they are ready',
  // The client's own.
  offline: 'You are offline. Check your connection and try again.',
  unreachable: 'The server could not be reached. Check your connection and try again.',
} as const;

export type ErrorCode = keyof typeof errorTemplates;

/**
 * The words a template writes a parameter in when it names a format (`{{n, days}}`, shared/i18n `formatParam`):
 * counts with their unit, and the values of enumerations. A refusal's parameters are values (numbers, ISO
 * dates, an enumeration's value), so each catalogue says them in its language.
 */
export const errorWords = {
  days_one: '{{count}} day',
  days_other: '{{count}} days',
  workingDays_one: '{{count}} working day',
  workingDays_other: '{{count}} working days',
  status: {
    pending: 'pending',
    approved: 'approved',
    rejected: 'rejected',
    cancelled: 'cancelled',
    gone: 'gone',
  },
  verb: { decided: 'decided', cancelled: 'cancelled' },
  variant: { single: 'single', married: 'married' },
  dayStatus: { Present: 'Present', Late: 'Late', Absent: 'Absent' },
  documentKind: {
    photo: 'Photo',
    government_id: 'Government ID',
    education_certificate: 'Educational Certificates',
    experience_letter: 'Experience Letters',
    employment_contract: 'Employment Contracts',
    supporting_document: 'Supporting documents',
  },
} as const;

/** The parameters a template names: `{{month}}` and `{{days, days}}` name month and days. */
type Named<T extends string> = T extends `${string}{{${infer Name}}}${infer Rest}`
  ? (Name extends `${infer Bare},${string}` ? Bare : Name) | Named<Rest>
  : never;
export type ErrorParamName<C extends ErrorCode> = Named<(typeof errorTemplates)[C]>;
/** A value per parameter of code C's template: a number or date as it is, for each language to write. */
export type ErrorParams<C extends ErrorCode> = Record<ErrorParamName<C>, string | number>;
/** What `refusal(code, …)` takes after the code: the params when its template names some, else nothing. */
export type ParamsOf<C extends ErrorCode> = [ErrorParamName<C>] extends [never]
  ? []
  : [params: ErrorParams<C>];

/** A code whose template names no parameter: a refusal that is its code alone. */
export type PlainCode = { [C in ErrorCode]: ParamsOf<C> extends [] ? C : never }[ErrorCode];

/** A refusal as data: its code and what varies in its sentence; each language says it from its template. */
export interface Refusal {
  code: ErrorCode;
  params?: Record<string, string | number>;
}

/** The English sentence of a refusal: its template filled, never written by hand where it is refused. */
export const inEnglish = (said: Refusal) =>
  sayRefusal({ errors: errorTemplates, errorWords }, 'en', said) as string;

/**
 * The codes of a refusal no template describes: one per HTTP status. None is a template's key, so the client
 * shows such a refusal's own sentence.
 */
export const statusCodes: Record<number, string> = {
  400: 'invalid_input',
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'too_large',
  415: 'unsupported_type',
  429: 'rate_limited',
  500: 'internal',
  502: 'upstream_failed',
  503: 'unavailable',
  504: 'upstream_timeout',
};
