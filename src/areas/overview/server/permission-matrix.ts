/** The permission matrix's rows of the overview area (permission-matrix.test.ts runs them with every other row). */
import { HR_ONLY, type Row } from '../../../server/permission-matrix-types.js';

export const overviewRows: Record<string, Row> = {
  'POST /api/employee/getdashboardstats': { expect: HR_ONLY },
};
