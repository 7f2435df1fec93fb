/** The permission matrix's rows of reports (spec §7): hr's report on an employee. */
import { HR_ONLY, type Row } from '../../../server/permission-matrix-types.js';

export const reportRows: Record<string, Row> = {
  'POST /api/employee/report': { body: ({ target }) => ({ employee_id: target.id }), expect: HR_ONLY },
};
