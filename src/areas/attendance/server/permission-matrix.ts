/** The permission matrix's rows of the attendance area (permission-matrix.test.ts runs them with every other row). */
import { HR_ONLY, OWN_ONLY, OWN_TEAM_READ, type Row } from '../../../server/permission-matrix-types.js';

export const attendanceRows: Record<string, Row> = {
  'POST /api/employee/check_in': { body: ({ target }) => ({ employee_id: target.id }), expect: OWN_ONLY },
  'POST /api/employee/check_out': { body: ({ target }) => ({ employee_id: target.id }), expect: OWN_ONLY },
  'POST /api/employee/gettodayattendance': {
    body: ({ target }) => ({ employee_id: target.id }),
    expect: OWN_TEAM_READ,
  },
  'POST /api/employee/getAttendanceSummary': {
    body: ({ target }) => ({ employee_id: target.id }),
    expect: OWN_TEAM_READ,
  },
  'POST /api/employee/getmyattendance': {
    body: ({ target }) => ({ employee_id: target.id }),
    expect: OWN_TEAM_READ,
  },
  'POST /api/employee/getAttendanceHistory': {
    body: ({ target }) => ({ employee_id: target.id }),
    expect: OWN_TEAM_READ,
  },
  'POST /api/employee/submitattendance': {
    body: ({ target }) => ({ employee_id: target.id, month: '2025-01' }),
    expect: OWN_ONLY,
  },
  'POST /api/employee/getattendance': { body: () => ({ department: 'nobody-works-here' }), expect: HR_ONLY },
  'POST /api/employee/getflaggedpunches': { expect: HR_ONLY },
  'POST /api/employee/reviewpunch': {
    body: async ({ target, flaggedPunch }) => ({ punch_id: await flaggedPunch(target) }),
    expect: HR_ONLY,
  },
  'POST /api/employee/exportattendance': {
    body: () => ({ department: 'nobody-works-here' }),
    expect: HR_ONLY,
  },
  'POST /api/employee/updateattendance': {
    body: ({ target }) => ({
      employee_id: target.id,
      date: '2025-01-06',
      status: 'Absent',
      reason: 'Matrix',
    }),
    expect: HR_ONLY,
  },
};
