/** What every importer shares (rules §17): the rows as readers, and a plan of what to write. */
import type { Refusal } from '../../../shared/i18n/errors.js';
import type { OrgKind } from '../../organisation/contract.js';
import type { ImportOptions, RowError } from '../schemas.js';
import { RowReader } from './cells.js';

export interface PlanContext {
  /** A reader per row that is not blank. */
  readers: RowReader[];
  options: ImportOptions;
  /** The organisation's today. */
  today: string;
  /** Who imports (hr): their own role is not theirs to change. */
  by: string;
}

/** What an import would write, in order, and the rows that it would not, with why. */
export interface Plan<Item extends { row: number }> {
  items: Item[];
  errors: RowError[];
  created: number;
  updated: number;
  failed: number;
  /** Employees: the list values the import adds (issue 40), each once. */
  willCreate?: { kind: OrgKind; name: string }[];
}

export function readersOf(rows: string[][], mapping: Record<string, number>): RowReader[] {
  const readers: RowReader[] = [];
  rows.forEach((cells, i) => {
    // A spreadsheet numbers the header 1, so the first row below it is 2.
    if (cells.some((cell) => cell.trim() !== '')) readers.push(new RowReader(i + 2, cells, mapping));
  });
  return readers;
}

/**
 * Rows that share a key (the same e-mail, or the same person and day): none of them is imported, each names the
 * first, and the first names the second. A row without a key (blank) is left alone.
 */
export function failSame(
  readers: RowReader[],
  keyOf: (r: RowReader) => string,
  field: string,
  why: (row: number) => Refusal,
) {
  const first = new Map<string, RowReader>();
  const named = new Set<RowReader>();
  for (const reader of readers) {
    const key = keyOf(reader);
    const earlier = key ? first.get(key) : undefined;
    if (!earlier) {
      if (key) first.set(key, reader);
      continue;
    }
    reader.fail(field, why(earlier.row));
    if (!named.has(earlier)) earlier.fail(field, why(reader.row));
    named.add(earlier);
  }
}

/** A plan from the readers and, for each row without errors, its item. */
export function planFrom<Item extends { row: number }>(
  readers: RowReader[],
  items: Item[],
  updated: (item: Item) => boolean = () => false,
): Plan<Item> {
  const byRow = new Map(readers.map((r) => [r.row, r]));
  const good = items.filter((item) => byRow.get(item.row)?.errors.length === 0);
  return {
    items: good,
    errors: readers.flatMap((r) => r.errors),
    created: good.filter((i) => !updated(i)).length,
    updated: good.filter(updated).length,
    failed: readers.filter((r) => r.errors.length > 0).length,
  };
}
