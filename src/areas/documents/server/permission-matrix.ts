/** The permission matrix's rows of the documents area (permission-matrix.test.ts runs them with every other row). */
import { HR_ONLY, OWN_OR_HR, type Row } from '../../../server/permission-matrix-types.js';

export const documentsRows: Record<string, Row> = {
  'POST /api/employee/uploaddocument': { expect: HR_ONLY },
  'POST /api/employee/getdocuments': {
    body: ({ target }) => ({ employee_id: target.id }),
    expect: OWN_OR_HR,
  },
  'GET /api/employee/downloaddocument': { query: ({ documentId }) => `id=${documentId}`, expect: OWN_OR_HR },
};
