/** The permission matrix's rows of the import area (permission-matrix.test.ts runs them with every other row). */
import { HR_ONLY, type Row } from '../../../server/permission-matrix-types.js';

export const importRows: Record<string, Row> = {
  'POST /api/employee/uploadimport': { expect: HR_ONLY },
  'POST /api/employee/previewimport': {
    body: async ({ newImport }) => ({
      import_id: await newImport(),
      mapping: { employeeId: 0, leaveType: 1, days: 2 },
    }),
    expect: HR_ONLY,
  },
  'POST /api/employee/startimport': {
    body: async ({ newImport }) => ({
      import_id: await newImport(),
      mapping: { employeeId: 0, leaveType: 1, days: 2 },
    }),
    expect: HR_ONLY,
  },
  'POST /api/employee/getimport': {
    body: async ({ finishedImport }) => ({ import_id: await finishedImport() }),
    expect: HR_ONLY,
  },
  'POST /api/employee/importerrors': {
    body: async ({ finishedImport }) => ({ import_id: await finishedImport() }),
    expect: HR_ONLY,
  },
  'POST /api/employee/importtemplate': { body: () => ({ kind: 'attendance' }), expect: HR_ONLY },
  'POST /api/employee/importlinks': {
    body: async ({ finishedImport }) => ({ import_id: await finishedImport() }),
    expect: HR_ONLY,
  },
};
