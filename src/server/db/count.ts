/**
 * Counting a long list without reading all of it (decision 019): at most `countCap` matches, or the matches up
 * to the end of the page asked for and one more, so the page shown and whether another follows are always known.
 */
import { count, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { countCap } from '../../shared/schemas.js';
import type { Db } from './client.js';

export const countLimit = (page: number, pageSize: number) => Math.max(countCap, page * pageSize);

/** A count known in full, as a capped count would say it. */
export function capped(n: number, page: number, pageSize: number) {
  const limit = countLimit(page, pageSize);
  return { total: Math.min(n, limit), totalCapped: n > limit };
}

/**
 * `matches` is the list's query selecting anything (`{ one: sql`1` }`) with its joins and filters, and
 * `placeholders` the values of its placeholders.
 */
export async function cappedCount(
  db: Db,
  matches: PgSelect,
  page: number,
  pageSize: number,
  placeholders: Record<string, unknown> = {},
): Promise<{ total: number; totalCapped: boolean }> {
  const limit = countLimit(page, pageSize);
  const [row] = await db
    .select({ n: count() })
    .from(matches.limit(limit + 1).as('matches'))
    .execute(placeholders);
  return capped(Number(row?.n ?? 0), page, pageSize);
}

export const one: SQL<number> = sql<number>`1`;

/** A count the writes keep (`summary_counts`, decision 019), as a scalar subquery: 0 when it was never written. */
export const summaryCount = (name: 'leave_pending' | 'employees_active') =>
  sql<number>`coalesce((select n from summary_counts where name = ${sql.raw(`'${name}'`)}), 0)::int`;
