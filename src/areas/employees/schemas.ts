/**
 * Employee administration (spec §3, §5, §7; rules §6): the create and update payloads, the list and search
 * calls, and the texts the screens show. One schema validates on the server and drives the client's form.
 */
import { z } from 'zod';
import { genders, roles, workLocations } from '../../shared/enums.js';
import { says } from '../../shared/i18n/refusals.js';
import { districtNamed } from '../../shared/nepal-districts.js';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../../shared/password.js';
import { hasCents } from '../../shared/payroll-run.js';
import { idOf } from '../../shared/schemas.js';

/** A call about one employee: `employee_id` defaults to the caller. */
export const employeeRef = z.object({
  employee_id: idOf('employee_id').optional(),
});
export const employeeIdBody = z.object({
  employee_id: idOf('employee_id'),
});

export const personalDataReply = z.object({
  bankAccount: z.string(),
  taxId: z.string(),
  ssn: z.string(),
  pan: z.string(),
  ssfNumber: z.string(),
  citizenshipNumber: z.string(),
  citizenshipDistrict: z.string(),
  nin: z.string(),
});
export type PersonalData = z.infer<typeof personalDataReply>;

export const MAX_SALARY = 99_999_999_999;

export const employeeMessages = {
  created: 'New employee added successfully!',
  createFailed: 'Failed to add new employee. Please try again.',
  updated: 'Employee updated successfully!',
  updateFailed: 'Failed to update employee. Please try again.',
  terminated: 'Employee terminated',
  terminateConfirm: 'Are you sure you want to terminate this employee?',
  addConfirm:
    'This action will add a new employee to the system. Please confirm that all the information is correct.',
  noToken: 'Authentication token not found.',
  missingAuth: 'Authentication details are missing.',
  noEmployeeId: 'Employee ID not provided.',
} as const;

const required = (field: string, max = 100) =>
  z
    .string({ error: says('field_required', { field }) })
    .trim()
    .min(1, { error: says('field_required', { field }) })
    .max(max, { error: says('field_too_long', { field, max }) });

/** A person's name: one line (a line break pasted from a spreadsheet cell is a slip; issue 44, item 11). */
const oneLine = (v: string | undefined) => !v || !/[\r\n\u2028\u2029]/.test(v);
const personName = (field: string) =>
  required(field).refine(oneLine, { error: says('name_line_break', { field }) });

/**
 * The youngest a person may be employed (Nepal's Labour Act 2074 s.5 forbids employing anyone under 14): a birth
 * date that makes them younger on the day they join (or today, without a joining day) is refused.
 */
export const MIN_WORKING_AGE = 14;
export function underWorkingAge(birth: string | undefined | null, on: string): boolean {
  if (!birth || !/^\d{4}-/.test(birth)) return false;
  return `${Number(birth.slice(0, 4)) + MIN_WORKING_AGE}${birth.slice(4)}` > on;
}

/** Optional text: blank or missing both mean "none". */
const optional = (field: string, max = 100) =>
  z
    .string({ error: says('field_text', { field }) })
    .trim()
    .max(max, { error: says('field_too_long', { field, max }) })
    .optional()
    .transform((v) => v || undefined);

/** Devanagari digits as the digits they are. */
const asciiDigits = (text: string) => text.replace(/[०-९]/g, (d) => String(d.charCodeAt(0) - 0x0966));

/**
 * Spaces, dashes and brackets are tolerated while typing, Devanagari digits read as digits, and Nepal's country
 * code (+977 or 00977) in front is dropped; exactly ten digits remain.
 */
const contactNumber = z
  .string({ error: says('contact_digits') })
  .max(30, { error: says('contact_digits') })
  .transform((v) =>
    asciiDigits(v)
      .replace(/[\s\-()]/g, '')
      .replace(/^(?:\+|00)977(?=\d{10}$)/, ''),
  )
  .pipe(z.string().regex(/^\d{10}$/, { error: says('contact_digits') }));

/**
 * Id numbers (decision 006): Latin letters and digits only, so none can start a spreadsheet formula (= + - @)
 * or hide a control or bidi character; Devanagari digits read as digits. A bank account is one run of letters
 * and digits (an IBAN or a Nepali account number; spaces and hyphens typed between groups are dropped, as a
 * bank's file wants it). A tax, social security or citizenship number keeps the single spaces, hyphens, slashes
 * or dots between its groups that real ones are written with (27-01-72-12345, 123/456, 123.456.789-09).
 */
const bankAccountNumber = (label: string) =>
  required(label, 64)
    .transform((v) => asciiDigits(v).replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^[A-Za-z0-9]+$/, { error: says('id_account_format', { field: label }) }));
const idNumber = (label: string) =>
  required(label, 64)
    .transform(asciiDigits)
    .pipe(
      z.string().regex(/^[A-Za-z0-9]+(?:[ ./-][A-Za-z0-9]+)*$/, {
        error: says('id_grouped_format', { field: label }),
      }),
    );

/**
 * An identity number that may be left out (issue 40): blank or missing means none (on an update: keep the stored
 * one). Devanagari digits read as digits; what is stored is the number as `normalise` writes it.
 */
const optionalId = (label: string, code: IdFormatCode, normalise: (v: string) => string, shape: RegExp) =>
  z
    .string({ error: says(code, { field: label }) })
    .max(64, { error: says('field_too_long', { field: label, max: 64 }) })
    .transform((v) => normalise(asciiDigits(v).trim()))
    .pipe(z.union([z.literal(''), z.string().regex(shape, { error: says(code, { field: label }) })]))
    .optional()
    .transform((v) => v || undefined);
type IdFormatCode = 'id_pan_format' | 'id_ssf_format' | 'id_citizenship_format' | 'id_nin_format';
const withoutSpacesOrHyphens = (v: string) => v.replace(/[\s-]/g, '');
/** The Inland Revenue Department's Permanent Account Number: nine digits (spaces and hyphens typed are dropped). */
export const panNumber = optionalId('PAN', 'id_pan_format', withoutSpacesOrHyphens, /^\d{9}$/);
/** The Social Security Fund's contributor number: no published length, so 6 to 15 digits. */
export const ssfNumber = optionalId('SSF number', 'id_ssf_format', withoutSpacesOrHyphens, /^\d{6,15}$/);
/** A citizenship certificate's number as written on it: digit groups joined by one hyphen, slash or dot. */
export const citizenshipNumber = optionalId(
  'Citizenship number',
  'id_citizenship_format',
  (v) => v,
  /^\d{1,12}(?:[-/.]\d{1,12}){0,5}$/,
);
/** The national identity number (NIN) of the national identity card: no published length, so 8 to 12 digits. */
export const ninNumber = optionalId('NIN', 'id_nin_format', withoutSpacesOrHyphens, /^\d{8,12}$/);
/** The district whose administration office issued the citizenship certificate, by its English or Nepali name. */
export const citizenshipDistrict = z
  .string({ error: says('id_district_unknown', { field: 'Citizenship district' }) })
  .max(64, { error: says('id_district_unknown', { field: 'Citizenship district' }) })
  .transform((v) => (v.trim() ? (districtNamed(v)?.en ?? null) : ''))
  .pipe(
    z.union([z.literal(''), z.string()], {
      error: says('id_district_unknown', { field: 'Citizenship district' }),
    }),
  )
  .optional()
  .transform((v) => v || undefined);
/** A generic tax id or SSN (issue 40: optional; Nepal has neither): blank, spaces only or missing mean none. */
const optionalIdNumber = (label: string) =>
  z
    .preprocess((v) => (typeof v === 'string' ? v.trim() : v), z.union([z.literal(''), idNumber(label)]))
    .optional()
    .transform((v) => v || undefined);

const optionalEnum = <T extends readonly [string, ...string[]]>(values: T, label: string) =>
  z
    .union([z.literal(''), z.enum(values)], {
      error: says('field_one_of', { field: label, values: values.join(', ') }),
    })
    .optional()
    .transform((v) => v || undefined);

const isoDate = (label: string) =>
  z
    .union([z.literal(''), z.iso.date({ error: says('field_date_paren', { field: label }) })], {
      error: says('field_date_paren', { field: label }),
    })
    .optional()
    .transform((v) => v || undefined)
    .refine((v) => v === undefined || (v >= '1900-01-01' && v <= '2999-12-31'), {
      error: says('field_out_of_range', { field: label }),
    });

/** A number typed into a text box arrives as a string: accept both, never turn blank into 0. */
const salary = z.preprocess(
  (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : Number(v.replaceAll(',', ''))) : v),
  z
    .number({
      error: (issue) =>
        issue.input === undefined
          ? says('field_required', { field: 'Salary' })
          : says('field_number', { field: 'Salary' }),
    })
    .refine(Number.isFinite, { error: says('field_number', { field: 'Salary' }) })
    .min(0, { error: says('salary_negative') })
    .max(MAX_SALARY, { error: says('salary_too_large') })
    // Paisa at most: a third decimal is a typing slip, refused rather than rounded away (issue 44).
    .refine((v) => hasCents(v), { error: says('salary_decimals') })
    .transform((v) => Math.round(v * 100) / 100),
);

const password = z
  .string({ error: says('field_required', { field: 'Password' }) })
  .min(MIN_PASSWORD_LENGTH, {
    error: says('field_too_short', { field: 'Password', min: MIN_PASSWORD_LENGTH }),
  })
  .max(MAX_PASSWORD_LENGTH, {
    error: says('field_too_long', { field: 'Password', max: MAX_PASSWORD_LENGTH }),
  });

const personalFields = {
  firstName: personName('First name'),
  middleName: optional('Middle name').refine(oneLine, {
    error: says('name_line_break', { field: 'Middle name' }),
  }),
  lastName: personName('Last name'),
  dateofBirth: isoDate('Date of birth'),
  gender: optionalEnum(genders, 'Gender'),
  contactNumber,
  address: required('Address', 300),
  email: z
    .string({ error: says('field_required', { field: 'Email' }) })
    .trim()
    .toLowerCase()
    .min(1, { error: says('field_required', { field: 'Email' }) })
    .max(254, { error: says('field_too_long_plain', { field: 'Email' }) })
    .pipe(z.email({ error: says('field_email', { field: 'Email' }) })),
  role: z
    .enum(roles, { error: says('field_one_of', { field: 'Role', values: roles.join(', ') }) })
    .default('employee'),
  /** "Reports to": a manager's id, or none. */
  managerId: z
    .union([z.literal(''), idOf('managerId')], {
      error: says('field_invalid_id', { field: 'Manager ID', what: 'id' }),
    })
    .nullish()
    .transform((v) => v || null),
};

const employmentDetails = z.object(
  {
    employeeId: required('Employee ID', 40),
    designation: required('Designation'),
    department: required('Department'),
    dateOfJoining: isoDate('Date of joining'),
    // The organisation's own lists (issue 40): the service checks each names an active value.
    employmentType: optional('Employment type'),
    position: optional('Position'),
    // Missing keeps the person's branch (callers older than the field); blank clears it.
    branch: z
      .string({ error: says('field_text', { field: 'Branch' }) })
      .trim()
      .max(100, { error: says('field_too_long', { field: 'Branch', max: 100 }) })
      .nullish(),
    workLocation: optionalEnum(workLocations, 'Work location'),
    // The festival they chose for their festival allowance (Labour Act 2074 s.37), one of the organisation's
    // festivals; missing keeps it, blank is the country's default (Dashain).
    festival: z
      .string({ error: says('field_text', { field: 'Festival' }) })
      .trim()
      .max(100, { error: says('field_too_long', { field: 'Festival', max: 100 }) })
      .nullish(),
  },
  { error: says('field_required', { field: 'Employment details' }) },
);

const bankText = (field: string) =>
  z
    .string({ error: says('field_text', { field }) })
    .trim()
    .max(100, { error: says('field_too_long', { field, max: 100 }) })
    .nullish();

const payrollInfo = z.object(
  {
    salary,
    bankAccount: bankAccountNumber('Bank account'),
    taxId: optionalIdNumber('Tax ID'),
    ssn: optionalIdNumber('SSN'),
    pan: panNumber,
    ssfNumber,
    citizenshipNumber,
    citizenshipDistrict,
    nin: ninNumber,
    healthInsurance: optional('Health insurance', 200),
    // The account's bank (one of hr's banks; the service checks it) and branch (issue 41). Missing keeps what
    // the person has (callers older than the fields); blank clears it.
    bank: bankText('Bank'),
    bankBranch: bankText('Bank branch'),
  },
  { error: says('field_required', { field: 'Payroll info' }) },
);

const emergencyContact = z.object(
  {
    name: personName('Emergency contact name'),
    relationship: required('Relationship', 60),
    contactNumber,
  },
  { error: says('field_required', { field: 'Emergency contact' }) },
);

/** POST /employee/createemployee: spec §3's create payload plus "Reports to". */
export const createEmployeeBody = z.object({
  ...personalFields,
  password,
  employmentDetails,
  payrollInfo,
  emergencyContact,
});
export type CreateEmployeeInput = z.input<typeof createEmployeeBody>;
export type CreateEmployeeBody = z.output<typeof createEmployeeBody>;

/** Blank means "keep what is stored" for the password and the personal numbers, which are never sent back. */
const keep = (schema: z.ZodType<string>) =>
  z
    .union([z.literal(''), schema])
    .optional()
    .transform((v) => v || undefined);

/** POST /employee/updateemployee: the same form; password and personal numbers may be left blank. */
export const updateEmployeeBody = z.object({
  employee_id: idOf('employee_id'),
  ...personalFields,
  // Missing means unchanged; an empty manager means "reports to nobody".
  role: z
    .enum(roles, { error: says('field_one_of', { field: 'Role', values: roles.join(', ') }) })
    .optional(),
  managerId: z
    .union([z.literal(''), idOf('managerId')], {
      error: says('field_invalid_id', { field: 'Manager ID', what: 'id' }),
    })
    .nullish()
    .transform((v) => (v === undefined ? undefined : v || null)),
  password: keep(password),
  employmentDetails,
  payrollInfo: payrollInfo.extend({
    bankAccount: keep(bankAccountNumber('Bank account')),
  }),
  emergencyContact,
});
export type UpdateEmployeeInput = z.input<typeof updateEmployeeBody>;
export type UpdateEmployeeBody = z.output<typeof updateEmployeeBody>;
