/**
 * The permission matrix's rows: for every API call, what it is sent and what each scenario must get
 * (permission-matrix.test.ts says what the scenarios are and runs every row in each).
 */

import { leaveRows } from '../areas/leave/server/permission-matrix.js';
import { createPayload } from './modules/employees/payload.fixture.js';
import { payrollRows } from './permission-matrix-payroll.js';
import {
  DECIDE,
  HR_ONLY,
  OWN_ONLY,
  OWN_OR_HR,
  OWN_TEAM_READ,
  ok,
  PUBLIC,
  type Row,
  SIGNED_IN,
  TEAM_OR_HR,
} from './permission-matrix-types.js';
import { cycleDates, TEST_PASSWORD, unique } from './test/harness.js';

export const matrix: Record<string, Row> = {
  'GET /api/health': { expect: PUBLIC },
  // A calendar app holds no session: the token in the address is the key.
  'GET /api/calendar/{token}': {
    path: async ({ throwaway, feedToken }) => `/api/calendar/${await feedToken(await throwaway())}.ics`,
    expect: PUBLIC,
  },
  'POST /api/employee/login': {
    body: ({ target }) => ({ email: target.email, password: TEST_PASSWORD }),
    expect: [ok, ok, ok, ok, ok, ok, 401],
  },
  'POST /api/employee/me': { expect: SIGNED_IN },
  'POST /api/employee/logout': { expect: SIGNED_IN, fresh: true },
  'POST /api/employee/forgotpassword': { body: ({ target }) => ({ email: target.email }), expect: PUBLIC },
  'POST /api/employee/resetpassword': {
    body: () => ({ token: 'not-a-real-reset-token', password: 'Whatever-123' }),
    expect: PUBLIC,
  },
  'POST /api/employee/changepassword': {
    body: () => ({ currentPassword: 'wrong', newPassword: 'Another-pass-1' }),
    expect: SIGNED_IN,
  },
  'POST /api/employee/updatepreferences': {
    body: () => ({ language: 'ne' }),
    expect: SIGNED_IN,
  },
  'POST /api/employee/sendpasswordreset': {
    body: ({ target }) => ({ employee_id: target.id }),
    expect: HR_ONLY,
  },
  'POST /api/employee/getsettings': { expect: HR_ONLY },
  'POST /api/employee/getbackups': { expect: HR_ONLY },
  'POST /api/employee/updatesettings': { body: () => ({}), expect: HR_ONLY },
  'POST /api/employee/getauditlog': { body: () => ({ pageSize: 1 }), expect: HR_ONLY },
  'POST /api/employee/getdashboardstats': { expect: HR_ONLY },
  'POST /api/employee/getanalytics': { expect: HR_ONLY },
  'POST /api/employee/exportauditlog': { body: ({ target }) => ({ actor_id: target.id }), expect: HR_ONLY },
  'POST /api/employee/revealpersonaldata': {
    body: ({ target }) => ({ employee_id: target.id }),
    expect: OWN_OR_HR,
  },

  ...leaveRows,

  'POST /api/employee/getreviewcycles': { expect: SIGNED_IN },
  'POST /api/employee/createreviewcycle': {
    body: () => ({ name: `Matrix ${unique()}`, ...cycleDates() }),
    expect: HR_ONLY,
  },
  'POST /api/employee/updatereviewcycle': {
    body: ({ cycleId }) => ({ cycle_id: cycleId, status: 'open' }),
    expect: HR_ONLY,
  },
  'POST /api/employee/getreviews': { body: ({ cycleId }) => ({ cycle_id: cycleId }), expect: TEAM_OR_HR },
  'POST /api/employee/savereview': {
    body: ({ target, cycleId }) => ({
      cycle_id: cycleId,
      employee_id: target.id,
      rating: 3,
      comments: 'Steady work',
    }),
    expect: DECIDE,
  },
  'POST /api/employee/getemployeereviews': {
    body: ({ target }) => ({ employee_id: target.id }),
    expect: OWN_TEAM_READ,
  },
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
  'POST /api/employee/getsites': { expect: HR_ONLY },
  'POST /api/employee/savesite': {
    body: () => ({ name: `Matrix ${unique()}`, networks: ['192.0.2.0/24'] }),
    expect: HR_ONLY,
  },
  'POST /api/employee/deletesite': { body: async ({ site }) => ({ _id: await site() }), expect: HR_ONLY },
  'POST /api/employee/assignsites': {
    body: ({ target }) => ({ employee_id: target.id, site_ids: [] }),
    expect: HR_ONLY,
  },
  ...payrollRows,
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
  'POST /api/employee/getemployee': {
    body: ({ target }) => ({ employee_id: target.id }),
    expect: OWN_TEAM_READ,
  },
  'POST /api/employee/getreportingline': {
    body: ({ target }) => ({ employee_id: target.id }),
    expect: OWN_TEAM_READ,
  },
  'POST /api/employee/createemployee': { body: () => createPayload(), expect: HR_ONLY },
  'POST /api/employee/updateemployee': {
    // The target's own e-mail and a blank password (keep it), so the cast can still sign in afterwards.
    body: ({ target }) => ({
      ...createPayload({ email: target.email, password: '' }),
      employee_id: target.id,
    }),
    expect: HR_ONLY,
  },
  'POST /api/employee/terminateemployee': {
    body: async ({ throwaway }) => ({ employee_id: (await throwaway()).id }),
    expect: HR_ONLY,
  },
  'POST /api/employee/getallemployee': { expect: HR_ONLY },
  'POST /api/employee/searchemployees': {
    body: () => ({ q: 'test', page: 1, pageSize: 5 }),
    expect: HR_ONLY,
  },
  'POST /api/employee/exportemployees': { body: () => ({ q: 'nobody-matches-this' }), expect: HR_ONLY },
  'POST /api/employee/getmanagers': { expect: HR_ONLY },
  'POST /api/employee/getemployeestats': { expect: HR_ONLY },
  'POST /api/employee/report': { body: ({ target }) => ({ employee_id: target.id }), expect: HR_ONLY },
  'POST /api/employee/uploaddocument': { expect: HR_ONLY },
  // No multipart body here, so a 415 for whoever is let in.
  'POST /api/employee/uploadimport': { expect: HR_ONLY },
  'POST /api/employee/previewimport': {
    body: async ({ newImport }) => ({
      import_id: await newImport(),
      mapping: { employeeId: 0, leaveType: 1, days: 2 },
    }),
    expect: HR_ONLY,
  },
  'POST /api/employee/startimport': {
    body: async ({ newImport }) => ({
      import_id: await newImport(),
      mapping: { employeeId: 0, leaveType: 1, days: 2 },
    }),
    expect: HR_ONLY,
  },
  'POST /api/employee/getimport': {
    body: async ({ finishedImport }) => ({ import_id: await finishedImport() }),
    expect: HR_ONLY,
  },
  'POST /api/employee/importerrors': {
    body: async ({ finishedImport }) => ({ import_id: await finishedImport() }),
    expect: HR_ONLY,
  },
  'POST /api/employee/importtemplate': { body: () => ({ kind: 'attendance' }), expect: HR_ONLY },
  'POST /api/employee/importlinks': {
    body: async ({ finishedImport }) => ({ import_id: await finishedImport() }),
    expect: HR_ONLY,
  },
  // Always one's own: the server takes the owner from the session (no body here, so a 415 for whoever is let in).
  'POST /api/employee/uploadattachment': { expect: SIGNED_IN },
  'POST /api/employee/getdocuments': {
    body: ({ target }) => ({ employee_id: target.id }),
    expect: OWN_OR_HR,
  },
  'GET /api/employee/downloaddocument': { query: ({ documentId }) => `id=${documentId}`, expect: OWN_OR_HR },
};
