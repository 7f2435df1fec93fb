/**
 * The refusals of the API and the shared schemas, as English templates keyed by their stable code (rules §9).
 * A refusal is made from its code where it happens (the server's `refuse`, a schema's `says`, a shared check's
 * `refusal`) and answered with its `code` and `params`; its English sentence is rendered from the template here,
 * never parsed back, and the client says it in the person's language from the same code and params. The English
 * catalogue's `errors` section is this object; each other catalogue says the same codes in its language.
 *
 * A template holds `{{name}}` where the sentence varies, or `{{name, format}}` where each language writes the
 * value in its own words (`errorWords`). Most field rules name the field first, in words ("Work start"), so they
 * take `{{field, field}}`.
 */

import { accountRefusals } from '../../areas/account/messages/refusals.en.js';
import { approvalsRefusals } from '../../areas/approvals/messages/refusals.en.js';
import { attendanceRefusals } from '../../areas/attendance/messages/refusals.en.js';
import { calendarRefusals } from '../../areas/calendar/messages/refusals.en.js';
import { devicesRefusals } from '../../areas/devices/messages/refusals.en.js';
import { documentsRefusals } from '../../areas/documents/messages/refusals.en.js';
import { employeesRefusals } from '../../areas/employees/messages/refusals.en.js';
import { holidaysRefusals } from '../../areas/holidays/messages/refusals.en.js';
import { importRefusals } from '../../areas/import/messages/refusals.en.js';
import { integrationsRefusals } from '../../areas/integrations/messages/refusals.en.js';
import { leaveRefusals } from '../../areas/leave/messages/refusals.en.js';
import { notificationsRefusals } from '../../areas/notifications/messages/refusals.en.js';
import { organisationRefusals } from '../../areas/organisation/messages/refusals.en.js';
import { payrollRefusals } from '../../areas/payroll/messages/refusals.en.js';
import { performanceRefusals } from '../../areas/performance/messages/refusals.en.js';
import { projectsRefusals } from '../../areas/projects/messages/server.en.js';
import { reportRefusals } from '../../areas/reports/messages/refusals.en.js';
import { settingsRefusals } from '../../areas/settings/messages/refusals.en.js';
import { shiftsRefusals } from '../../areas/shifts/messages/refusals.en.js';
import { sitesRefusals } from '../../areas/sites/messages/refusals.en.js';
import { teamRefusals } from '../../areas/team/messages/refusals.en.js';
import { enFieldNames } from './en/fields.js';
import { sayRefusal } from './index.js';

export { asMessage, refusal, refusalIn, says } from './refusals.js';

export const errorTemplates = {
  ...importRefusals,
  ...accountRefusals,
  ...settingsRefusals,
  ...attendanceRefusals,
  ...documentsRefusals,
  ...reportRefusals,
  ...performanceRefusals,
  ...projectsRefusals,
  ...employeesRefusals,
  ...sitesRefusals,
  ...shiftsRefusals,
  ...devicesRefusals,
  ...integrationsRefusals,
  ...calendarRefusals,
  ...organisationRefusals,
  ...holidaysRefusals,
  ...payrollRefusals,
  ...leaveRefusals,
  ...notificationsRefusals,
  ...approvalsRefusals,
  ...teamRefusals,
  // Sign-in and sessions.
  session_expired: 'Your session has expired. Please sign in again.',
  sign_in_required: 'Authentication required',
  no_permission: 'You do not have permission to do this',
  server_error: 'Internal server error',
  service_unavailable: 'Service temporarily unavailable',
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
  link_host_not_allowed:
    'Links cannot be made for the address in use: set PUBLIC_URL to the address people open (or add it to ALLOWED_HOSTS).',
  // Field rules, each about the field it names.
  field_required: '{{field, field}} is required',
  field_too_long: '{{field, field}} must be at most {{max}} characters',
  field_too_short: '{{field, field}} must be at least {{min}} characters',
  field_too_many: '{{field, field}} must be at most {{max}} items',
  field_too_few: '{{field, field}} must be at least {{min}} items',
  field_too_big: '{{field, field}} must be at most {{max}}',
  field_too_small: '{{field, field}} must be at least {{min}}',
  field_not_valid: '{{field, field}} is not a valid {{format}}',
  field_invalid_id: '{{field, field}} must be a valid {{what}}',
  field_text: '{{field, field}} must be text',
  field_number: '{{field, field}} must be a number',
  field_whole_number: '{{field, field}} must be a whole number',
  field_days_between: '{{field, field}} must be between 1 and {{max}} days',
  field_true_false: '{{field, field}} must be true or false',
  field_one_of: '{{field, field}} must be one of {{values}}',
  field_one_of_colon: '{{field, field}} must be one of: {{values}}',
  field_date: '{{field, field}} must be a date as yyyy-mm-dd',
  field_date_paren: '{{field, field}} must be a date (yyyy-mm-dd)',
  field_date_format: '{{field, field}} must be a date in yyyy-mm-dd format',
  field_time: '{{field, field}} must be a time as HH:MM',
  field_month: '{{field, field}} must be a month in yyyy-mm format',
  field_future: '{{field, field}} must not be in the future',
  field_out_of_range: '{{field, field}} is out of range',
  field_nul: '{{field, field}} must not contain a NUL character',
  field_one_line: '{{field, field}} must be on one line',
  field_email: '{{field, field}} must be a valid email address',
  field_detail: '{{field, field}}: {{detail}}',
  field_either: '{{field, field}} must be {{first}} or {{second}}',
  field_among: '{{field, field}} must be among {{values}}',
  field_some_of: '{{field, field}} must be one or more of {{values}}, separated by commas',
  field_between: '{{field, field}} must be between {{min}} and {{max}}',
  field_whole_from: '{{field, field}} must be a whole number from {{min}}',
  field_whole_between: '{{field, field}} must be a whole number from {{min}} to {{max}}',
  field_metres: '{{field, field}} must be a number of metres',
  field_too_long_plain: '{{field, field}} is too long',
  page_size_between: 'Page size must be between 1 and {{max}}',
  page_size_one_of: 'Page size must be one of {{values}}',
  // Attendance.
  check_out_before_in: 'Check out time must not be before check in time',
  field_datetime: '{{field, field}} must be a date and time in ISO-8601 format',
  field_minutes_between: '{{field, field}} must be between {{min}} and {{max}} minutes',
  // Employees.
  email_taken: 'An employee with this email already exists',
  employee_not_found: 'Employee not found',
  own_manager: 'An employee cannot report to themself',
  // Documents.
  one_file: 'Send one file per upload',
  multipart_needed: 'Send the document as multipart/form-data',
  too_many_fields: 'Too many form fields',
  // Jobs.
  job_not_found: 'No failed job has this id',
  retry_which: 'Name the failed job to retry, or all',
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
  /** A leave type by its name, where hr gave it no label in the reader's language (`{{type, leaveType}}`). */
  leaveType: '{{name}} leave',
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
  dayPart: { full: 'the whole day', morning: 'the morning', afternoon: 'the afternoon', hours: 'some hours' },
  documentKind: {
    photo: 'Photo',
    government_id: 'Government ID',
    education_certificate: 'Educational Certificates',
    experience_letter: 'Experience Letters',
    employment_contract: 'Employment Contracts',
    supporting_document: 'Supporting documents',
  },
  /** A field's name as a schema says it (`{{field, field}}`): English names are their own. */
  field: enFieldNames as Record<string, string>,
  orgKind: {
    department: 'Department',
    designation: 'Designation',
    position: 'Position',
    branch: 'Branch',
    employment_type: 'Employment type',
    bank: 'Bank',
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
