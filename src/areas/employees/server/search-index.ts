/**
 * The index in memory of hr's employee search and the colleague directory (decision 019): every person's
 * lower-cased `search_text`, status, designation, department, employment type, manager and joining day, in name order, kept per database and read again
 * only when the `people` revision moves (a trigger moves it in the transaction of every write to those columns,
 * migrations 0029, 0031). A page is a scan of the people who could match and one read of its rows by id: those
 * of the designation or department asked for, or those whose text holds the rarest pair of characters typed.
 * Two letters typed, which no database index serves, cost what an indexed select does.
 */
import { type Placeholder, sql } from 'drizzle-orm';
import { type Db, queryRows, uuidIn } from '../../../server/db/client.js';
import { capped, countLimit } from '../../../server/db/count.js';
import { keptByRevision } from '../../../server/db/kept.js';
import { employees } from '../../../server/db/schema.js';

interface SearchIndex {
  ids: string[];
  texts: string[];
  active: boolean[];
  designations: (string | null)[];
  departments: (string | null)[];
  employmentTypes: (string | null)[];
  managers: (string | null)[];
  /** The day each person joined, ISO (compared as text). */
  joined: string[];
  /** Where each designation's, department's, employment type's and manager's people stand in the name order. */
  byDesignation: Map<string, Int32Array>;
  byDepartment: Map<string, Int32Array>;
  byEmploymentType: Map<string, Int32Array>;
  byManager: Map<string, Int32Array>;
  /**
   * Where the people whose text holds each pair of characters stand (by `pairAt`); null for a pair so common
   * (in more than one text in COMMON) that its list would narrow little, such as the "ex" of every example.com.
   */
  byPair: Map<number, Int32Array | null>;
}

/** Each database's index, kept while the `people` revision stands; calls that arrive while it is read share the read. */
const indexes = keptByRevision<SearchIndex>(1);

/** One person as the index reads them. */
export interface IndexedPerson {
  id: string;
  text: string;
  status: string;
  designation: string | null;
  department: string | null;
  employmentType?: string | null;
  managerId?: string | null;
  joined?: string;
}

async function readIndex(db: Db): Promise<SearchIndex> {
  const rows = await queryRows<IndexedPerson>(
    db,
    sql`select ${employees.id} as id, ${employees.searchText} as text, ${employees.status} as status,
      ${employees.designation} as designation, ${employees.department} as department,
      ${employees.employmentType} as "employmentType", ${employees.managerId} as "managerId",
      to_char(${employees.dateOfJoining}, 'YYYY-MM-DD') as joined from ${employees}
      order by lower(${employees.firstName}), lower(${employees.lastName}), ${employees.id}`,
  );
  return indexOf(rows);
}

/** The index of these people, given in name order. */
export function indexOf(rows: IndexedPerson[]): SearchIndex {
  const texts = rows.map((r) => r.text);
  const designations = rows.map((r) => r.designation);
  const departments = rows.map((r) => r.department);
  const employmentTypes = rows.map((r) => r.employmentType ?? null);
  const managers = rows.map((r) => r.managerId ?? null);
  return {
    ids: rows.map((r) => r.id),
    texts,
    active: rows.map((r) => r.status === 'active'),
    designations,
    departments,
    employmentTypes,
    managers,
    joined: rows.map((r) => r.joined ?? ''),
    byDesignation: positionsOf(designations),
    byDepartment: positionsOf(departments),
    byEmploymentType: positionsOf(employmentTypes),
    byManager: positionsOf(managers),
    byPair: pairPositions(texts),
  };
}

/** Where each value stands among `values`, in order. */
function positionsOf(values: (string | null)[]): Map<string, Int32Array> {
  const lists = new Map<string, number[]>();
  values.forEach((value, i) => {
    if (value === null) return;
    const list = lists.get(value);
    if (list) list.push(i);
    else lists.set(value, [i]);
  });
  return new Map([...lists].map(([value, list]) => [value, Int32Array.from(list)]));
}

/** The pair of characters at `at` of `text`, as one number. */
const pairAt = (text: string, at: number) => text.charCodeAt(at) * 0x10000 + text.charCodeAt(at + 1);
const COMMON = 2;

/**
 * Which texts hold each pair of characters, in order: counted first, then filled, so that the lists take their
 * final size at once (a few megabytes at 100,000 people; arrays grown as they go would take several times that).
 */
function pairPositions(texts: string[]): Map<number, Int32Array | null> {
  const ids = new Map<number, number>();
  const counts: number[] = [];
  const eachPair = (visit: (id: number, i: number) => void) => {
    const seen: number[] = [];
    texts.forEach((text, i) => {
      for (let at = 0; at + 1 < text.length; at++) {
        const pair = pairAt(text, at);
        let id = ids.get(pair);
        if (id === undefined) {
          id = counts.push(0) - 1;
          ids.set(pair, id);
        }
        // Once per text, however often the pair comes in it.
        if (seen[id] === i) continue;
        seen[id] = i;
        visit(id, i);
      }
    });
  };
  eachPair((id) => counts[id]!++);
  const common = texts.length / COMMON;
  const lists = counts.map((n) => (n > common ? null : new Int32Array(n)));
  const filled = new Int32Array(counts.length);
  eachPair((id, i) => {
    const list = lists[id];
    if (list) list[filled[id]!++] = i;
  });
  return new Map([...ids].map(([pair, id]) => [pair, lists[id]!]));
}

const NONE = new Int32Array(0);

/**
 * The shortest list of positions that holds every match: the designation's, the department's, or the rarest of
 * the typed text's pairs of characters; null when nothing narrows the search (every position is a candidate).
 */
function candidates(index: SearchIndex, q: string, query: IndexQuery): Int32Array | null {
  const lists: Int32Array[] = [];
  if (query.designation !== undefined) lists.push(index.byDesignation.get(query.designation) ?? NONE);
  if (query.department !== undefined) lists.push(index.byDepartment.get(query.department) ?? NONE);
  if (query.employmentType !== undefined)
    lists.push(index.byEmploymentType.get(query.employmentType) ?? NONE);
  if (query.managerId !== undefined) lists.push(index.byManager.get(query.managerId) ?? NONE);
  for (let at = 0; at + 1 < q.length; at++) {
    const list = index.byPair.get(pairAt(q, at));
    // A pair no text holds: nothing matches. A common one narrows nothing.
    if (list !== null) lists.push(list ?? NONE);
  }
  return lists.reduce<Int32Array | null>((a, b) => (a === null || b.length < a.length ? b : a), null);
}

/** What was typed, as both searches match it: "Anita  Gurung" finds Anita Gurung, as runs of spaces count as one. */
export const typed = (text: string) => text.trim().replace(/\s+/g, ' ');

export interface IndexQuery {
  /** The words typed (runs of spaces count as one); empty for none. */
  q: string;
  designation?: string;
  department?: string;
  employmentType?: string;
  /** Only the people who report to this person. */
  managerId?: string;
  /** Only those who joined on or after, on or before, these days (ISO). */
  joinedFrom?: string;
  joinedTo?: string;
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
  return scan(await indexes(db, '', revision, () => readIndex(db)), query);
}

export function scan(index: SearchIndex, query: IndexQuery) {
  const q = typed(query.q).toLowerCase();
  const from = (query.page - 1) * query.pageSize;
  const to = from + query.pageSize;
  const limit = countLimit(query.page, query.pageSize);
  const ids: string[] = [];
  const list = candidates(index, q, query);
  const length = list ? list.length : index.ids.length;
  let n = 0;
  for (let k = 0; k < length && n <= limit; k++) {
    const i = list ? list[k]! : k;
    if (query.active !== undefined && index.active[i] !== query.active) continue;
    if (query.designation !== undefined && index.designations[i] !== query.designation) continue;
    if (query.department !== undefined && index.departments[i] !== query.department) continue;
    if (query.employmentType !== undefined && index.employmentTypes[i] !== query.employmentType) continue;
    if (query.managerId !== undefined && index.managers[i] !== query.managerId) continue;
    if (query.joinedFrom !== undefined && index.joined[i]! < query.joinedFrom) continue;
    if (query.joinedTo !== undefined && index.joined[i]! > query.joinedTo) continue;
    if (q && !index.texts[i]!.includes(q)) continue;
    if (n >= from && n < to) ids.push(index.ids[i]!);
    n++;
  }
  return { ids, ...capped(n, query.page, query.pageSize) };
}

/** The condition that reads a page's rows by the ids the index found. */
export const idIn = (ids: string[] | Placeholder) => uuidIn(employees.id, ids);

/** A page's rows in the index's order; a person removed since the index was read is left out. */
export function inIndexOrder<R>(ids: string[], rows: R[], idOf: (row: R) => string): R[] {
  const byId = new Map(rows.map((r) => [idOf(r), r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
