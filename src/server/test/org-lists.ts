/**
 * For API tests that create or import people (issue 40): the departments, designations and branches their
 * payloads name must be values of the organisation's lists, as hr would have added them.
 */

import type { OrgKind } from '../../areas/organisation/contract.js';
import type { Db } from '../db/client.js';
import { organisationValues } from '../db/schema.js';

export async function addListValues(db: Db, values: Partial<Record<OrgKind, string[]>>) {
  const rows = Object.entries(values).flatMap(([kind, names]) =>
    (names ?? []).map((name) => ({ kind: kind as OrgKind, name })),
  );
  if (rows.length > 0) await db.insert(organisationValues).values(rows).onConflictDoNothing();
}

/**
 * The values the shared test payloads name (`createPayload`, the import fixture's row, the harness's people),
 * added in a file's `beforeAll` by the tests that create or import people through the API.
 */
export const addTestListValues = (db: Db) =>
  addListValues(db, {
    department: ['Finance', 'Quality'],
    designation: ['Data Analyst', 'Senior Data Analyst', 'Tester', 'Accountant', 'Senior Accountant'],
  });
