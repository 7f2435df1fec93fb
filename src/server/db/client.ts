/** Opens the database: PGlite under DATA_DIR by default, a PostgreSQL server when DATABASE_URL is set. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { type Placeholder, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { preparedClient } from './pglite-prepared.js';
import * as schema from './schema.js';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction: what `db.transaction(async (tx) => …)` hands its callback. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies pending migrations; several instances starting at once take turns on an advisory lock. */
  migrate(): Promise<void>;
  /**
   * Calls `on` with the payload of every NOTIFY on `channel` (a constant of ours), from any instance, after the
   * notifying transaction commits. Returns a function that stops listening.
   */
  listen(channel: string, on: (payload: string) => void): Promise<() => Promise<void>>;
  /** PGlite only: its data directory as a gzipped tarball, consistent as of one moment (backups, decision 022). */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
}

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
const MIGRATION_LOCK = 724_311_001;

export function openPostgres(url: string, poolSize = 10): Database {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle client losing its server must not crash the process; the next query reports the error.
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    async migrate() {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
        const onLock = drizzlePg(client, { schema }) as unknown as Db;
        await migratePg(onLock as never, { migrationsFolder });
        // On the connection that holds the lock: a pool of one must not wait for a second connection.
        await ensureSettingsRow(onLock);
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
        client.release();
      }
    },
    async listen(channel, on) {
      // A connection of its own, outside the pool, for as long as we listen; reconnects if it drops.
      let client: pg.Client | undefined;
      let stopped = false;
      const connect = async () => {
        if (stopped) return;
        const next = new pg.Client({ connectionString: url });
        next.on('notification', (message) => {
          if (message.channel === channel) on(message.payload ?? '');
        });
        next.on('error', () => {
          next.end().catch(() => {});
          if (!stopped) setTimeout(connect, 1000);
        });
        try {
          await next.connect();
          await next.query(`listen ${channel}`);
          client = next;
        } catch {
          next.end().catch(() => {});
          if (!stopped) setTimeout(connect, 1000);
        }
      };
      await connect();
      return async () => {
        stopped = true;
        await client?.end().catch(() => {});
      };
    },
    close: () => pool.end(),
  };
}

/** `dataDir` undefined keeps the database in memory (tests); `loadDataDir` fills a new one from a backup. */
export async function openPglite(dataDir: string | undefined, loadDataDir?: Blob): Promise<Database> {
  // As on PostgreSQL: pg_trgm backs the employee search's trigram indexes (migration 0007), btree_gist the
  // constraint that refuses overlapping leave (0018).
  const options = { extensions: { pg_trgm, btree_gist }, loadDataDir };
  const client = dataDir ? await PGlite.create(dataDir, options) : await PGlite.create(options);
  // The app's queries run as prepared statements (`pglite-prepared.ts`); migrations on the client itself.
  const db = drizzlePglite({ client: preparedClient(client) as unknown as PGlite, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    async migrate() {
      await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
      await ensureSettingsRow(db);
    },
    listen: (channel, on) => client.listen(channel, on),
    // Taken between two queries of the one process: what the files hold then is what a crash would leave,
    // which opening it recovers from (an open transaction's writes are rolled back).
    dumpDataDir: () => client.dumpDataDir('gzip'),
    close: () => client.close(),
  };
}

async function ensureSettingsRow(db: Db) {
  await db.execute(sql`insert into organisation_settings (id) values (1) on conflict (id) do nothing`);
}

export function openDatabase(opts: { databaseUrl?: string; dataDir: string }): Promise<Database> | Database {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl) : openPglite(path.join(opts.dataDir, 'pglite'));
}

/** Rows of a raw SQL query, typed; works on the database and inside a transaction, on both drivers. */
export async function queryRows<T>(db: Pick<Db, 'execute'>, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * Ids as one array parameter, not one each: the statement stays the same however many there are (planned
 * faster: a hundred ids parse and plan in a third of the time), and tens of thousands stay under PostgreSQL's
 * limit of 65,535 parameters.
 */
export const uuids = (ids: readonly string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;

const prepared = new WeakMap<object, Map<string, unknown>>();

/**
 * A prepared statement built once per database (or transaction) and name: Drizzle then builds its SQL once, not
 * on every call. `build` must give the same statement each time for the same name.
 */
export function preparedOnce<T>(db: object, name: string, build: () => T): T {
  let byName = prepared.get(db);
  if (!byName) {
    byName = new Map();
    prepared.set(db, byName);
  }
  if (!byName.has(name)) byName.set(name, build());
  return byName.get(name) as T;
}

/** `column = any(ids)`, the ids as one array parameter (or a prepared statement's placeholder for it). */
export const uuidIn = (column: SQLWrapper, ids: readonly string[] | Placeholder) =>
  sql`${column} = any(${Array.isArray(ids) ? uuids(ids) : sql`${ids}::uuid[]`})`;
