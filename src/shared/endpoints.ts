/**
 * The API as data: every `/api/employee/…` call with its method, what it takes and what it answers, one line per
 * area (its contract). The server serves each area's contract (`registerArea`) and the client's `api()` takes its
 * types from here, so a call and its reply cannot drift apart. Calls that answer a file (CSV, a document) have no `reply`.
 */
import type { z } from 'zod';
import { accountCalls } from '../areas/account/contract.js';
import { analyticsCalls } from '../areas/analytics/contract.js';
import { approvalsCalls } from '../areas/approvals/contract.js';
import { attendanceCalls } from '../areas/attendance/contract.js';
import { auditCalls } from '../areas/audit/contract.js';
import { backupsCalls } from '../areas/backups/contract.js';
import { calendarCalls } from '../areas/calendar/contract.js';
import { devicesCalls } from '../areas/devices/contract.js';
import { documentsCalls } from '../areas/documents/contract.js';
import { employeesCalls } from '../areas/employees/contract.js';
import { holidaysCalls } from '../areas/holidays/contract.js';
import { importCalls } from '../areas/import/contract.js';
import { integrationsCalls } from '../areas/integrations/contract.js';
import { leaveCalls } from '../areas/leave/contract.js';
import { notificationsCalls } from '../areas/notifications/contract.js';
import { organisationCalls } from '../areas/organisation/contract.js';
import { overviewCalls } from '../areas/overview/contract.js';
import { payrollCalls } from '../areas/payroll/contract.js';
import { performanceCalls } from '../areas/performance/contract.js';
import { projectCalls } from '../areas/projects/contract.js';
import { reportCalls } from '../areas/reports/contract.js';
import { settingsCalls } from '../areas/settings/contract.js';
import { shiftsCalls } from '../areas/shifts/contract.js';
import { sitesCalls } from '../areas/sites/contract.js';
import { teamCalls } from '../areas/team/contract.js';
import { jobsCalls } from './jobs.js';

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
  ...shiftsCalls,
  ...devicesCalls,
  ...calendarCalls,
  ...organisationCalls,
  ...holidaysCalls,

  ...leaveCalls,

  ...approvalsCalls,

  ...notificationsCalls,

  ...jobsCalls,

  ...teamCalls,

  ...employeesCalls,
  ...importCalls,
  ...integrationsCalls,
  ...reportCalls,

  ...documentsCalls,

  ...performanceCalls,

  ...projectCalls,

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
