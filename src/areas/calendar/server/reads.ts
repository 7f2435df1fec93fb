/**
 * The BS month lengths this process counts with (decision 028). `src/shared/bs.ts` counts synchronously against an
 * installed table; this file installs the database's: once when the app is ready, and again before a signed-in call
 * runs whenever the `bs_years` revision its auth query read has moved (http/auth.ts), so two instances agree as
 * soon as either serves a call after hr's change. Rows are kept by revision (`db/kept.ts`).
 */
import { asc } from 'drizzle-orm';
import type { Db } from '../../../server/db/client.js';
import { keptByRevision, type Revisions, revisionKey } from '../../../server/db/kept.js';
import { bsYears } from '../../../server/db/schema.js';
import { installBsYears } from '../../../shared/bs.js';

export type BsYearRecord = typeof bsYears.$inferSelect;

/** Every year of the table, oldest first. */
export const readBsYears = (db: Db): Promise<BsYearRecord[]> =>
  db.select().from(bsYears).orderBy(asc(bsYears.year));

const kept = keptByRevision<BsYearRecord[]>(4);
/** The rows last installed (by identity: a kept read installs once). */
let installed: BsYearRecord[] | undefined;

/** The table as of `revisions` (the auth query's), read again only when its revision moved. */
export const keptBsYears = (db: Db, revisions: Revisions | null) =>
  kept(db, 'bs_years', revisionKey(revisions, ['bs_years']), () => readBsYears(db));

/**
 * Makes this process count BS dates with the database's table as of `revisions`. Without revisions (at start, or
 * a database without the revision row) it reads the table now.
 */
export async function syncBsYears(db: Db, revisions: Revisions | null): Promise<void> {
  const rows = await keptBsYears(db, revisions);
  if (rows === installed) return;
  installed = rows;
  if (rows.length > 0) installBsYears(rows);
}
