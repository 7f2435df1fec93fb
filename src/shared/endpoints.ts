/**
 * The API as data: every `/api/employee/…` call with its method, what it takes and what it answers. The server's
 * routes take their schemas from here (`io` in http/endpoint.ts) and the client's `api()` its types, so a call
 * and its reply cannot drift apart. Calls that answer a file (CSV, a document) have no `reply`.
 */
import type { z } from 'zod';
import { accountCalls } from '../areas/account/contract.js';
import { analyticsCalls } from '../areas/analytics/contract.js';
import { attendanceCalls, dayReply } from '../areas/attendance/contract.js';
import { auditCalls } from '../areas/audit/contract.js';
import { backupsCalls } from '../areas/backups/contract.js';
import { documentsCalls } from '../areas/documents/contract.js';
import { employeesCalls } from '../areas/employees/contract.js';
import { importCalls } from '../areas/import/contract.js';
import { leaveCalls } from '../areas/leave/contract.js';
import { overviewCalls } from '../areas/overview/contract.js';
import { payrollCalls } from '../areas/payroll/contract.js';
import { performanceCalls } from '../areas/performance/contract.js';
import { reportCalls } from '../areas/reports/contract.js';
import { settingsCalls } from '../areas/settings/contract.js';
import { sitesCalls } from '../areas/sites/contract.js';
import {
  approvalReply,
  approvalsQuery,
  approvalsReply,
  correctionRequestBody,
  decideBody,
  delegationBody,
  delegationsReply,
  idBody,
  myRequestsBody,
  myRequestsReply,
  profileChangeBody,
  ruleBody,
  rulesReply,
  standInsBody,
  standInsReply,
} from './approvals.js';
import { calendarFeedReply } from './calendar-feed.js';
import { jobsReply, retryJobBody, retryReply } from './jobs.js';
import {
  markReadBody,
  notificationPreferences,
  notificationsQuery,
  notificationsReply,
  streamQuery,
  unreadReply,
  updateNotificationPreferencesBody,
} from './notifications.js';
import { directoryQuery, directoryReply, orgChartQuery, orgChartReply } from './team.js';
import { calendarQuery, calendarReply } from './team-calendar.js';

interface Endpoint {
  method: 'GET' | 'POST';
  /** The JSON body of a POST, or the query string of a GET. */
  input?: z.ZodType;
  reply?: z.ZodType;
  /** The status of a success, when it is not 200. */
  status?: 201;
}

export const endpoints = {
  ...accountCalls,

  ...attendanceCalls,
  ...sitesCalls,

  ...leaveCalls,

  '/employee/getapprovals': { method: 'POST', input: approvalsQuery, reply: approvalsReply },
  '/employee/getmyrequests': { method: 'POST', input: myRequestsBody, reply: myRequestsReply },
  '/employee/decide': { method: 'POST', input: decideBody, reply: approvalReply },
  '/employee/cancelrequest': { method: 'POST', input: idBody, reply: approvalReply },
  '/employee/requestcorrection': {
    method: 'POST',
    input: correctionRequestBody,
    reply: approvalReply,
    status: 201,
  },
  '/employee/requestprofilechange': {
    method: 'POST',
    input: profileChangeBody,
    reply: approvalReply,
    status: 201,
  },
  '/employee/getapprovalrules': { method: 'POST', reply: rulesReply },
  '/employee/saveapprovalrule': { method: 'POST', input: ruleBody, reply: rulesReply },
  '/employee/deleteapprovalrule': { method: 'POST', input: idBody, reply: rulesReply },
  '/employee/getdelegations': { method: 'POST', reply: delegationsReply },
  '/employee/savedelegation': { method: 'POST', input: delegationBody, reply: delegationsReply },
  '/employee/removedelegation': { method: 'POST', input: idBody, reply: delegationsReply },
  '/employee/getstandins': { method: 'POST', input: standInsBody, reply: standInsReply },

  '/employee/getnotifications': { method: 'POST', input: notificationsQuery, reply: notificationsReply },
  '/employee/marknotificationsread': { method: 'POST', input: markReadBody, reply: unreadReply },
  '/employee/notificationstream': { method: 'GET', input: streamQuery },
  '/employee/getnotificationpreferences': { method: 'POST', reply: notificationPreferences },
  '/employee/updatenotificationpreferences': {
    method: 'POST',
    input: updateNotificationPreferencesBody,
    reply: notificationPreferences,
  },
  '/employee/getjobs': { method: 'POST', reply: jobsReply },
  '/employee/retryjob': { method: 'POST', input: retryJobBody, reply: retryReply },

  '/employee/getdirectory': { method: 'POST', input: directoryQuery, reply: directoryReply },
  '/employee/getorgchart': { method: 'POST', input: orgChartQuery.nullish(), reply: orgChartReply },
  '/employee/getteamtoday': { method: 'POST', reply: dayReply },
  '/employee/getcalendar': { method: 'POST', input: calendarQuery, reply: calendarReply },
  '/employee/getcalendarfeed': { method: 'POST', reply: calendarFeedReply },
  '/employee/createcalendarfeed': { method: 'POST', reply: calendarFeedReply },
  '/employee/revokecalendarfeed': { method: 'POST', reply: calendarFeedReply },

  ...employeesCalls,
  ...importCalls,
  ...reportCalls,

  ...documentsCalls,

  ...performanceCalls,

  ...payrollCalls,

  ...settingsCalls,
  ...backupsCalls,
  ...overviewCalls,
  ...analyticsCalls,
  ...auditCalls,
} as const satisfies Record<string, Endpoint>;

export type ApiPath = keyof typeof endpoints;
type Spec<P extends ApiPath> = (typeof endpoints)[P];
/** What a call takes (as the caller writes it, before defaults). */
export type InputOf<P extends ApiPath> =
  Spec<P> extends { input: z.ZodType } ? z.input<Spec<P>['input']> : undefined;
/** What a call answers. */
export type ReplyOf<P extends ApiPath> =
  Spec<P> extends { reply: z.ZodType } ? z.output<Spec<P>['reply']> : never;
