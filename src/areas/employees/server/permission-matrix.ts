/** The permission matrix's rows of the employees area (permission-matrix.test.ts runs them with every other row). */
import { HR_ONLY, OWN_OR_HR, OWN_TEAM_READ, type Row } from '../../../server/permission-matrix-types.js';
import { createPayload } from './employee-test-helpers.js';

export const employeesRows: Record<string, Row> = {
  'POST /api/employee/revealpersonaldata': {
    body: ({ target }) => ({ employee_id: target.id }),
    expect: OWN_OR_HR,
  },
  'POST /api/employee/getemployee': {
    body: ({ target }) => ({ employee_id: target.id }),
    expect: OWN_TEAM_READ,
  },
  'POST /api/employee/getreportingline': {
    body: ({ target }) => ({ employee_id: target.id }),
    expect: OWN_TEAM_READ,
  },
  'POST /api/employee/createemployee': { body: () => createPayload(), expect: HR_ONLY },
  'POST /api/employee/updateemployee': {
    // The target's own e-mail and a blank password (keep it), so the cast can still sign in afterwards.
    body: ({ target }) => ({
      ...createPayload({ email: target.email, password: '' }),
      employee_id: target.id,
    }),
    expect: HR_ONLY,
  },
  'POST /api/employee/terminateemployee': {
    body: async ({ throwaway }) => ({ employee_id: (await throwaway()).id }),
    expect: HR_ONLY,
  },
  'POST /api/employee/getallemployee': { expect: HR_ONLY },
  'POST /api/employee/searchemployees': {
    body: () => ({ q: 'test', page: 1, pageSize: 5 }),
    expect: HR_ONLY,
  },
  'POST /api/employee/exportemployees': { body: () => ({ q: 'nobody-matches-this' }), expect: HR_ONLY },
  'POST /api/employee/getmanagers': { expect: HR_ONLY },
  'POST /api/employee/getemployeestats': { expect: HR_ONLY },
};
