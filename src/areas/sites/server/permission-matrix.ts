/** The permission matrix's rows of the sites area (permission-matrix.test.ts runs them with every other row). */
import { HR_ONLY, type Row } from '../../../server/permission-matrix-types.js';
import { unique } from '../../../server/test/harness.js';

export const sitesRows: Record<string, Row> = {
  'POST /api/employee/getsites': { expect: HR_ONLY },
  'POST /api/employee/savesite': {
    body: () => ({ name: `Matrix ${unique()}`, networks: ['192.0.2.0/24'] }),
    expect: HR_ONLY,
  },
  'POST /api/employee/deletesite': { body: async ({ site }) => ({ _id: await site() }), expect: HR_ONLY },
  'POST /api/employee/assignsites': {
    body: ({ target }) => ({ employee_id: target.id, site_ids: [] }),
    expect: HR_ONLY,
  },
};
