/** Replies several component tests answer with, whole as the server sends them (the fake server checks). */

import type { OrgChoices } from '../../areas/organisation/contract';
import type { Settings } from '../../areas/settings/contract';
import type { MeReply } from '../../shared/auth';
import type { Role } from '../../shared/enums';

/** `me` for someone of `role` at Acme (Nepal, Gregorian, English) who may do `permissions`. */
export const meOf = (role: Role, permissions: MeReply['permissions'] = []): MeReply => ({
  user: {
    _id: 'u1',
    firstName: 'Test',
    middleName: '',
    lastName: 'Person',
    address: 'Kathmandu',
    contactNumber: '9800000000',
    dateofBirth: '1990-01-01',
    gender: 'Female',
    email: 'test.person@example.com',
    role,
    status: 'Active',
    managerId: null,
    emergencyContact: { name: '', relationship: '', contactNumber: '' },
    payrollInfo: {
      salary: null,
      bankAccount: '',
      taxId: '',
      ssn: '',
      pan: '',
      ssfNumber: '',
      citizenshipNumber: '',
      nin: '',
      healthInsurance: '',
    },
    employmentDetails: {
      employeeId: 'EMP-001',
      designation: 'Officer',
      department: 'Operations',
      dateOfJoining: '2020-01-01',
      employmentType: 'Full-time',
      position: 'Mid-level',
      workLocation: 'Office',
    },
  },
  organisation: {
    companyName: 'Acme',
    country: 'NP',
    requiredIdentity: [],
    currency: 'NPR',
    timeZone: 'Asia/Kathmandu',
    language: 'en',
    calendar: 'gregorian',
    periodCalendar: 'gregorian',
    workingDays: [0, 1, 2, 3, 4, 5],
    holidays: [],
    workStart: '09:00',
    workDayMinutes: 480,
    calendarDayTypes: [],
    leaveTypeLabels: {},
  },
  preferences: { language: null, calendar: null, digits: null, shareContact: false },
  permissions,
});

/** The organisation's settings as hr reads them: Acme's, with `changes`. */
export const settingsOf = (changes: Partial<Settings> = {}): Settings => ({
  companyName: 'Acme',
  country: 'NP',
  requiredIdentity: [],
  timeZone: 'Asia/Kathmandu',
  workStart: '09:00',
  lateGraceMinutes: 10,
  clockGapMinutes: 15,
  workingDays: [1, 2, 3, 4, 5],
  holidays: [],
  currency: 'NPR',
  leaveTypes: [{ name: 'Annual', allowance: 18 }],
  attendanceStartDate: '2026-01-01',
  language: 'en',
  calendar: 'gregorian',
  periodCalendar: 'gregorian',
  requestReminderDays: 3,
  monthReminderDays: 3,
  coverMinimums: [],
  workDayMinutes: 480,
  leaveYearStartMonth: 1,
  leaveLedgerStart: '2026-01-01',
  leaveAccrualThrough: null,
  locationRule: 'off',
  networkRule: 'off',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...changes,
});

/** The organisation's lists as everyone reads them: empty, with `lists` (and their `labels`, issue 44). */
export const orgChoicesOf = ({
  labels,
  ...lists
}: Partial<Omit<OrgChoices, 'labels'>> & { labels?: Partial<OrgChoices['labels']> } = {}): OrgChoices => ({
  department: [],
  designation: [],
  position: [],
  branch: [],
  employment_type: [],
  festival: [],
  bank: [],
  ...lists,
  labels: {
    department: {},
    designation: {},
    position: {},
    branch: {},
    employment_type: {},
    festival: {},
    bank: {},
    ...labels,
  },
});
