/** A valid create payload for API tests, with unique e-mail and employee ID. */
import { unique } from '../../../server/test/harness.js';

export function createPayload(overrides: Record<string, unknown> = {}) {
  const u = unique();
  return {
    firstName: 'Maya',
    middleName: '',
    lastName: `Lama ${u}`,
    dateofBirth: '1994-05-17',
    gender: 'female',
    contactNumber: '9841234567',
    address: 'Jhamsikhel, Lalitpur',
    email: `maya-${u}@test.example`,
    password: 'Str0ng-pass!',
    role: 'employee',
    employmentDetails: {
      employeeId: `EMP-${u}`,
      designation: 'Data Analyst',
      department: 'Finance',
      dateOfJoining: '2025-02-03',
      employmentType: 'full-time',
      position: 'Officer',
      workLocation: 'hybrid',
    },
    payrollInfo: {
      salary: 95000,
      bankAccount: '00112233445566',
      taxId: 'PAN-301234567',
      ssn: 'SSF-1100223344',
      healthInsurance: 'Plan B',
    },
    emergencyContact: { name: 'Tashi Lama', relationship: 'Brother', contactNumber: '9801112233' },
    ...overrides,
  };
}
