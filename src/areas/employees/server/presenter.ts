/**
 * Decides which employee fields leave the server: never the password hash, and personal numbers only masked
 * (`revealpersonaldata` gives them in clear, audit-logged).
 */

import { maskPii, type PiiCipher } from '../../../server/crypto/pii.js';
import { employees } from '../../../server/db/schema.js';
import type { User } from '../../../shared/auth.js';
import type { ListedEmployee } from '../list-schemas.js';

export type EmployeeRow = typeof employees.$inferSelect;

/**
 * `withPrivate`: the account's bank and branch are shown (to hr and the person; a manager reads a report's profile
 * without them, issue 41).
 */
export function presentUser(
  row: EmployeeRow,
  pii: PiiCipher,
  onLeaveToday = false,
  withPrivate = true,
): User {
  const masked = (sealed: string | null) => maskPii(pii.open(sealed));
  const s = (v: string | null | undefined) => v ?? '';
  return {
    _id: row.id,
    firstName: row.firstName,
    middleName: s(row.middleName),
    lastName: row.lastName,
    address: s(row.address),
    contactNumber: s(row.contactNumber),
    dateofBirth: s(row.dateOfBirth),
    gender: s(row.gender),
    email: row.email,
    role: row.role,
    status: row.status === 'terminated' ? 'Terminated' : onLeaveToday ? 'On Leave' : 'Active',
    managerId: row.managerId,
    emergencyContact: {
      name: s(row.emergencyName),
      relationship: s(row.emergencyRelationship),
      contactNumber: s(row.emergencyContactNumber),
    },
    payrollInfo: {
      salary: row.salary,
      bankAccount: masked(row.bankAccount),
      taxId: masked(row.taxId),
      ssn: masked(row.ssn),
      pan: masked(row.pan),
      ssfNumber: masked(row.ssfNumber),
      citizenshipNumber: masked(row.citizenshipNumber),
      nin: masked(row.nin),
      healthInsurance: s(row.healthInsurance),
      bank: withPrivate ? s(row.bank) : '',
      bankBranch: withPrivate ? s(row.bankBranch) : '',
    },
    employmentDetails: {
      employeeId: row.employeeCode,
      designation: s(row.designation),
      department: s(row.department),
      dateOfJoining: row.dateOfJoining,
      employmentType: s(row.employmentType),
      position: s(row.position),
      branch: s(row.branch),
      festival: s(row.festival),
      workLocation: s(row.workLocation),
    },
  };
}

/** The columns a listed employee shows: lists read these, not the whole row (its sealed fields, its search text). */
export const listedColumns = {
  id: employees.id,
  firstName: employees.firstName,
  lastName: employees.lastName,
  email: employees.email,
  contactNumber: employees.contactNumber,
  status: employees.status,
  role: employees.role,
  designation: employees.designation,
  employeeCode: employees.employeeCode,
  department: employees.department,
  dateOfJoining: employees.dateOfJoining,
  salary: employees.salary,
};
type ListedRow = Pick<EmployeeRow, keyof typeof listedColumns>;

/** Spec §3's Listed employee: what the employee list, the dashboard and the CSV need, and nothing more. */
export function presentListed(row: ListedRow, onLeaveToday: boolean): ListedEmployee {
  return {
    _id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    contactNumber: row.contactNumber ?? '',
    status: row.status === 'terminated' ? 'Terminated' : onLeaveToday ? 'On Leave' : 'Active',
    role: row.role,
    employmentDetails: {
      designation: row.designation ?? '',
      employeeId: row.employeeCode,
      department: row.department ?? '',
      dateOfJoining: row.dateOfJoining,
    },
    payrollInfo: { salary: row.salary },
  };
}
