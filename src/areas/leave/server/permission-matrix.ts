/** The permission matrix's rows of the leave area (permission-matrix.test.ts runs them with every other row). */
import {
  DECIDE,
  future,
  HR_ONLY,
  OWN_ONLY,
  OWN_TEAM_READ,
  type Row,
  TEAM_OR_HR,
} from '../../../server/permission-matrix-types.js';

export const leaveRows: Record<string, Row> = {
  'POST /api/employee/applyleave': {
    body: ({ target }) => ({
      employee_id: target.id,
      leavetype: 'Matrix',
      leave_type: 'Unpaid',
      ...future(),
    }),
    expect: OWN_ONLY,
  },
  'POST /api/employee/getmyleave': {
    body: ({ target }) => ({ employee_id: target.id }),
    expect: OWN_TEAM_READ,
  },
  'POST /api/employee/getleavebalance': {
    body: ({ target }) => ({ employee_id: target.id }),
    expect: OWN_TEAM_READ,
  },
  'GET /api/employee/getallleave': { query: () => 'status=pending&pageSize=1', expect: TEAM_OR_HR },
  'POST /api/employee/approveleave': {
    body: async ({ target, pendingLeave }) => ({ _id: await pendingLeave(target), status: 'rejected' }),
    expect: DECIDE,
  },
  'POST /api/employee/cancelleave': {
    body: async ({ target, pendingLeave }) => ({ _id: await pendingLeave(target) }),
    expect: OWN_ONLY,
  },
  'POST /api/employee/getleaveledger': {
    body: ({ target }) => ({ employee_id: target.id }),
    expect: OWN_TEAM_READ,
  },
  'POST /api/employee/adjustleavebalance': {
    body: ({ target }) => ({ employee_id: target.id, leave_type: 'Annual', days: 0.5, reason: 'Matrix' }),
    expect: HR_ONLY,
  },
  'POST /api/employee/runleaveaccrual': {
    // Today in UTC is never after today in the organisation's zone (Kathmandu is ahead of it).
    body: () => ({ from: new Date().toISOString().slice(0, 10) }),
    expect: HR_ONLY,
  },
};
