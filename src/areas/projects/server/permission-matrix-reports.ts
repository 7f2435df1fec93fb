/**
 * The permission matrix's rows of the projects area's reports, chart and timer (issue 43), merged into the area's
 * rows (permission-matrix.ts). A report answers anyone with what their scope holds (reports.ts); a chart is its
 * project's members', manager's and hr's; the timer is always one's own.
 */
import { OWN_OR_HR, type Row, SIGNED_IN } from '../../../server/permission-matrix-types.js';

const period = { from: '2026-01-01', to: '2026-03-31' };

export const projectReportRows: Record<string, Row> = {
  'POST /api/employee/getprojectreport': {
    body: () => ({ ...period, group_by: 'project' }),
    expect: SIGNED_IN,
  },
  'POST /api/employee/exportprojectreport': {
    body: () => ({ ...period, group_by: 'person', format: 'csv' }),
    expect: SIGNED_IN,
  },
  // Its members and hr; the line manager of a member is neither.
  'POST /api/employee/getprojectchart': {
    body: async ({ project, target }) => ({ project_id: (await project(target)).projectId, ...period }),
    expect: OWN_OR_HR,
  },
  'POST /api/employee/gettimer': { expect: SIGNED_IN },
  // One's own timer: on someone else's project a 409 (not a member), never a 403.
  'POST /api/employee/starttimer': {
    body: async ({ project, target }) => {
      const { projectId, activityId } = await project(target);
      return { project_id: projectId, activity_id: activityId };
    },
    expect: SIGNED_IN,
  },
  'POST /api/employee/stoptimer': { expect: SIGNED_IN },
};
