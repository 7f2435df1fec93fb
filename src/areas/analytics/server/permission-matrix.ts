/** The permission matrix's rows of the analytics area (permission-matrix.test.ts runs them with every other row). */
import { HR_ONLY, type Row } from '../../../server/permission-matrix-types.js';

export const analyticsRows: Record<string, Row> = {
  'POST /api/employee/getanalytics': { expect: HR_ONLY },
};
