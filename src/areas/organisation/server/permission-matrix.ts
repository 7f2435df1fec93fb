/** The permission matrix's rows of the organisation area (permission-matrix.test.ts runs them with every other row). */
import { HR_ONLY, type Row, SIGNED_IN } from '../../../server/permission-matrix-types.js';
import { unique } from '../../../server/test/harness.js';

/** A name no list holds yet. */
const fresh = async (): Promise<string> => `Matrix ${unique()}`;

export const organisationRows: Record<string, Row> = {
  'POST /api/employee/getorgchoices': { expect: SIGNED_IN },
  'POST /api/employee/getorgvalues': { expect: HR_ONLY },
  'POST /api/employee/addorgvalue': {
    body: async () => ({ kind: 'designation', name: await fresh() }),
    expect: HR_ONLY,
  },
  'POST /api/employee/renameorgvalue': {
    body: async ({ orgValue }) => ({ _id: await orgValue(), name: await fresh() }),
    expect: HR_ONLY,
  },
  'POST /api/employee/mergeorgvalue': {
    body: async ({ orgValue }) => ({ _id: await orgValue(), into: await orgValue() }),
    expect: HR_ONLY,
  },
  'POST /api/employee/retireorgvalue': {
    body: async ({ orgValue }) => ({ _id: await orgValue() }),
    expect: HR_ONLY,
  },
  'POST /api/employee/restoreorgvalue': {
    body: async ({ orgValue }) => ({ _id: await orgValue() }),
    expect: HR_ONLY,
  },
};
