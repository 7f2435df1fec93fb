/** नेपाली: परियोजना क्षेत्र (issue 43), en.ts का भागहरू जस्तै। */
import { projectAdminNe } from './admin.ne.js';
import { neProjectsServer } from './server.ne.js';
import { timesheetNe } from './timesheet.ne.js';

export const neProjects = {
  ...neProjectsServer,
  timesheet: timesheetNe,
  projectAdmin: projectAdminNe,
};
