/**
 * English: the projects area (issue 43), composed of its parts: the server's words (server.en.ts), the timesheet
 * screens (timesheet.en.ts) and hr's screens and reports (admin.en.ts).
 */
import { projectAdminEn } from './admin.en.js';
import { enProjectsServer } from './server.en.js';
import { timesheetEn } from './timesheet.en.js';

export const enProjects = {
  ...enProjectsServer,
  timesheet: timesheetEn,
  projectAdmin: projectAdminEn,
};
