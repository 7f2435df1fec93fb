/**
 * Bringing an organisation in from files (rules §17): employees, opening leave balances, past attendance and the
 * opening payroll figures of a fiscal year (issue 41).
 * A file is uploaded once (CSV or XLSX), its columns are mapped to the fields of its kind, a dry run says
 * what would happen row by row, and the import writes it. The fields, their example values and the header
 * names each is recognised by live here, so the template, the automatic mapping and the screen agree.
 */
import { z } from 'zod';
import { says } from '../../shared/i18n/refusals.js';
import { idOf } from '../../shared/schemas.js';
import { orgKinds } from '../organisation/contract.js';

export const importKinds = ['employees', 'balances', 'attendance', 'openings'] as const;
export type ImportKind = (typeof importKinds)[number];

/** How dates are written in the file: 2026-07-17, 17/07/2026, or Bikram Sambat 2083-04-01. */
export const dateFormats = ['iso', 'dmy', 'bs'] as const;
export type DateFormat = (typeof dateFormats)[number];

export const MAX_IMPORT_BYTES = 10 * 1024 * 1024;
export const MAX_IMPORT_ROWS = 50_000;
/** The bounds of a file's cells, checked as the file is read, before its rows are built (issue 37). */
export const MAX_IMPORT_COLUMNS = 200;
/** Cells a file may span, each row counted to its last cell: 50,000 rows of 40 columns. */
export const MAX_IMPORT_CELLS = 2_000_000;
/**
 * A workbook: what the parts read (workbook, styles, texts, first sheet) may unpack to, twice what 2,000,000
 * cells written by Excel or ExcelJS unpack to, and how many parts it may have.
 */
export const MAX_XLSX_UNPACKED = 200 * 1024 * 1024;
export const MAX_XLSX_PARTS = 1_000;
/** How many rows' errors a reply lists; the error file has them all. */
export const LISTED_ERRORS = 200;

export interface ImportField {
  key: string;
  /** The template's header. */
  header: string;
  example: string;
  /** Needed for a new record (an update of an employee needs only the employee ID). */
  required?: boolean;
  /** Other headers that mean this field (compared without case, spaces or punctuation). */
  also?: string[];
}

const employeeId: ImportField = {
  key: 'employeeId',
  header: 'Employee ID',
  example: 'EMP-1001',
  required: true,
  also: ['employee code', 'emp id', 'emp code', 'staff id', 'code', 'id', 'कर्मचारी परिचय'],
};

export const importFields: Record<ImportKind, ImportField[]> = {
  employees: [
    employeeId,
    {
      key: 'firstName',
      header: 'First name',
      example: 'Sita',
      required: true,
      also: ['first', 'given name', 'forename'],
    },
    { key: 'middleName', header: 'Middle name', example: '', also: ['middle'] },
    {
      key: 'lastName',
      header: 'Last name',
      example: 'Sharma',
      required: true,
      also: ['last', 'surname', 'family name'],
    },
    {
      key: 'email',
      header: 'Email',
      example: 'sita.sharma@example.com',
      required: true,
      also: ['e-mail', 'email address', 'work email', 'mail'],
    },
    {
      key: 'contactNumber',
      header: 'Contact number',
      example: '9841000000',
      required: true,
      also: [
        'phone',
        'mobile',
        'phone number',
        'mobile number',
        'contact',
        'phone no',
        'mobile no',
        'cell',
        'contact no',
      ],
    },
    { key: 'address', header: 'Address', example: 'Kathmandu', required: true },
    {
      key: 'dateofBirth',
      header: 'Date of birth',
      example: '1990-04-15',
      also: ['dob', 'birth date', 'birthday', 'date of birth ad', 'born on'],
    },
    { key: 'gender', header: 'Gender', example: 'female', also: ['sex'] },
    { key: 'role', header: 'Role', example: 'employee', also: ['access', 'user role'] },
    {
      key: 'manager',
      header: 'Reports to',
      example: 'EMP-1000',
      also: ['manager', 'manager email', 'manager id', 'supervisor', 'line manager'],
    },
    {
      key: 'designation',
      header: 'Designation',
      example: 'Accountant',
      required: true,
      also: ['title', 'job title'],
    },
    { key: 'department', header: 'Department', example: 'Finance', required: true, also: ['dept', 'team'] },
    {
      key: 'dateOfJoining',
      header: 'Date of joining',
      example: '2024-01-15',
      also: [
        'joining date',
        'joined',
        'joined on',
        'date joined',
        'start date',
        'hire date',
        'doj',
        'appointment date',
      ],
    },
    {
      key: 'employmentType',
      header: 'Employment type',
      example: 'full-time',
      also: ['type', 'contract type'],
    },
    { key: 'position', header: 'Position', example: 'Officer', also: ['level', 'grade'] },
    { key: 'branch', header: 'Branch', example: 'Kathmandu', also: ['office', 'branch office', 'शाखा'] },
    { key: 'workLocation', header: 'Work location', example: 'office', also: ['location', 'work mode'] },
    {
      key: 'salary',
      header: 'Salary',
      example: '50000',
      required: true,
      also: ['basic', 'basic salary', 'basic pay', 'monthly salary', 'gross salary', 'pay'],
    },
    {
      key: 'bankAccount',
      header: 'Bank account',
      example: '0123456789',
      required: true,
      also: [
        'account',
        'account number',
        'account no',
        'bank a/c',
        'bank ac',
        'a/c no',
        'bank account number',
      ],
    },
    // Nepal's identity numbers (issue 40), optional unless the organisation requires them (`importFieldsOf`),
    // checked by the create form's own schemas.
    {
      key: 'pan',
      header: 'PAN',
      example: '123456789',
      also: ['pan number', 'pan no', 'permanent account number'],
    },
    {
      key: 'ssfNumber',
      header: 'SSF number',
      example: '2200001234',
      also: ['ssf', 'ssf no', 'ssf id', 'social security fund number'],
    },
    {
      key: 'citizenshipNumber',
      header: 'Citizenship number',
      example: '27-01-72-12345',
      also: ['citizenship', 'citizenship no', 'citizenship certificate number'],
    },
    {
      key: 'citizenshipDistrict',
      header: 'Citizenship district',
      example: 'Kathmandu',
      also: ['citizenship issued district', 'issuing district', 'citizenship issue district'],
    },
    {
      key: 'nin',
      header: 'NIN',
      example: '1234567890',
      also: ['national id', 'national identity number', 'nid'],
    },
    // Generic numbers of other countries: optional too.
    { key: 'taxId', header: 'Tax ID', example: '', also: ['tin', 'tax number'] },
    { key: 'ssn', header: 'SSN', example: '', also: ['social security number'] },
    { key: 'healthInsurance', header: 'Health insurance', example: '', also: ['insurance'] },
    {
      key: 'emergencyName',
      header: 'Emergency contact name',
      example: 'Ram Sharma',
      required: true,
      also: ['emergency contact', 'emergency name'],
    },
    {
      key: 'emergencyRelationship',
      header: 'Emergency contact relationship',
      example: 'Father',
      required: true,
      also: ['relationship', 'emergency relationship'],
    },
    {
      key: 'emergencyContactNumber',
      header: 'Emergency contact number',
      example: '9841000001',
      required: true,
      also: ['emergency phone', 'emergency number'],
    },
  ],
  balances: [
    employeeId,
    { key: 'leaveType', header: 'Leave type', example: 'Annual', required: true, also: ['type', 'leave'] },
    {
      key: 'days',
      header: 'Days',
      example: '12.5',
      required: true,
      also: ['balance', 'opening balance', 'days left'],
    },
  ],
  attendance: [
    employeeId,
    {
      key: 'date',
      header: 'Date',
      example: '2026-07-17',
      required: true,
      also: ['day', 'work date', 'attendance date'],
    },
    {
      key: 'checkIn',
      header: 'Check-in',
      example: '09:05',
      required: true,
      also: ['in', 'clock in', 'time in', 'check in time'],
    },
    {
      key: 'checkOut',
      header: 'Check-out',
      example: '17:30',
      also: ['out', 'clock out', 'time out', 'check out time'],
    },
  ],
  // What each person was paid, contributed and had withheld in a fiscal year before this system paid them.
  openings: [
    employeeId,
    { key: 'fiscalYear', header: 'Fiscal year', example: '2082/83', required: true, also: ['year', 'fy'] },
    {
      key: 'assessable',
      header: 'Paid (income for tax)',
      example: '400000',
      required: true,
      also: ['paid', 'income', 'taxable income', 'gross paid'],
    },
    {
      key: 'retirement',
      header: 'Retirement contributions',
      example: '44000',
      also: ['retirement', 'ssf', 'cit', 'provident fund'],
    },
    {
      key: 'taxWithheld',
      header: 'Tax withheld',
      example: '12000',
      required: true,
      also: ['tax', 'tds', 'tax deducted'],
    },
  ],
};

/** An import's fields, the identity numbers the organisation requires (decision 006) among the required ones. */
export const importFieldsOf = (kind: ImportKind, requiredIdentity: readonly string[]): ImportField[] =>
  importFields[kind].map((f) =>
    kind === 'employees' && requiredIdentity.includes(f.key) ? { ...f, required: true } : f,
  );

const squash = (header: string) =>
  header
    .normalize('NFC')
    .toLowerCase()
    .replace(/[\s\-_.:/()]+/g, '');

/** Each field's column: the first header that is its header, its key or one of its other names. */
export function guessMapping(kind: ImportKind, headers: string[]): Record<string, number> {
  const names = headers.map(squash);
  const mapping: Record<string, number> = {};
  const taken = new Set<number>();
  for (const field of importFields[kind]) {
    const wanted = [field.header, field.key, ...(field.also ?? [])].map(squash);
    const column = names.findIndex((name, i) => !taken.has(i) && wanted.includes(name));
    if (column >= 0) {
      mapping[field.key] = column;
      taken.add(column);
    }
  }
  return mapping;
}

export const importMessages = {
  openingReason: 'Opening balance',
} as const;

export const importOptions = z.object({
  dateFormat: z
    .enum(dateFormats, {
      error: says('field_one_of', { field: 'Date format', values: dateFormats.join(', ') }),
    })
    .default('iso'),
  /** Employees: change people matched by employee ID; attendance: replace records of the same day. */
  update: z.boolean({ error: says('field_true_false', { field: 'Update' }) }).default(false),
  /** Write nothing when any row has an error (else the valid rows are written and the others listed). */
  allOrNothing: z.boolean({ error: says('field_true_false', { field: 'All or nothing' }) }).default(false),
  /**
   * Employees: a department, designation, position, branch or employment type not in the organisation's lists
   * is added to its list (the dry run lists each as "will create"); else the row is refused (issue 40).
   */
  createMissing: z
    .boolean({ error: says('field_true_false', { field: 'Create missing list values' }) })
    .default(false),
});
export type ImportOptions = z.output<typeof importOptions>;

/** Which column (from 0) holds each field; a field left out is not in the file. */
export const importMapping = z.record(
  z.string().max(40),
  z
    .int({ error: says('field_whole_number', { field: 'A column' }) })
    .min(0)
    .max(999),
);

export const importRef = z.object({ import_id: idOf('import_id') });
export const importKindBody = z.object({
  kind: z.enum(importKinds, {
    error: says('field_one_of', { field: 'Kind', values: importKinds.join(', ') }),
  }),
});
export const importTemplateBody = importKindBody;
export const importPlanBody = importRef.extend({
  mapping: importMapping,
  options: importOptions.prefault({}),
});
export type ImportPlanInput = z.input<typeof importPlanBody>;

export const rowErrorSchema = z.object({
  /** The row's number as a spreadsheet shows it (the header is row 1). */
  row: z.number(),
  field: z.string().nullable(),
  /** Why, as a refusal (shared/i18n/errors.ts): absent only on rows an import stored before reasons had codes. */
  code: z.string().optional(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  /** Why, in English (the template filled). */
  message: z.string(),
  /** Whose row it is (the name, else the e-mail or employee ID in it), so hr finds it (issue 44, item 11). */
  person: z.string().optional(),
  /** The cell that was refused, as the file has it. */
  value: z.string().optional(),
});
export type RowError = z.infer<typeof rowErrorSchema>;

export const importStatuses = ['uploaded', 'queued', 'running', 'done', 'failed'] as const;

const counts = z.object({ created: z.number(), updated: z.number(), failed: z.number() });

export const importSchema = z.object({
  id: z.string(),
  kind: z.enum(importKinds),
  fileName: z.string(),
  headers: z.array(z.string()),
  /** The first rows as they are in the file, for the mapping screen. */
  sample: z.array(z.array(z.string())),
  rowCount: z.number(),
  mapping: z.record(z.string(), z.number()),
  options: importOptions,
  status: z.enum(importStatuses),
  /** While it runs: rows of the plan written so far, of `planned`. */
  planned: z.number(),
  done: z.number(),
  result: counts.nullable(),
  errors: z.array(rowErrorSchema),
  /** New people who still need a set-password link from hr (no e-mail server is set). */
  awaitingLinks: z.number(),
  /** What stopped the whole import (all-or-nothing with errors): a refusal and its English sentence. */
  failure: z
    .object({
      code: z.string(),
      params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
      message: z.string(),
    })
    .nullable(),
});
export type ImportView = z.infer<typeof importSchema>;

export const importReply = z.object({ data: importSchema });

/** A dry run: what the import would do. */
export const previewReply = z.object({
  data: counts.extend({
    total: z.number(),
    errors: z.array(rowErrorSchema),
    /** The list values the import would add (hr ticked "create missing list values"). */
    willCreate: z.array(z.object({ kind: z.enum(orgKinds), name: z.string() })).default([]),
  }),
});
export type ImportPreview = z.infer<typeof previewReply>['data'];

export const importLinksReply = z.object({
  links: z.array(z.object({ name: z.string(), email: z.string(), link: z.string() })),
});
