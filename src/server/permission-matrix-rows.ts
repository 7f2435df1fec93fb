/**
 * The permission matrix's rows: for every API call, what it is sent and what each scenario must get
 * (permission-matrix.test.ts says what the scenarios are and runs every row in each).
 */

import { accountRows } from '../areas/account/server/permission-matrix.js';
import { analyticsRows } from '../areas/analytics/server/permission-matrix.js';
import { attendanceRows } from '../areas/attendance/server/permission-matrix.js';
import { auditRows } from '../areas/audit/server/permission-matrix.js';
import { backupsRows } from '../areas/backups/server/permission-matrix.js';
import { documentsRows } from '../areas/documents/server/permission-matrix.js';
import { employeesRows } from '../areas/employees/server/permission-matrix.js';
import { importRows } from '../areas/import/server/permission-matrix.js';
import { leaveRows } from '../areas/leave/server/permission-matrix.js';
import { overviewRows } from '../areas/overview/server/permission-matrix.js';
import { payrollRows } from '../areas/payroll/server/permission-matrix.js';
import { performanceRows } from '../areas/performance/server/permission-matrix.js';
import { reportRows } from '../areas/reports/server/permission-matrix.js';
import { settingsRows } from '../areas/settings/server/permission-matrix.js';
import { sitesRows } from '../areas/sites/server/permission-matrix.js';
import {
  DECIDE,
  HR_ONLY,
  OWN_ONLY,
  OWN_OR_HR,
  OWN_TEAM_READ,
  PUBLIC,
  type Row,
  SIGNED_IN,
  TEAM_OR_HR,
} from './permission-matrix-types.js';

export const matrix: Record<string, Row> = {
  'GET /api/health': { expect: PUBLIC },
  // A calendar app holds no session: the token in the address is the key.
  'GET /api/calendar/{token}': {
    path: async ({ throwaway, feedToken }) => `/api/calendar/${await feedToken(await throwaway())}.ics`,
    expect: PUBLIC,
  },
  ...accountRows,
  ...settingsRows,
  ...backupsRows,
  ...overviewRows,
  ...analyticsRows,
  ...auditRows,

  ...leaveRows,

  ...performanceRows,
  ...attendanceRows,
  ...sitesRows,
  ...payrollRows,
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
  'POST /api/employee/getnotifications': { expect: SIGNED_IN },
  'POST /api/employee/marknotificationsread': { body: () => ({ all: true }), expect: SIGNED_IN },
  // seconds=0: the first count, then the stream ends (an open one would never finish here).
  'GET /api/employee/notificationstream': { query: () => 'seconds=0', expect: SIGNED_IN },
  'POST /api/employee/getnotificationpreferences': { expect: SIGNED_IN },
  'POST /api/employee/updatenotificationpreferences': { body: () => ({ digest: false }), expect: SIGNED_IN },
  'POST /api/employee/getjobs': { expect: HR_ONLY },
  'POST /api/employee/retryjob': {
    body: async ({ deadJob }) => ({ _id: await deadJob() }),
    expect: HR_ONLY,
  },
  'POST /api/employee/getdirectory': { body: () => ({ q: 'a' }), expect: SIGNED_IN },
  'POST /api/employee/getorgchart': { body: ({ target }) => ({ employee_id: target.id }), expect: SIGNED_IN },
  'POST /api/employee/getteamtoday': { expect: TEAM_OR_HR },
  'POST /api/employee/getcalendarfeed': { expect: SIGNED_IN },
  'POST /api/employee/createcalendarfeed': { expect: SIGNED_IN },
  'POST /api/employee/revokecalendarfeed': { expect: SIGNED_IN },
  'POST /api/employee/getcalendar': {
    body: () => ({ from: '2040-01-01', to: '2040-01-31', scope: 'department' }),
    expect: SIGNED_IN,
  },
  // Everyone's calendar takes reading everyone's leave.
  'POST /api/employee/getcalendar (everyone)': {
    body: () => ({ from: '2040-01-01', to: '2040-01-31', scope: 'everyone' }),
    expect: HR_ONLY,
  },
  ...employeesRows,
  ...reportRows,
  ...documentsRows,
  // No multipart body here, so a 415 for whoever is let in.
  ...importRows,
  // Always one's own: the server takes the owner from the session (no body here, so a 415 for whoever is let in).
  'POST /api/employee/uploadattachment': { expect: SIGNED_IN },
};
