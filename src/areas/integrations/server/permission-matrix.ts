/** The permission matrix's rows of the integrations area (permission-matrix.test.ts runs them with every other row). */
import { HR_ONLY, type Row } from '../../../server/permission-matrix-types.js';

export const integrationsRows: Record<string, Row> = {
  'POST /api/employee/getapiscopes': { expect: HR_ONLY },
  'POST /api/employee/getapitokens': { expect: HR_ONLY },
  'POST /api/employee/createapitoken': {
    body: () => ({ name: 'Matrix', scopes: ['leave:read'], expires_in_days: 30 }),
    expect: HR_ONLY,
  },
  'POST /api/employee/revokeapitoken': {
    body: async ({ apiToken }) => ({ _id: await apiToken() }),
    expect: HR_ONLY,
  },
};
