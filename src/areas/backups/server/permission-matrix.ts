/** The permission matrix's rows of the backups area (permission-matrix.test.ts runs them with every other row). */
import { HR_ONLY, type Row } from '../../../server/permission-matrix-types.js';

export const backupsRows: Record<string, Row> = {
  'POST /api/employee/getbackups': { expect: HR_ONLY },
};
