/**
 * The fields of each kind of import (rules §17): the header a template writes, an example value, whether it is
 * required and the other headers that mean it; the mapping a file's headers suggest.
 */
import type { ImportKind } from './schemas.js';

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
    {
      key: 'festival',
      header: 'Festival',
      example: 'Dashain',
      also: ['festival allowance', 'चाडपर्व', 'चाड'],
    },
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
    // The account's bank (one of hr's banks, issue 41; a new one only if hr ticks "create") and its branch.
    { key: 'bank', header: 'Bank', example: 'Nabil Bank', also: ['bank name', 'बैंक'] },
    {
      key: 'bankBranch',
      header: 'Bank branch',
      example: 'New Road',
      also: ['bank branch name', 'account branch', 'बैंक शाखा'],
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
