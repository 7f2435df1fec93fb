/** The permission matrix's rows of the audit area (permission-matrix.test.ts runs them with every other row). */
import { HR_ONLY, type Row } from '../../../server/permission-matrix-types.js';

export const auditRows: Record<string, Row> = {
  'POST /api/employee/getauditlog': { body: () => ({ pageSize: 1 }), expect: HR_ONLY },
  'POST /api/employee/exportauditlog': { body: ({ target }) => ({ actor_id: target.id }), expect: HR_ONLY },
};
