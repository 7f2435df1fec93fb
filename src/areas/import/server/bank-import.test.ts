/**
 * Importing people's banks and bank branches (issue 41): a bank not in hr's list refuses its row, unless hr ticked
 * "create missing list values"; then it is listed as "will create" and added; the branch is kept as written.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { employees, organisationValues } from '../../../server/db/schema.js';
import { actorOf, setupHarness, unique } from '../../../server/test/harness.js';
import { csv, HEADER, importer, row } from './files.fixture.js';

const h = setupHarness({ logger: { level: 'error' } });
const { importFile } = importer(h);

const header = [...HEADER.split(','), 'Bank', 'Bank branch'];
const withBank = (u: string, n: number, bank: string, branch: string) => [...row(u, n), bank, branch];

describe("importing people's banks", () => {
  it('refuses a bank not in the list, naming it, and creates it when hr ticks it', async () => {
    const hr = await actorOf(h, 'hr');
    const u = unique();
    const bank = `Sunrise ${u}`;
    const file = Buffer.from(csv([withBank(u, 1, bank, 'New Road'), withBank(u, 2, '', '')], ',', header));
    const refused = await importFile(hr.headers, 'employees', 'staff.csv', file);
    expect(refused.preview).toMatchObject({ total: 2, created: 1, failed: 1, willCreate: [] });
    expect(refused.preview.errors).toMatchObject([
      {
        row: 2,
        field: 'bank',
        code: 'org_value_unknown',
        message: `Bank '${bank}' is not in the organisation's list`,
      },
    ]);

    const v = unique();
    const again = Buffer.from(
      csv([withBank(v, 1, bank, 'New Road'), withBank(v, 2, bank.toUpperCase(), 'Thamel')], ',', header),
    );
    const { preview, data } = await importFile(hr.headers, 'employees', 'staff.csv', again, {
      createMissing: true,
    });
    expect(preview).toMatchObject({ created: 2, failed: 0, willCreate: [{ kind: 'bank', name: bank }] });
    expect(data).toMatchObject({ status: 'done', result: { created: 2, failed: 0 } });
    const people = await h.database.db
      .select({ code: employees.employeeCode, bank: employees.bank, branch: employees.bankBranch })
      .from(employees)
      .where(inArray(employees.employeeCode, [`IMP-${v}-1`, `IMP-${v}-2`]));
    // Both at the bank as the list spells it, each with their branch.
    expect(people.sort((a, b) => a.code.localeCompare(b.code))).toEqual([
      { code: `IMP-${v}-1`, bank, branch: 'New Road' },
      { code: `IMP-${v}-2`, bank, branch: 'Thamel' },
    ]);
    const values = await h.database.db
      .select()
      .from(organisationValues)
      .where(
        and(eq(organisationValues.kind, 'bank'), sql`lower(${organisationValues.name}) = lower(${bank})`),
      );
    expect(values).toHaveLength(1);
  });
});
