/**
 * Backups (decision 022): the embedded database as PGlite's own tarball of its data directory (consistent as of
 * one moment), or PostgreSQL's as `pg_dump`'s custom format. The server keeps the embedded database's daily
 * backups, and one before a start that migrates, in DATA_DIR/backups: BACKUP_KEEP of each kind.
 */
import { execFile } from 'node:child_process';
import {
  createWriteStream,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { type Database, type Db, migrationsFolder, queryRows } from '../../../server/db/client.js';
import { onceADay } from '../../../server/modules/jobs/schedule.js';
import { handle } from '../../../server/modules/jobs/worker.js';
import { localDateTime } from '../../../shared/calendar.js';
import { getSettings } from '../../settings/server/reads.js';
import type { BackupFile, BackupsReply } from '../schemas.js';
import { backupJob } from './jobs.js';

export const backupsDirOf = (dataDir: string) => path.join(dataDir, 'backups');

/** What a backup of each database is; the extension says which database it restores into. */
export const extensionOf = (database: Pick<Database, 'kind'>) =>
  database.kind === 'pglite' ? '.tar.gz' : '.dump';

/** An instant as a file name's part that sorts by time: 2026-11-28T09-30-00Z. */
export const stamp = (at: Date) => `${at.toISOString().slice(0, 19).replace(/:/g, '-')}Z`;

const NAME = /^(daily|before-migrating|manual)-[0-9TZ-]+\.(tar\.gz|dump)$/;

/**
 * Writes a backup of the open database to `file`: whole or not at all (written beside it, then renamed), and
 * readable by its owner only, as the data directory is. On PostgreSQL `pg_dump` needs the server's address.
 */
export async function writeBackup(database: Database, file: string, databaseUrl?: string) {
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const partial = `${file}.partial`;
  try {
    if (database.dumpDataDir) {
      const tarball = await database.dumpDataDir();
      await pipeline(
        Readable.fromWeb(tarball.stream() as never),
        createWriteStream(partial, { mode: 0o600 }),
      );
    } else {
      if (!databaseUrl) throw new Error('pg_dump needs DATABASE_URL');
      await runPg('pg_dump', ['--format=custom', `--file=${partial}`], databaseUrl);
    }
    renameSync(partial, file);
  } finally {
    rmSync(partial, { force: true });
  }
  return statSync(file).size;
}

/**
 * Runs `pg_dump` or `pg_restore` on the database at `url`, its password passed in the environment rather than on
 * the command line, where any local user could read it.
 */
export async function runPg(program: 'pg_dump' | 'pg_restore', args: string[], url: string) {
  const address = new URL(url);
  const password = decodeURIComponent(address.password);
  address.password = '';
  try {
    await promisify(execFile)(program, [...args, `--dbname=${address.href}`], {
      env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
      maxBuffer: 16 * 1024 * 1024,
    });
  } catch (error) {
    const { stderr, code } = error as { stderr?: string; code?: string };
    if (code === 'ENOENT')
      throw new Error(`${program} is not installed (it comes with PostgreSQL's client tools)`);
    throw new Error(`${program} failed: ${stderr?.trim() || (error as Error).message}`);
  }
}

/** The backups in `dir`, newest first (by name, which holds the day or instant it was taken). */
export function listBackups(dir: string): BackupFile[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => NAME.test(name))
    .sort()
    .reverse()
    .flatMap((name) => {
      // Pruned by the daily job since the folder was read: not listed.
      const stats = statSync(path.join(dir, name), { throwIfNoEntry: false });
      if (!stats) return [];
      const kind = (
        name.startsWith('daily-') ? 'daily' : name.startsWith('manual-') ? 'manual' : 'before-migrating'
      ) as BackupFile['kind'];
      return [{ name, kind, size: stats.size, createdAt: stats.mtime.toISOString() }];
    });
}

/** Deletes all but the newest `keep` automatic backups of a kind; manual ones are the operator's to delete. */
function prune(dir: string, kind: 'daily' | 'before-migrating', keep: number) {
  for (const old of listBackups(dir)
    .filter((b) => b.kind === kind)
    .slice(keep))
    rmSync(path.join(dir, old.name), { force: true });
}

export interface BackupOptions {
  /** DATA_DIR/backups. */
  dir: string;
  /** BACKUP_KEEP: how many of each automatic kind are kept; 0 makes none. */
  keep: number;
}

/** Whether this server makes the daily backups: of the embedded database only (PostgreSQL has its own tools). */
export const makesBackups = (database: Database, { keep }: BackupOptions) =>
  Boolean(database.dumpDataDir) && keep > 0;

export const backupsOf = (database: Database, options: BackupOptions): BackupsReply => ({
  automatic: makesBackups(database, options),
  keep: options.keep,
  backups: listBackups(options.dir),
});

/** What a worker runs before each look: queues the day's backup job at its first look of each day. */
export const backupScheduler = (db: Db, now: () => Date) => onceADay(db, now, backupJob);

/**
 * The daily backup, safe to run twice: a day's file, once written, is not written again. A job of an earlier day
 * (one a restored backup carried with it, still marked running) is skipped: its file would hold today's data.
 */
export function backupHandlers(database: Database, options: BackupOptions, now: () => Date) {
  return [
    handle(backupJob, async ({ date }) => {
      const { timeZone } = await getSettings(database.db);
      if (date < localDateTime(now(), timeZone).date) return;
      const file = path.join(options.dir, `daily-${date}${extensionOf(database)}`);
      if (!existsSync(file)) await writeBackup(database, file);
      prune(options.dir, 'daily', options.keep);
    }),
  ];
}

/**
 * Before a start migrates an embedded database that has data, a backup of it as it was: a migration that goes
 * wrong can be undone by restoring it. Returns the file written, if any.
 */
export async function backupBeforeMigrating(database: Database, options: BackupOptions, at: Date) {
  if (!database.dumpDataDir || options.keep === 0 || !(await migrationsPending(database.db)))
    return undefined;
  const file = path.join(options.dir, `before-migrating-${stamp(at)}${extensionOf(database)}`);
  await writeBackup(database, file);
  prune(options.dir, 'before-migrating', options.keep);
  return file;
}

/** Whether a migration is due on a database that has had some (a new one has nothing to lose). */
async function migrationsPending(db: Db) {
  const [table] = await queryRows<{ found: boolean }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as found`,
  );
  if (!table?.found) return false;
  const [applied] = await queryRows<{ last: string | null }>(
    db,
    sql`select max(created_at)::text as last from drizzle.__drizzle_migrations`,
  );
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  // As drizzle's migrator decides: a migration is due when it is newer than the last one applied.
  return journal.entries.some((e) => e.when > Number(applied?.last ?? 0));
}
