/**
 * The index in memory of hr's employee search and the colleague directory (decision 019): every person's
 * lower-cased `search_text`, status, designation and department, in name order, kept per database and read again
 * only when the `people` revision moves (a trigger moves it in the transaction of every write to those columns,
 * migrations 0029, 0031). A page is a scan of these few megabytes and one
 * read of its rows by id: two letters typed, which no database index serves, cost what an indexed select does.
 */
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.js';
import { countLimit } from '../../db/count.js';
import { keptByRevision } from '../../db/kept.js';
import { employees } from '../../db/schema.js';

interface SearchIndex {
  ids: string[];
  texts: string[];
  active: boolean[];
  designations: (string | null)[];
  departments: (string | null)[];
}

/** Each database's index, kept while the `people` revision stands; calls that arrive while it is read share the read. */
const indexes = keptByRevision<SearchIndex>(1);

async function readIndex(db: Db): Promise<SearchIndex> {
  const rows = await queryRows<{
    id: string;
    text: string;
    status: string;
    designation: string | null;
    department: string | null;
  }>(
    db,
    sql`select ${employees.id} as id, ${employees.searchText} as text, ${employees.status} as status,
      ${employees.designation} as designation, ${employees.department} as department from ${employees}
      order by lower(${employees.firstName}), lower(${employees.lastName}), ${employees.id}`,
  );
  return {
    ids: rows.map((r) => r.id),
    texts: rows.map((r) => r.text),
    active: rows.map((r) => r.status === 'active'),
    designations: rows.map((r) => r.designation),
    departments: rows.map((r) => r.department),
  };
}

/** What was typed, as both searches match it: "Anita  Gurung" finds Anita Gurung, as runs of spaces count as one. */
export const typed = (text: string) => text.trim().replace(/\s+/g, ' ');

export interface IndexQuery {
  /** The words typed (runs of spaces count as one); empty for none. */
  q: string;
  designation?: string;
  department?: string;
  /** Only active, or only terminated, people. */
  active?: boolean;
  page: number;
  pageSize: number;
}

/**
 * The ids of a page of matches in name order, and the matches counted as far as the capped count goes
 * (`countLimit`), as the database's count would.
 */
export async function searchIndex(db: Db, revision: string | undefined, query: IndexQuery) {
  const index = await indexes(db, '', revision, () => readIndex(db));
  const q = typed(query.q).toLowerCase();
  const from = (query.page - 1) * query.pageSize;
  const to = from + query.pageSize;
  const limit = countLimit(query.page, query.pageSize);
  const ids: string[] = [];
  let n = 0;
  for (let i = 0; i < index.ids.length && n <= limit; i++) {
    if (query.active !== undefined && index.active[i] !== query.active) continue;
    if (query.designation !== undefined && index.designations[i] !== query.designation) continue;
    if (query.department !== undefined && index.departments[i] !== query.department) continue;
    if (q && !index.texts[i]!.includes(q)) continue;
    if (n >= from && n < to) ids.push(index.ids[i]!);
    n++;
  }
  return { ids, total: Math.min(n, limit), totalCapped: n > limit };
}

/** The condition that reads a page's rows by the ids the index found. */
export const idIn = (ids: string[]) => sql`${employees.id} = any(${`{${ids.join(',')}}`}::uuid[])`;

/** A page's rows in the index's order; a person removed since the index was read is left out. */
export function inIndexOrder<R>(ids: string[], rows: R[], idOf: (row: R) => string): R[] {
  const byId = new Map(rows.map((r) => [idOf(r), r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
