/**
 * The employee form's values (every control holds text), the schemas that check them (the API's own), and how
 * fields map onto the five tabs, so a failed submit can open the first tab with a problem.
 */
import type { Path } from 'react-hook-form';
import type { User } from '../../../shared/auth';
import type { Role } from '../../../shared/enums';
import { createEmployeeBody, updateEmployeeBody } from '../contract';

export interface EmployeeFormValues {
  firstName: string;
  middleName: string;
  lastName: string;
  dateofBirth: string;
  gender: string;
  contactNumber: string;
  address: string;
  email: string;
  password: string;
  role: Role;
  managerId: string;
  employmentDetails: {
    employeeId: string;
    designation: string;
    department: string;
    dateOfJoining: string;
    employmentType: string;
    position: string;
    branch: string;
    festival: string;
    workLocation: string;
  };
  payrollInfo: {
    salary: string;
    bankAccount: string;
    bank: string;
    bankBranch: string;
    taxId: string;
    ssn: string;
    pan: string;
    ssfNumber: string;
    citizenshipNumber: string;
    citizenshipDistrict: string;
    nin: string;
    healthInsurance: string;
  };
  emergencyContact: { name: string; relationship: string; contactNumber: string };
}
export type FieldName = Path<EmployeeFormValues>;

export const formSchemas = {
  create: createEmployeeBody,
  edit: updateEmployeeBody.omit({ employee_id: true }),
};

export const steps = [
  { value: 'personal', label: 'Personal' },
  { value: 'employment', label: 'Employment' },
  { value: 'payroll', label: 'Payroll' },
  { value: 'documents', label: 'Documents' },
  { value: 'emergency', label: 'Emergency' },
] as const;
export type Step = (typeof steps)[number]['value'];

/** The fields of each tab, in the order they appear (the first with an error gets the focus). */
export const stepFields: Record<Step, FieldName[]> = {
  personal: [
    'firstName',
    'middleName',
    'lastName',
    'dateofBirth',
    'gender',
    'contactNumber',
    'email',
    'password',
    'address',
  ],
  employment: [
    'employmentDetails.employeeId',
    'employmentDetails.designation',
    'employmentDetails.department',
    'employmentDetails.position',
    'employmentDetails.employmentType',
    'employmentDetails.branch',
    'employmentDetails.festival',
    'employmentDetails.workLocation',
    'employmentDetails.dateOfJoining',
    'managerId',
    'role',
  ],
  payroll: [
    'payrollInfo.salary',
    'payrollInfo.bankAccount',
    'payrollInfo.bank',
    'payrollInfo.bankBranch',
    'payrollInfo.pan',
    'payrollInfo.ssfNumber',
    'payrollInfo.citizenshipNumber',
    'payrollInfo.citizenshipDistrict',
    'payrollInfo.nin',
    'payrollInfo.taxId',
    'payrollInfo.ssn',
    'payrollInfo.healthInsurance',
  ],
  documents: [],
  emergency: ['emergencyContact.name', 'emergencyContact.relationship', 'emergencyContact.contactNumber'],
};

export const stepOf = (field: string): Step | undefined =>
  steps.find((s) => stepFields[s.value].includes(field as FieldName))?.value;

/** The personal numbers, blank: a new employee's, and an edited one's ("keep what is stored"). */
const noIdentity = {
  bankAccount: '',
  taxId: '',
  ssn: '',
  pan: '',
  ssfNumber: '',
  citizenshipNumber: '',
  citizenshipDistrict: '',
  nin: '',
};

export function emptyValues(today: string): EmployeeFormValues {
  return {
    firstName: '',
    middleName: '',
    lastName: '',
    dateofBirth: '',
    gender: '',
    contactNumber: '',
    address: '',
    email: '',
    password: '',
    role: 'employee',
    managerId: '',
    employmentDetails: {
      employeeId: '',
      designation: '',
      department: '',
      dateOfJoining: today,
      employmentType: '',
      position: '',
      branch: '',
      festival: '',
      workLocation: '',
    },
    payrollInfo: { salary: '', ...noIdentity, bank: '', bankBranch: '', healthInsurance: '' },
    emergencyContact: { name: '', relationship: '', contactNumber: '' },
  };
}

/** An employee as the edit form shows them: personal numbers and password blank ("keep"), never in clear. */
export function valuesOf(user: User): EmployeeFormValues {
  const e = user.employmentDetails;
  return {
    firstName: user.firstName,
    middleName: user.middleName,
    lastName: user.lastName,
    dateofBirth: user.dateofBirth,
    gender: user.gender,
    contactNumber: user.contactNumber,
    address: user.address,
    email: user.email,
    password: '',
    role: user.role,
    managerId: user.managerId ?? '',
    employmentDetails: {
      employeeId: e.employeeId,
      designation: e.designation,
      department: e.department,
      dateOfJoining: e.dateOfJoining,
      employmentType: e.employmentType,
      position: e.position,
      branch: e.branch ?? '',
      festival: e.festival ?? '',
      workLocation: e.workLocation,
    },
    payrollInfo: {
      salary: user.payrollInfo.salary === null ? '' : String(user.payrollInfo.salary),
      ...noIdentity,
      bank: user.payrollInfo.bank ?? '',
      bankBranch: user.payrollInfo.bankBranch ?? '',
      healthInsurance: user.payrollInfo.healthInsurance,
    },
    emergencyContact: { ...user.emergencyContact },
  };
}
