/**
 * The Nepali catalogue (rules §9): every key of the English one, in the same files (./ne/), in plain, polite
 * Nepali as an office uses it. Each part is typed as its English counterpart, so a missing or extra key fails the
 * type check. Brand names (HRIS), file types (PDF, PNG) and codes (NPR, HH:MM, yyyy-mm-dd) stay as they are.
 */

import { neAccount } from '../../areas/account/messages/ne.js';
import { neAnalytics } from '../../areas/analytics/messages/ne.js';
import { neApprovals } from '../../areas/approvals/messages/ne.js';
import { neAttendance } from '../../areas/attendance/messages/ne.js';
import { neAudit } from '../../areas/audit/messages/ne.js';
import { neBackups } from '../../areas/backups/messages/ne.js';
import { neCalendar } from '../../areas/calendar/messages/ne.js';
import { neDevices } from '../../areas/devices/messages/ne.js';
import { neEmployees } from '../../areas/employees/messages/ne.js';
import { neHolidays } from '../../areas/holidays/messages/ne.js';
import { neImports } from '../../areas/import/messages/ne.js';
import { neIntegrations } from '../../areas/integrations/messages/ne.js';
import { neLeave } from '../../areas/leave/messages/ne.js';
import { neNotifications } from '../../areas/notifications/messages/ne.js';
import { neOrganisation } from '../../areas/organisation/messages/ne.js';
import { neOverview } from '../../areas/overview/messages/ne.js';
import { nePayroll } from '../../areas/payroll/messages/ne.js';
import { nePerformance } from '../../areas/performance/messages/ne.js';
import { neProjects } from '../../areas/projects/messages/ne.js';
import { neReports } from '../../areas/reports/messages/ne.js';
import { neSettings } from '../../areas/settings/messages/ne.js';
import { neShifts } from '../../areas/shifts/messages/ne.js';
import { neSites } from '../../areas/sites/messages/ne.js';
import { neTeam } from '../../areas/team/messages/ne.js';
import type { Catalogue } from './index.js';
import { neAdmin } from './ne/admin.js';
import { neErrors, neErrorWords } from './ne/errors.js';
import { nePhone } from './ne/phone.js';
import { neSelfService } from './ne/self-service.js';
import { neShell } from './ne/shell.js';

export const ne: Catalogue = {
  ...neShell,
  ...neSelfService,
  ...neAccount,
  ...neEmployees,
  ...neAttendance,
  ...neTeam,
  ...neLeave,
  ...neAdmin,
  ...neApprovals,
  ...neNotifications,
  ...nePhone,
  ...neSites,
  ...neShifts,
  ...neDevices,
  ...neIntegrations,
  ...neCalendar,
  ...neOrganisation,
  ...neHolidays,
  ...neImports,
  ...nePayroll,
  ...neReports,
  ...nePerformance,
  ...neProjects,
  ...neAudit,
  ...neAnalytics,
  ...neOverview,
  ...neSettings,
  ...neBackups,
  errors: neErrors,
  errorWords: neErrorWords,
};
