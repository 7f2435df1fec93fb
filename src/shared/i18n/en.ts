/**
 * The English catalogue (rules §9): the specification's texts exactly, and every other text a person reads.
 * Keys are grouped by screen, in files by who reads them and by area (./en/); `errors` holds the API's refusals by
 * code (./errors.ts); plurals use i18next's `_one` / `_other` suffixes. Every key here is in every other
 * catalogue (the type and catalogue.test.ts).
 */

import { enLeave } from '../../areas/leave/messages/en.js';
import { enAdmin } from './en/admin.js';
import { enApprovals } from './en/approvals.js';
import { enImports } from './en/imports.js';
import { enPayrollRun } from './en/payroll-run.js';
import { enPhone } from './en/phone.js';
import { enSelfService } from './en/self-service.js';
import { enShell } from './en/shell.js';
import { enSites } from './en/sites.js';
import { enTeam } from './en/team.js';
import { errorTemplates, errorWords } from './errors.js';

export const en = {
  ...enShell,
  ...enSelfService,
  ...enTeam,
  ...enLeave,
  ...enAdmin,
  ...enApprovals,
  ...enPhone,
  ...enSites,
  ...enImports,
  ...enPayrollRun,
  errors: errorTemplates,
  errorWords,
};
