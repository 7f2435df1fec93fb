/**
 * The permission matrix's rows: for every API call, what it is sent and what each scenario must get
 * (permission-matrix.test.ts says what the scenarios are and runs every row in each).
 */

import { accountRows } from '../areas/account/server/permission-matrix.js';
import { analyticsRows } from '../areas/analytics/server/permission-matrix.js';
import { approvalsRows } from '../areas/approvals/server/permission-matrix.js';
import { attendanceRows } from '../areas/attendance/server/permission-matrix.js';
import { auditRows } from '../areas/audit/server/permission-matrix.js';
import { backupsRows } from '../areas/backups/server/permission-matrix.js';
import { calendarRows } from '../areas/calendar/server/permission-matrix.js';
import { devicesRows } from '../areas/devices/server/permission-matrix.js';
import { documentsRows } from '../areas/documents/server/permission-matrix.js';
import { employeesRows } from '../areas/employees/server/permission-matrix.js';
import { holidaysRows } from '../areas/holidays/server/permission-matrix.js';
import { importRows } from '../areas/import/server/permission-matrix.js';
import { integrationsRows } from '../areas/integrations/server/permission-matrix.js';
import { leaveRows } from '../areas/leave/server/permission-matrix.js';
import { notificationsRows } from '../areas/notifications/server/permission-matrix.js';
import { organisationRows } from '../areas/organisation/server/permission-matrix.js';
import { overviewRows } from '../areas/overview/server/permission-matrix.js';
import { payrollRows } from '../areas/payroll/server/permission-matrix.js';
import { performanceRows } from '../areas/performance/server/permission-matrix.js';
import { projectsRows } from '../areas/projects/server/permission-matrix.js';
import { reportRows } from '../areas/reports/server/permission-matrix.js';
import { settingsRows } from '../areas/settings/server/permission-matrix.js';
import { shiftsRows } from '../areas/shifts/server/permission-matrix.js';
import { sitesRows } from '../areas/sites/server/permission-matrix.js';
import { teamRows } from '../areas/team/server/permission-matrix.js';
import { HR_ONLY, PUBLIC, type Row, SIGNED_IN } from './permission-matrix-types.js';

export const matrix: Record<string, Row> = {
  'GET /api/health': { expect: PUBLIC },
  ...accountRows,
  ...settingsRows,
  ...backupsRows,
  ...overviewRows,
  ...analyticsRows,
  ...auditRows,

  ...leaveRows,

  ...performanceRows,
  ...projectsRows,
  ...attendanceRows,
  ...sitesRows,
  ...shiftsRows,
  ...devicesRows,
  ...integrationsRows,
  ...calendarRows,
  ...organisationRows,
  ...holidaysRows,
  ...payrollRows,
  ...approvalsRows,
  ...notificationsRows,
  'POST /api/employee/getjobs': { expect: HR_ONLY },
  'POST /api/employee/retryjob': {
    body: async ({ deadJob }) => ({ _id: await deadJob() }),
    expect: HR_ONLY,
  },
  ...teamRows,
  ...employeesRows,
  ...reportRows,
  ...documentsRows,
  // No multipart body here, so a 415 for whoever is let in.
  ...importRows,
  // Always one's own: the server takes the owner from the session (no body here, so a 415 for whoever is let in).
  'POST /api/employee/uploadattachment': { expect: SIGNED_IN },
};
