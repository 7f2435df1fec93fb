/**
 * The English sentences the API and the shared schemas say when they refuse, as templates, keyed by their
 * stable code (rules §9). The server answers every refusal with its `code` (and the template's `params`), so
 * the client says it in the person's language; a shared schema's sentence on the client is matched the same
 * way (client lib/messages.ts). The English catalogue's `errors` section is this object; each other catalogue
 * says the same codes in its language.
 *
 * A template holds `{{name}}` where the sentence varies. Most field rules name the field first, after the API
 * turns `workStart` into "Work start" (shared/validation.ts `humanize`), so they take `{{field}}`.
 */
export const errorTemplates = {
  // Sign-in and sessions.
  invalid_login: 'Invalid email or password',
  session_expired: 'Your session has expired. Please sign in again.',
  account_terminated: 'This account has been terminated. Please contact HR.',
  sign_in_required: 'Authentication required',
  no_permission: 'You do not have permission to do this',
  server_error: 'Internal server error',
  service_unavailable: 'Service temporarily unavailable',
  sign_in_rate_limited: 'Too many sign-in attempts. Try again in {{wait}}.',
  not_found_plain: 'Not found',
  invalid_request: 'Invalid request',
  body_not_json: 'Request body is not valid JSON',
  body_empty: 'Request body must not be empty',
  body_not_object: 'Request body must be a JSON object',
  body_too_large: 'Request body is too large',
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
  page_size_between: 'Page size must be between 1 and {{max}}',
  page_size_one_of: 'Page size must be one of {{values}}',
  // Attendance.
  already_checked_in: 'Already Check In. Try Again Tomorrow.',
  not_checked_in: 'You have not checked in today.',
  already_checked_out: 'You have already checked out today.',
  before_joining: 'You cannot check in before your joining date.',
  month_locked: 'Attendance for {{month}} has already been submitted.',
  future_month: 'Attendance for {{month}} cannot be submitted before the month begins.',
  date_before_joining: 'Date is before the employee joined',
  correction_status: 'Status must be Present, Late or Absent',
  // Leave.
  leave_required: 'All fields are required.',
  end_before_start: 'End date must not be before start date',
  leave_too_long: 'End date must be at most 365 days after start date',
  no_working_days: 'The selected dates contain no working days.',
  own_decision: 'You cannot decide your own leave request.',
  leave_not_found: 'Leave request not found',
  leave_type_choice: 'Leave type must be one of: {{types}}',
  leave_overlap: 'These dates overlap your {{status}} leave from {{start}} to {{end}}.',
  leave_not_enough:
    'Not enough {{type}} leave left in {{year}}: {{requested}} requested, {{available}} available ({{allowance}} a year, {{used}} used, {{pending}} pending).',
  leave_not_pending: 'This leave request is already {{status}}; only a pending request can be {{verb}}.',
  decision_status: 'Status must be approved or rejected',
  year_range: 'Year must be between 2000 and 2100',
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
  // Documents.
  file_too_large: 'A file may be at most {{mb}} MB',
  photo_type: 'Photo must be a {{types}} image',
  document_type: '{{kind}} must be a {{types}} file',
  contract_not_replaceable: 'An employment contract cannot be replaced',
  replaced_missing: 'The document to replace was not found',
  file_missing: 'The file of this document is missing',
  file_empty: 'File is empty',
  one_file: 'Send one file per upload',
  multipart_needed: 'Send the document as multipart/form-data',
  too_many_fields: 'Too many form fields',
  // Performance.
  review_empty: 'A review needs comments or at least one goal',
  review_self: 'You cannot review yourself',
  cycle_not_found: 'Review cycle not found',
  cycle_closed: 'This review cycle is closed',
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
  // The client's own.
  offline: 'You are offline. Check your connection and try again.',
  unreachable: 'The server could not be reached. Check your connection and try again.',
} as const;

export type ErrorCode = keyof typeof errorTemplates;

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
