/**
 * Upgrading keeps working on data an earlier version allowed: migration 0010's new rules (employee IDs unique
 * whatever their case, at least one working day, deductions at most 100%) first put such rows right.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';

const migrations = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
const before = mkdtempSync(path.join(os.tmpdir(), 'hris-migrations-'));
afterAll(() => rmSync(before, { recursive: true, force: true }));

/** The migrations folder as it was before `tag`. */
function folderBefore(tag: string) {
  cpSync(migrations, before, { recursive: true });
  const journalPath = path.join(before, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((e) => e.tag.startsWith(tag));
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
  return before;
}

describe('migration 0010 on data an earlier version allowed', () => {
  it('renames a case-duplicate employee ID, restores a working week and fits the deductions', async () => {
    const client = await PGlite.create({ extensions: { pg_trgm, btree_gist } });
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: folderBefore('0010') });
    const person = (id: string, code: string) =>
      client.query(
        `insert into employees (id, email, password_hash, first_name, last_name, employee_code)
         values ($1, $2, 'x', 'Test', 'Person', $3)`,
        [id, `person-${id.slice(-4)}@test.example`, code],
      );
    await person('00000000-0000-4000-8000-000000000001', 'EMP-7');
    await person('00000000-0000-4000-8000-000000000002', 'emp-7');
    await client.query(
      `insert into organisation_settings (id, working_days, tax_percent, ssf_percent) values (1, '{}', 60, 50)`,
    );

    await migrate(db, { migrationsFolder: migrations });

    const codes = await client.query<{ employee_code: string }>(
      'select employee_code from employees order by id',
    );
    expect(codes.rows.map((r) => r.employee_code)).toEqual(['EMP-7', 'emp-7-00000000']);
    const settings = await client.query<{ working_days: number[]; tax_percent: string; ssf_percent: string }>(
      'select working_days, tax_percent, ssf_percent from organisation_settings',
    );
    expect(settings.rows[0]).toEqual({
      working_days: [1, 2, 3, 4, 5],
      tax_percent: '60.00',
      ssf_percent: '40.00',
    });
    await client.close();
  });
});
