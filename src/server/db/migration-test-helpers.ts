/**
 * What the tests of one migration share: an embedded database migrated to just before that migration (to fill with
 * today's data, then migrate on), or migrated to the last one (a new organisation).
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

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** A new embedded database with every migration run, or those before the one whose tag ends with `before`. */
export async function migratedDatabase(before?: string) {
  const client = await PGlite.create({ extensions: { pg_trgm, btree_gist } });
  if (!before) {
    await migrate(drizzle(client), { migrationsFolder });
    return client;
  }
  const folder = mkdtempSync(path.join(os.tmpdir(), 'hris-migration-'));
  try {
    cpSync(migrationsFolder, folder, { recursive: true });
    const journalPath = path.join(folder, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
    const at = journal.entries.findIndex((e) => e.tag.endsWith(before));
    if (at < 0) throw new Error(`No migration ${before}`);
    writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
    await migrate(drizzle(client), { migrationsFolder: folder });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
  return client;
}

/** Runs the migrations still to run on `client` (the one a test filled with today's data). */
export const migrateOn = (client: PGlite) => migrate(drizzle(client), { migrationsFolder });
