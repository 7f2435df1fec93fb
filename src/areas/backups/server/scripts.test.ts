/**
 * `npm run backup` and `npm run restore` as an operator runs them (child processes), decision 022: backup, wipe,
 * restore into a fresh place, and the same rows in every table, the personal numbers readable with the same key.
 * On the embedded database in the `api` project; on PostgreSQL (pg_dump → a new database → pg_restore) in `api-pg`.
 */
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createPiiCipher } from '../../../server/crypto/pii.js';
import { type Database, type Db, openPglite, openPostgres, queryRows } from '../../../server/db/client.js';
import { employees } from '../../../server/db/schema.js';
import { seedDemoIfEmpty } from '../../../server/db/seed/demo.js';
import { createEmployee, setupHarness, TEST_DATA_KEY } from '../../../server/test/harness.js';

const root = path.resolve(import.meta.dirname, '../../../..');
const KEY = TEST_DATA_KEY.toString('hex');
const pii = createPiiCipher(TEST_DATA_KEY);
const onPglite = process.env.TEST_DB !== 'postgres';
const scratch = mkdtempSync(path.join(os.tmpdir(), 'hris-backup-scripts-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Runs `npm run <name>` (its script, with tsx) in a configuration of its own; never throws. */
async function run(name: 'backup' | 'restore', env: Record<string, string>, args: string[] = []) {
  const { TEST_DB: _, DATABASE_URL: __, DATA_KEY: ___, ...inherited } = process.env;
  try {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', `scripts/${name}.ts`, ...args],
      { cwd: root, env: { ...inherited, ...env } },
    );
    return { code: 0, output: stdout };
  } catch (error) {
    const { code, stdout, stderr } = error as { code: number; stdout: string; stderr: string };
    return { code, output: `${stdout}${stderr}` };
  }
}

/** Rows in every table of ours (and drizzle's record of migrations), by table. */
async function rowCounts(db: Db) {
  const tables = await queryRows<{ name: string }>(
    db,
    sql`select quote_ident(schemaname) || '.' || quote_ident(tablename) as name from pg_tables
      where schemaname in ('public', 'drizzle') order by 1`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = await queryRows<{ n: number }>(db, sql.raw(`select count(*)::int as n from ${name}`));
    counts[name] = row!.n;
  }
  return counts;
}

/** Everyone's personal numbers, opened with the key. */
async function personalNumbers(db: Db) {
  const rows = await db
    .select({
      id: employees.id,
      ssn: employees.ssn,
      bankAccount: employees.bankAccount,
      taxId: employees.taxId,
      pan: employees.pan,
      ssfNumber: employees.ssfNumber,
    })
    .from(employees)
    .orderBy(employees.id);
  return rows.map((r) => ({
    id: r.id,
    ssn: pii.open(r.ssn),
    bank: pii.open(r.bankAccount),
    tax: pii.open(r.taxId),
    pan: pii.open(r.pan),
    ssf: pii.open(r.ssfNumber),
  }));
}

async function snapshot(database: Database) {
  return { counts: await rowCounts(database.db), numbers: await personalNumbers(database.db) };
}

describe.runIf(onPglite)('backup and restore of the embedded database', () => {
  const dataDir = path.join(scratch, 'data');
  const out = path.join(scratch, 'kept-elsewhere', 'hris.tar.gz');
  const env = (dir: string) => ({ DATA_DIR: dir, DATA_KEY: KEY });
  let before: Awaited<ReturnType<typeof snapshot>>;

  it('backs up a database with data, naming the file and the key it needs', async () => {
    cpSync(inject('pgliteTemplate'), path.join(dataDir, 'pglite'), { recursive: true });
    const database = await openPglite(path.join(dataDir, 'pglite'));
    await seedDemoIfEmpty(database.db, pii, new Date());
    before = await snapshot(database);

    // Not while the server (here: this process) has it open.
    const refused = await run('backup', env(dataDir), ['--out', out]);
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(/open: stop it/);
    expect(existsSync(out)).toBe(false);
    await database.close();

    const made = await run('backup', env(dataDir), ['--out', out]);
    expect(made.output).toContain(`Wrote ${out}`);
    expect(made.output).toContain('DATA_KEY');
    expect(made.code).toBe(0);
    expect(before.counts['public.employees']).toBeGreaterThan(10);
    // The demo's people have Nepal's numbers (issue 40): an SSF number and a 9-digit PAN each.
    expect(
      before.numbers.filter((n) => /^\d{10}$/.test(n.ssf) && /^\d{9}$/.test(n.pan)).length,
    ).toBeGreaterThan(10);
  });

  it('restores into a fresh directory the same rows in every table, the personal numbers readable', async () => {
    rmSync(dataDir, { recursive: true, force: true });
    const fresh = path.join(scratch, 'fresh');
    // As on a new machine, before the key is put back: restoring needs no key.
    const restored = await run('restore', { DATA_DIR: fresh }, [out]);
    expect(restored.output).toContain(`Restored ${out}`);
    expect(restored.code).toBe(0);
    // No new data key was made beside the restored data: only the old key reads it.
    expect(existsSync(path.join(fresh, 'data-key'))).toBe(false);

    const database = await openPglite(path.join(fresh, 'pglite'));
    const after = await snapshot(database);
    await database.close();
    expect(after.counts).toEqual(before.counts);
    expect(after.numbers).toEqual(before.numbers);
  });

  it('refuses to replace a database unless told, and keeps the one it replaces', async () => {
    const fresh = path.join(scratch, 'fresh');
    const database = await openPglite(path.join(fresh, 'pglite'));
    await database.db.update(employees).set({ firstName: 'Changed since' });
    await database.close();

    const refused = await run('restore', env(fresh), [out]);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('--force');
    const forced = await run('restore', env(fresh), [out, '--force']);
    expect(forced.code).toBe(0);
    expect(readdirSync(fresh).filter((f) => f.startsWith('pglite.replaced-'))).toHaveLength(1);

    const reopened = await openPglite(path.join(fresh, 'pglite'));
    const [changed] = await queryRows<{ n: number }>(
      reopened.db,
      sql`select count(*)::int as n from employees where first_name = 'Changed since'`,
    );
    await reopened.close();
    expect(changed!.n).toBe(0);
  });

  it('refuses a file that is not a backup of this database', async () => {
    const result = await run('restore', env(path.join(scratch, 'other')), [path.join(root, 'package.json')]);
    expect(result.code).toBe(1);
    expect(result.output).toContain('is not a backup made by npm run backup');
    expect(existsSync(path.join(scratch, 'other', 'pglite'))).toBe(false);
  });
});

describe.runIf(!onPglite)('backup and restore on PostgreSQL', () => {
  const h = setupHarness();
  const out = path.join(scratch, 'hris.dump');
  const url = process.env.TEST_DATABASE_URL ?? '';
  const name = `hris_restore_${randomUUID().replaceAll('-', '')}`;
  const target = url.replace(/\/[^/?]*(\?|$)/, `/${name}$1`);
  let admin: Database;
  beforeAll(() => {
    admin = openPostgres(url, 1);
  });
  afterAll(async () => {
    await admin.db.execute(sql.raw(`drop database if exists ${name}`));
    await admin.close();
  });

  it('pg_dump → a new database → pg_restore gives the same rows and readable personal numbers', async () => {
    const sealed = await createEmployee(h, {
      ssn: 'SSF-2200004567',
      bankAccount: '01234567890',
      taxId: 'PAN-600001013',
    });
    const made = await run(
      'backup',
      { DATABASE_URL: h.database.url!, DATA_DIR: path.join(scratch, 'pg'), DATA_KEY: KEY },
      ['--out', out],
    );
    expect(made.output).toContain(`Wrote ${out}`);
    expect(made.code).toBe(0);
    const before = await snapshot(h.database);

    await admin.db.execute(sql.raw(`create database ${name}`));
    const restored = await run('restore', { DATABASE_URL: target, DATA_DIR: path.join(scratch, 'pg') }, [
      out,
    ]);
    expect(restored.output).toContain('Restored');
    expect(restored.code).toBe(0);
    const copy = openPostgres(target, 1);
    try {
      expect(await snapshot(copy)).toEqual(before);
      const [row] = await copy.db.select().from(employees).where(eq(employees.id, sealed.id));
      expect(pii.open(row!.ssn)).toBe('SSF-2200004567');
    } finally {
      await copy.close();
    }
    // Restoring again over the data it now holds is refused unless told.
    const again = await run('restore', { DATABASE_URL: target, DATA_DIR: path.join(scratch, 'pg') }, [out]);
    expect(again.code).toBe(1);
    expect(again.output).toContain('--force');
  });
});
