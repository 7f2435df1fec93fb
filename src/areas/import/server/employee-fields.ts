/**
 * The employees importer's fields (rules §17): where each file column goes in the create form's payload, which take
 * a fixed choice or a value of the organisation's lists, and the stored employee as the update form would show it.
 */
import type { employees } from '../../../server/db/schema.js';
import { genders, roles, workLocations } from '../../../shared/enums.js';
import type { OrgKind } from '../../organisation/contract.js';
import { importFields } from '../schemas.js';

type Employee = typeof employees.$inferSelect;

/** Where each field goes in the create form's payload. */
export const paths: Record<string, string[]> = {
  employeeId: ['employmentDetails', 'employeeId'],
  designation: ['employmentDetails', 'designation'],
  department: ['employmentDetails', 'department'],
  dateOfJoining: ['employmentDetails', 'dateOfJoining'],
  employmentType: ['employmentDetails', 'employmentType'],
  position: ['employmentDetails', 'position'],
  branch: ['employmentDetails', 'branch'],
  festival: ['employmentDetails', 'festival'],
  workLocation: ['employmentDetails', 'workLocation'],
  salary: ['payrollInfo', 'salary'],
  bankAccount: ['payrollInfo', 'bankAccount'],
  bank: ['payrollInfo', 'bank'],
  bankBranch: ['payrollInfo', 'bankBranch'],
  taxId: ['payrollInfo', 'taxId'],
  ssn: ['payrollInfo', 'ssn'],
  pan: ['payrollInfo', 'pan'],
  ssfNumber: ['payrollInfo', 'ssfNumber'],
  citizenshipNumber: ['payrollInfo', 'citizenshipNumber'],
  citizenshipDistrict: ['payrollInfo', 'citizenshipDistrict'],
  nin: ['payrollInfo', 'nin'],
  healthInsurance: ['payrollInfo', 'healthInsurance'],
  emergencyName: ['emergencyContact', 'name'],
  emergencyRelationship: ['emergencyContact', 'relationship'],
  emergencyContactNumber: ['emergencyContact', 'contactNumber'],
};
export const pathOf = (field: string) => paths[field] ?? [field];
export const fieldOfPath = new Map(
  importFields.employees.map((f) => [pathOf(f.key).join('.'), f.key] as const),
);
export const labels = new Map(importFields.employees.map((f) => [f.key, f.header]));
export const choices: Record<string, readonly string[]> = {
  gender: genders,
  role: roles,
  workLocation: workLocations,
};
/** The fields read from the organisation's own lists (issue 40), and their list. */
export const listed: Record<string, OrgKind> = {
  department: 'department',
  designation: 'designation',
  position: 'position',
  branch: 'branch',
  employmentType: 'employment_type',
  festival: 'festival',
  bank: 'bank',
};
export const dates = new Set(['dateofBirth', 'dateOfJoining']);
export type Input = Record<string, Record<string, unknown> | unknown>;

export function put(input: Input, path: string[], value: unknown) {
  const [head, leaf] = path as [string, string?];
  if (leaf === undefined) input[head] = value;
  else input[head] = { ...(input[head] as Record<string, unknown>), [leaf]: value };
}

/** The stored employee as the update form would show it (personal numbers blank: kept). */
export function storedInput(e: Employee): Input {
  return {
    firstName: e.firstName,
    middleName: e.middleName ?? '',
    lastName: e.lastName,
    email: e.email,
    contactNumber: e.contactNumber,
    address: e.address,
    dateofBirth: e.dateOfBirth ?? '',
    gender: e.gender ?? '',
    employmentDetails: {
      employeeId: e.employeeCode,
      designation: e.designation,
      department: e.department,
      dateOfJoining: e.dateOfJoining,
      employmentType: e.employmentType ?? '',
      position: e.position ?? '',
      branch: e.branch ?? '',
      festival: e.festival ?? '',
      workLocation: e.workLocation ?? '',
    },
    payrollInfo: {
      salary: e.salary ?? 0,
      healthInsurance: e.healthInsurance ?? '',
      bank: e.bank ?? '',
      bankBranch: e.bankBranch ?? '',
    },
    emergencyContact: {
      name: e.emergencyName,
      relationship: e.emergencyRelationship,
      contactNumber: e.emergencyContactNumber,
    },
  };
}
