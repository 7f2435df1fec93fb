/** The permission matrix's rows of the approvals area (permission-matrix.test.ts runs them with every other row). */
import {
  DECIDE,
  HR_ONLY,
  OWN_ONLY,
  OWN_OR_HR,
  OWN_TEAM_READ,
  type Row,
  SIGNED_IN,
} from '../../../server/permission-matrix-types.js';

export const approvalsRows: Record<string, Row> = {
  'POST /api/employee/getapprovals': { expect: SIGNED_IN },
  'POST /api/employee/getmyrequests': {
    body: ({ target }) => ({ employee_id: target.id }),
    expect: OWN_TEAM_READ,
  },
  'POST /api/employee/decide': {
    body: async ({ target, pendingCorrection }) => ({
      _id: await pendingCorrection(target),
      status: 'rejected',
    }),
    expect: DECIDE,
  },
  // Deciding a step that names hr takes `decide:hr-step`; one that waits for someone else `override:request`.
  'POST /api/employee/decide (a step that names hr)': {
    body: async ({ target, pendingStep }) => ({
      _id: await pendingStep(target, { approverIds: [], hr: true }),
      status: 'rejected',
    }),
    expect: HR_ONLY,
  },
  'POST /api/employee/decide (overriding someone else’s step)': {
    body: async ({ target, throwaway, pendingStep }) => ({
      _id: await pendingStep(target, { approverIds: [(await throwaway()).id], hr: false }),
      status: 'rejected',
      note: 'Matrix',
    }),
    expect: HR_ONLY,
  },
  'POST /api/employee/decidemany': {
    body: async ({ target, pendingCorrection }) => ({
      ids: [await pendingCorrection(target)],
      status: 'rejected',
    }),
    expect: DECIDE,
  },
  'POST /api/employee/cancelrequest': {
    body: async ({ target, pendingCorrection }) => ({ _id: await pendingCorrection(target) }),
    expect: OWN_ONLY,
  },
  'POST /api/employee/requestcorrection': {
    body: () => ({ date: '2020-01-01', check_in_time: '09:00', reason: 'Forgot' }),
    expect: SIGNED_IN,
  },
  'POST /api/employee/requestprofilechange': { body: () => ({ address: 'Lalitpur' }), expect: SIGNED_IN },
  'POST /api/employee/getapprovalrules': { expect: HR_ONLY },
  'POST /api/employee/saveapprovalrule': {
    // A department nobody is in: other test files may share the database, and no request of theirs may match.
    body: () => ({
      name: 'Matrix',
      kind: 'attendance',
      department: 'Matrix',
      steps: [{ approvers: ['hr'], mode: 'any' }],
    }),
    expect: HR_ONLY,
  },
  'POST /api/employee/deleteapprovalrule': {
    body: async ({ rule }) => ({ _id: await rule() }),
    expect: HR_ONLY,
  },
  'POST /api/employee/getdelegations': { expect: SIGNED_IN },
  'POST /api/employee/savedelegation': {
    body: ({ target }) => ({
      delegate_id: target.managerId,
      start_date: '2040-01-01',
      end_date: '2040-01-02',
    }),
    expect: SIGNED_IN,
  },
  'POST /api/employee/removedelegation': {
    body: async ({ target, delegation }) => ({ _id: await delegation(target) }),
    expect: OWN_OR_HR,
  },
  'POST /api/employee/getstandins': { expect: HR_ONLY },
};
