/**
 * The English catalogue (rules §9): the specification's texts exactly, and every other text a person reads.
 * Keys are grouped by screen, in files by who reads them and by area (./en/); `errors` holds the API's refusals by
 * code (./errors.ts); plurals use i18next's `_one` / `_other` suffixes. Every key here is in every other
 * catalogue (the type and catalogue.test.ts).
 */

import { enAccount } from '../../areas/account/messages/en.js';
import { enAnalytics } from '../../areas/analytics/messages/en.js';
import { enApprovals } from '../../areas/approvals/messages/en.js';
import { enAttendance } from '../../areas/attendance/messages/en.js';
import { enAudit } from '../../areas/audit/messages/en.js';
import { enBackups } from '../../areas/backups/messages/en.js';
import { enCalendar } from '../../areas/calendar/messages/en.js';
import { enDevices } from '../../areas/devices/messages/en.js';
import { enEmployees } from '../../areas/employees/messages/en.js';
import { enHolidays } from '../../areas/holidays/messages/en.js';
import { enImports } from '../../areas/import/messages/en.js';
import { enIntegrations } from '../../areas/integrations/messages/en.js';
import { enLeave } from '../../areas/leave/messages/en.js';
import { enNotifications } from '../../areas/notifications/messages/en.js';
import { enOrganisation } from '../../areas/organisation/messages/en.js';
import { enOverview } from '../../areas/overview/messages/en.js';
import { enPayroll } from '../../areas/payroll/messages/en.js';
import { enPerformance } from '../../areas/performance/messages/en.js';
import { enProjects } from '../../areas/projects/messages/en.js';
import { enReports } from '../../areas/reports/messages/en.js';
import { enSettings } from '../../areas/settings/messages/en.js';
import { enShifts } from '../../areas/shifts/messages/en.js';
import { enSites } from '../../areas/sites/messages/en.js';
import { enTeam } from '../../areas/team/messages/en.js';
import { enAdmin } from './en/admin.js';
import { enPhone } from './en/phone.js';
import { enSelfService } from './en/self-service.js';
import { enShell } from './en/shell.js';
import { errorTemplates, errorWords } from './errors.js';

export const en = {
  ...enShell,
  ...enSelfService,
  ...enAccount,
  ...enEmployees,
  ...enAttendance,
  ...enTeam,
  ...enLeave,
  ...enAdmin,
  ...enApprovals,
  ...enNotifications,
  ...enPhone,
  ...enSites,
  ...enShifts,
  ...enDevices,
  ...enIntegrations,
  ...enCalendar,
  ...enOrganisation,
  ...enHolidays,
  ...enImports,
  ...enPayroll,
  ...enReports,
  ...enPerformance,
  ...enProjects,
  ...enAudit,
  ...enAnalytics,
  ...enOverview,
  ...enSettings,
  ...enBackups,
  errors: errorTemplates,
  errorWords,
};
