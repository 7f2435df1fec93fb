/**
 * The embedded database's own backups (decision 022): one a day however often the worker looks, BACKUP_KEEP of
 * them kept, listed in Settings; and one before a start migrates a database that has data.
 */
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openPglite, queryRows } from '../../../server/db/client.js';
import { actorOf, callerOf, setupHarness } from '../../../server/test/harness.js';
import { backupBeforeMigrating, listBackups } from './service.js';

const onPglite = process.env.TEST_DB !== 'postgres';
const scratch = mkdtempSync(path.join(os.tmpdir(), 'hris-backups-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const dir = path.join(scratch, 'backups');

let clock = new Date('2031-03-01T06:00:00Z');
const h = setupHarness({ backups: { dir, keep: 2 }, now: () => clock });
const call = callerOf(h);
let hr: Record<string, string>;
beforeAll(async () => {
  hr = (await actorOf(h, 'hr')).headers;
});

const files = () => (existsSync(dir) ? readdirSync(dir).sort() : []);

describe('the daily backup', () => {
  it.runIf(onPglite)(
    'is taken once a day however often the worker runs, and the newest BACKUP_KEEP are kept',
    async () => {
      await h.app.jobs.runDue();
      await h.app.jobs.runDue();
      expect(files()).toEqual(['daily-2031-03-01.tar.gz']);
      for (const day of ['2031-03-02', '2031-03-03']) {
        clock = new Date(`${day}T06:00:00Z`);
        await h.app.jobs.runDue();
      }
      expect(files()).toEqual(['daily-2031-03-02.tar.gz', 'daily-2031-03-03.tar.gz']);
    },
  );

  it.runIf(onPglite)('is listed in Settings with its size and time, newest first', async () => {
    const res = await call('getbackups', hr);
    expect(res.statusCode).toBe(200);
    const reply = res.json();
    expect(reply).toMatchObject({ automatic: true, keep: 2 });
    expect(reply.backups.map((b: { name: string }) => b.name)).toEqual([
      'daily-2031-03-03.tar.gz',
      'daily-2031-03-02.tar.gz',
    ]);
    for (const backup of reply.backups) {
      expect(backup.kind).toBe('daily');
      // A whole data directory, gzipped: megabytes, not an empty file.
      expect(backup.size).toBeGreaterThan(100_000);
      expect(Date.now() - Date.parse(backup.createdAt)).toBeLessThan(10 * 60_000);
    }
  });

  it.runIf(!onPglite)('is not the server’s to take on PostgreSQL, which has its own tools', async () => {
    await h.app.jobs.runDue();
    expect(files()).toEqual([]);
    expect((await call('getbackups', hr)).json()).toEqual({ automatic: false, keep: 2, backups: [] });
  });
});

describe.runIf(onPglite)('the backup before migrating', () => {
  const dataDir = path.join(scratch, 'premigrate');
  const backups = path.join(dataDir, 'backups');
  beforeAll(() => mkdirSync(dataDir));

  it('is not taken of a new database, nor of one that is up to date', async () => {
    const fresh = await openPglite(path.join(dataDir, 'fresh'));
    expect(await backupBeforeMigrating(fresh, { dir: backups, keep: 2 }, new Date())).toBeUndefined();
    await fresh.close();
    const current = await openPglite(copyOfTemplate('current'));
    expect(await backupBeforeMigrating(current, { dir: backups, keep: 2 }, new Date())).toBeUndefined();
    await current.close();
    expect(existsSync(backups)).toBe(false);
  });

  it('is taken when a migration is due, restores to the database as it was, and the newest BACKUP_KEEP are kept', async () => {
    const database = await openPglite(copyOfTemplate('behind'));
    // A database one migration behind, as after an upgrade.
    await database.db.execute(
      sql`delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations)`,
    );
    const [before] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    expect(await backupBeforeMigrating(database, { dir: backups, keep: 0 }, new Date())).toBeUndefined();
    const times = ['2031-03-01T06:00:00Z', '2031-03-02T06:00:00Z', '2031-03-03T06:00:00Z'];
    const written = [];
    for (const at of times)
      written.push(await backupBeforeMigrating(database, { dir: backups, keep: 2 }, new Date(at)));
    await database.close();
    expect(written.map((f) => path.basename(f ?? ''))).toEqual([
      'before-migrating-2031-03-01T06-00-00Z.tar.gz',
      'before-migrating-2031-03-02T06-00-00Z.tar.gz',
      'before-migrating-2031-03-03T06-00-00Z.tar.gz',
    ]);
    expect(readdirSync(backups).sort()).toEqual(written.slice(1).map((f) => path.basename(f!)));

    const restored = await openPglite(
      path.join(dataDir, 'restored'),
      new Blob([await readFile(written[2]!)]),
    );
    const [after] = await queryRows<{ n: number }>(
      restored.db,
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    await restored.close();
    expect(after!.n).toBe(before!.n);
  });

  function copyOfTemplate(name: string) {
    const target = path.join(dataDir, name);
    cpSync(inject('pgliteTemplate'), target, { recursive: true });
    return target;
  }
});

describe('listing the backups', () => {
  it('leaves out a file gone since the folder was read (pruned meanwhile), not failing the list', () => {
    const folder = mkdtempSync(path.join(scratch, 'list-'));
    writeFileSync(path.join(folder, 'daily-2031-03-02.tar.gz'), 'x');
    // A name the folder lists whose file is gone: a link to nothing.
    symlinkSync(path.join(folder, 'nothing'), path.join(folder, 'daily-2031-03-01.tar.gz'));
    expect(listBackups(folder).map((b) => b.name)).toEqual(['daily-2031-03-02.tar.gz']);
  });
});
