/**
 * The Nepali catalogue (rules §9): every key of the English one, in the same files (./ne/), in plain, polite
 * Nepali as an office uses it. Each part is typed as its English counterpart, so a missing or extra key fails the
 * type check. Brand names (HRIS), file types (PDF, PNG) and codes (NPR, HH:MM, yyyy-mm-dd) stay as they are.
 */

import { neLeave } from '../../areas/leave/messages/ne.js';
import type { Catalogue } from './index.js';
import { neAdmin } from './ne/admin.js';
import { neApprovals } from './ne/approvals.js';
import { neErrors, neErrorWords } from './ne/errors.js';
import { neImports } from './ne/imports.js';
import { nePayrollRun } from './ne/payroll-run.js';
import { nePhone } from './ne/phone.js';
import { neSelfService } from './ne/self-service.js';
import { neShell } from './ne/shell.js';
import { neSites } from './ne/sites.js';
import { neTeam } from './ne/team.js';

export const ne: Catalogue = {
  ...neShell,
  ...neSelfService,
  ...neTeam,
  ...neLeave,
  ...neAdmin,
  ...neApprovals,
  ...nePhone,
  ...neSites,
  ...neImports,
  ...nePayrollRun,
  errors: neErrors,
  errorWords: neErrorWords,
};
