/**
 * `npm run restore` (decision 022): a backup back into the configured database. It refuses to replace data unless
 * told (`force`), and refuses while the server has the database open.
 */
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readSync,
  renameSync,
  rmSync,
} from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openPglite, openPostgres, queryRows } from '../../../server/db/client.js';
import { runPg, stamp } from './service.js';

/** An open PGlite keeps this file in its data directory; a clean close removes it. */
export const PGLITE_LOCK = 'postmaster.pid';

/** The backup's first bytes: gzip (PGlite's tarball) or pg_dump's custom format. */
function formatOf(file: string): 'pglite' | 'postgres' | undefined {
  const fd = openSync(file, 'r');
  const head = Buffer.alloc(5);
  try {
    readSync(fd, head, 0, 5, 0);
  } finally {
    closeSync(fd);
  }
  if (head[0] === 0x1f && head[1] === 0x8b) return 'pglite';
  if (head.toString('latin1') === 'PGDMP') return 'postgres';
  return undefined;
}

function checkBackup(file: string, want: 'pglite' | 'postgres') {
  if (!existsSync(file)) throw new Error(`No backup at ${file}`);
  const format = formatOf(file);
  if (format === want) return;
  throw new Error(
    format === 'postgres'
      ? `${file} is a PostgreSQL backup (pg_dump): set DATABASE_URL to the database to restore it into`
      : format === 'pglite'
        ? `${file} is a backup of the embedded database: unset DATABASE_URL to restore it into DATA_DIR`
        : `${file} is not a backup made by npm run backup`,
  );
}

/**
 * Into DATA_DIR/pglite: unpacked beside it and opened once (so a damaged backup fails before anything is
 * replaced), then put in its place; the database it replaces is kept beside it. Returns where that went.
 */
export async function restorePglite(file: string, target: string, force: boolean) {
  checkBackup(file, 'pglite');
  if (existsSync(`${target}/${PGLITE_LOCK}`))
    throw new Error(
      `The database in ${target} is open: stop the server first. If it is stopped (it ended without closing the ` +
        `database), delete ${target}/${PGLITE_LOCK} and run this again.`,
    );
  const occupied = existsSync(target) && readdirSync(target).length > 0;
  if (occupied && !force)
    throw new Error(`${target} holds a database: run with --force to replace it (it is kept beside it)`);
  const unpacked = `${target}.restoring`;
  rmSync(unpacked, { recursive: true, force: true });
  mkdirSync(path.dirname(target), { recursive: true });
  try {
    const database = await openPglite(unpacked, new Blob([await readFile(file)]));
    await database.db.execute(sql`select 1`);
    await database.close();
  } catch (error) {
    rmSync(unpacked, { recursive: true, force: true });
    throw new Error(`${file} could not be opened: ${(error as Error).message}`);
  }
  const replaced = occupied ? `${target}.replaced-${stamp(new Date())}` : undefined;
  if (replaced) renameSync(target, replaced);
  else rmSync(target, { recursive: true, force: true });
  renameSync(unpacked, target);
  return { replaced };
}

/**
 * Into the PostgreSQL database at `url` with `pg_restore`, in one transaction (all or nothing). `force` replaces
 * what the backup holds (`--clean`); tables it does not hold stay.
 */
export async function restorePostgres(file: string, url: string, force: boolean) {
  checkBackup(file, 'postgres');
  const database = openPostgres(url, 1);
  try {
    const [state] = await queryRows<{ others: number; tables: number }>(
      database.db,
      sql`select
        (select count(*)::int from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid()) as others,
        (select count(*)::int from pg_tables
          where schemaname not in ('pg_catalog', 'information_schema')) as tables`,
    );
    if (state!.others > 0)
      throw new Error(
        `${state!.others} other connection(s) to this database are open: stop the server (and any other client) first`,
      );
    if (state!.tables > 0 && !force)
      throw new Error(
        'The database holds tables: run with --force to replace them, or restore into a new database',
      );
  } finally {
    await database.close();
  }
  await runPg(
    'pg_restore',
    [
      '--single-transaction',
      '--exit-on-error',
      '--no-owner',
      ...(force ? ['--clean', '--if-exists'] : []),
      file,
    ],
    url,
  );
}
