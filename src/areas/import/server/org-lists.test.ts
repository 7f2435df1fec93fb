/**
 * Importing people against the organisation's own lists (issue 40): a department, designation, position,
 * branch or employment type the lists lack refuses its row with a clear reason, unless hr ticked "create missing
 * list values": then the dry run lists each as "will create" and the import adds it in its own transaction.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, employees, organisationValues } from '../../../server/db/schema.js';
import { actorOf, setupHarness, unique } from '../../../server/test/harness.js';
import { csv, HEADER, importer, row } from './files.fixture.js';

const h = setupHarness({ logger: { level: 'error' } });
const { importFile } = importer(h);

const header = [...HEADER.split(','), 'Position', 'Branch'];
/** The fixture's row with a position and a branch. */
const withLevel = (
  u: string,
  n: number,
  over: Record<string, string> = {},
  position = 'Officer',
  branch = '',
) => [...row(u, n, over), position, branch];

const valuesNamed = (kind: 'department' | 'position' | 'branch', name: string) =>
  h.database.db
    .select()
    .from(organisationValues)
    .where(and(eq(organisationValues.kind, kind), sql`lower(${organisationValues.name}) = lower(${name})`));

describe('importing people against the organisation’s lists', () => {
  it('refuses a row naming a department not in the list, saying which, and imports the others', async () => {
    const hr = await actorOf(h, 'hr');
    const u = unique();
    const typo = `Reserch & Devlopment ${u}`;
    const rows = [
      withLevel(u, 1),
      withLevel(u, 2, { Department: typo }),
      withLevel(u, 3, { Department: 'FINANCE' }),
    ];
    const { preview, data } = await importFile(
      hr.headers,
      'employees',
      'staff.csv',
      Buffer.from(csv(rows, ',', header)),
    );
    expect(preview).toMatchObject({ total: 3, created: 2, failed: 1, willCreate: [] });
    expect(preview.errors).toMatchObject([
      {
        row: 3,
        field: 'department',
        code: 'org_value_unknown',
        params: { kind: 'department', name: typo },
        message: `Department '${typo}' is not in the organisation's list`,
      },
    ]);
    expect(data).toMatchObject({ status: 'done', result: { created: 2, failed: 1 } });
    expect(await valuesNamed('department', typo)).toEqual([]);
    // A value is written as its list spells it.
    const [third] = await h.database.db
      .select()
      .from(employees)
      .where(eq(employees.employeeCode, `IMP-${u}-3`));
    expect(third!.department).toBe('Finance');
  });

  it('refuses the position "Assistant" (not in the list) by the same rule', async () => {
    const hr = await actorOf(h, 'hr');
    const u = unique();
    const { preview } = await importFile(
      hr.headers,
      'employees',
      'staff.csv',
      Buffer.from(csv([withLevel(u, 1, {}, 'Assistant')], ',', header)),
    );
    expect(preview.errors).toMatchObject([
      {
        row: 2,
        field: 'position',
        code: 'org_value_unknown',
        message: "Position 'Assistant' is not in the organisation's list",
      },
    ]);
  });

  it('creates the missing values when hr ticks it: listed as "will create" once each, added in the import, audited', async () => {
    const hr = await actorOf(h, 'hr');
    const u = unique();
    const department = `Research ${u}`;
    const branch = `Biratnagar ${u}`;
    const rows = [
      withLevel(u, 1, { Department: department }, 'Assistant', branch),
      withLevel(u, 2, { Department: department.toUpperCase() }, 'assistant'),
      withLevel(u, 3),
    ];
    const { preview, data } = await importFile(
      hr.headers,
      'employees',
      'staff.csv',
      Buffer.from(csv(rows, ',', header)),
      { createMissing: true },
    );
    expect(preview).toMatchObject({ total: 3, created: 3, failed: 0, errors: [] });
    expect(preview.willCreate).toEqual([
      { kind: 'department', name: department },
      { kind: 'position', name: 'Assistant' },
      { kind: 'branch', name: branch },
    ]);
    expect(data.errors).toEqual([]);
    expect(data).toMatchObject({ status: 'done', result: { created: 3, failed: 0 } });
    const [value] = await valuesNamed('department', department);
    expect(value).toMatchObject({ name: department, status: 'active' });
    expect(await valuesNamed('position', 'Assistant')).toHaveLength(1);
    const people = await h.database.db
      .select()
      .from(employees)
      .where(inArray(employees.employeeCode, [`IMP-${u}-1`, `IMP-${u}-2`]));
    expect(people.map((p) => [p.department, p.position]).sort()).toEqual([
      [department, 'Assistant'],
      [department, 'Assistant'],
    ]);
    expect(people.find((p) => p.employeeCode === `IMP-${u}-1`)!.branch).toBe(branch);
    const audits = await h.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'organisation_value'), eq(auditLog.entityId, value!.id)));
    expect(audits).toMatchObject([{ action: 'create' }]);
  });

  it('refuses a retired value even when hr ticks "create missing list values"', async () => {
    const hr = await actorOf(h, 'hr');
    const u = unique();
    const old = `Old ${u}`;
    await h.database.db
      .insert(organisationValues)
      .values({ kind: 'department', name: old, status: 'retired' });
    const { preview } = await importFile(
      hr.headers,
      'employees',
      'staff.csv',
      Buffer.from(csv([withLevel(u, 1, { Department: old })], ',', header)),
      { createMissing: true },
    );
    expect(preview).toMatchObject({ failed: 1, willCreate: [] });
    expect(preview.errors).toMatchObject([{ field: 'department', code: 'org_value_retired' }]);
  });

  it('knows a value by the Nepali name hr gave it, as the employees CSV in Nepali writes it, and stores its name', async () => {
    const hr = await actorOf(h, 'hr');
    const u = unique();
    const name = `Research ${u}`;
    await h.database.db
      .insert(organisationValues)
      .values({ kind: 'department', name, labels: { ne: `अनुसन्धान ${u}` } });
    const { preview } = await importFile(
      hr.headers,
      'employees',
      'staff.csv',
      Buffer.from(csv([withLevel(u, 1, { Department: `अनुसन्धान ${u}` })], ',', header)),
    );
    expect(preview).toMatchObject({ created: 1, failed: 0, willCreate: [] });
    const [person] = await h.database.db
      .select()
      .from(employees)
      .where(eq(employees.employeeCode, `IMP-${u}-1`));
    expect(person!.department).toBe(name);
  });
});
