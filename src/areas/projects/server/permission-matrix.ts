/** The permission matrix's rows of the projects area (permission-matrix.test.ts runs them with every other row). */
import {
  HR_ONLY,
  OWN_OR_HR,
  OWN_TEAM_READ,
  type Row,
  SIGNED_IN,
} from '../../../server/permission-matrix-types.js';
import { unique } from '../../../server/test/harness.js';
import { projectReportRows } from './permission-matrix-reports.js';
import { projectCode } from './time-test-data.js';

/** A Sunday: a week's start under Nepal's Sunday–Friday week (elsewhere the call refuses it, which is no 403). */
const week_start = '2026-11-22';

export const projectsRows: Record<string, Row> = {
  'POST /api/employee/getprojectclients': { expect: SIGNED_IN },
  'POST /api/employee/saveprojectclient': { body: () => ({ name: `Matrix ${unique()}` }), expect: HR_ONLY },
  'POST /api/employee/archiveprojectclient': {
    body: async ({ project }) => ({ _id: (await project()).clientId }),
    expect: HR_ONLY,
  },
  'POST /api/employee/getprojects': { expect: SIGNED_IN },
  // Its members and hr; the line manager of a member is neither.
  'POST /api/employee/getproject': {
    body: async ({ project, target }) => ({ _id: (await project(target)).projectId }),
    expect: OWN_OR_HR,
  },
  'POST /api/employee/saveproject': {
    body: () => ({ code: projectCode(), name: 'Matrix', start_date: '2026-01-01' }),
    expect: HR_ONLY,
  },
  'POST /api/employee/archiveproject': {
    body: async ({ project }) => ({ _id: (await project()).projectId }),
    expect: HR_ONLY,
  },
  'POST /api/employee/deleteproject': {
    body: async ({ project }) => ({ _id: (await project()).projectId }),
    expect: HR_ONLY,
  },
  'POST /api/employee/saveprojectactivity': {
    body: async ({ project }) => ({ project_id: (await project()).projectId, name: `Matrix ${unique()}` }),
    expect: HR_ONLY,
  },
  'POST /api/employee/archiveprojectactivity': {
    body: async ({ project }) => ({ _id: (await project()).activityId }),
    expect: HR_ONLY,
  },
  'POST /api/employee/setprojectmembers': {
    body: async ({ project, target }) => ({ project_id: (await project()).projectId, add: [target.id] }),
    expect: HR_ONLY,
  },
  'POST /api/employee/gettimesheet': {
    body: ({ target }) => ({ employee_id: target.id, week_start }),
    expect: OWN_TEAM_READ,
  },
  // Whoever stands in for the manager of a project the person is on reads that project's rows of the week.
  'POST /api/employee/gettimesheet (standing in for a project’s manager)': {
    body: async ({ target, standInProject }) => {
      await standInProject(target);
      return { employee_id: target.id, week_start };
    },
    expect: SIGNED_IN,
  },
  'POST /api/employee/gettimesheetpeople': { expect: SIGNED_IN },
  'POST /api/employee/savetimesheet': {
    body: ({ target }) => ({ employee_id: target.id, week_start, rows: [] }),
    expect: OWN_OR_HR,
  },
  'POST /api/employee/copytimesheet': {
    body: ({ target }) => ({ employee_id: target.id, week_start }),
    expect: OWN_OR_HR,
  },
  'POST /api/employee/submittimesheet': { body: () => ({ week_start }), expect: SIGNED_IN },
  ...projectReportRows,
};
