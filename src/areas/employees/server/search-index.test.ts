/**
 * The search index in memory finds the same page and count as reading every person would, whichever list
 * narrows the scan: a designation's, a department's, a pair of characters typed (rare, common or absent).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countLimit } from '../../../server/db/count.js';
import { type IndexQuery, indexOf, scan } from './search-index.js';

const letters = fc.constantFrom('a', 'b', 'n', 'r', 'ä', 'क', ' ', '.');
const word = fc.array(letters, { minLength: 1, maxLength: 6 }).map((l) => l.join(''));
const person = fc.record({
  name: word,
  designation: fc.option(fc.constantFrom('Engineer', 'Analyst', 'Clerk'), { nil: null }),
  department: fc.option(fc.constantFrom('Sales', 'Ops'), { nil: null }),
  status: fc.constantFrom('active', 'terminated'),
});
const query = fc.record({
  q: fc.oneof(word, fc.constant(''), fc.constant('@example.com'), fc.constant('zz')),
  designation: fc.option(fc.constantFrom('Engineer', 'Analyst', 'Nobody'), { nil: undefined }),
  department: fc.option(fc.constantFrom('Sales', 'Ops'), { nil: undefined }),
  active: fc.option(fc.boolean(), { nil: undefined }),
  page: fc.integer({ min: 1, max: 3 }),
  pageSize: fc.constantFrom(1, 2, 5),
});

/** What the index must answer: every person read in order. */
function everyone(rows: ReturnType<typeof rowsOf>, query: IndexQuery) {
  const q = query.q.trim().replace(/\s+/g, ' ').toLowerCase();
  const matches = rows.filter(
    (r) =>
      (query.active === undefined || (r.status === 'active') === query.active) &&
      (query.designation === undefined || r.designation === query.designation) &&
      (query.department === undefined || r.department === query.department) &&
      r.text.includes(q),
  );
  const from = (query.page - 1) * query.pageSize;
  const limit = countLimit(query.page, query.pageSize);
  return {
    ids: matches.slice(from, from + query.pageSize).map((r) => r.id),
    total: Math.min(matches.length, limit),
    totalCapped: matches.length > limit,
  };
}

const rowsOf = (
  people: { name: string; designation: string | null; department: string | null; status: string }[],
) =>
  people.map((p, i) => ({
    id: `id-${i}`,
    text: `${p.name}\nperson${i}@example.com\n${(p.designation ?? '').toLowerCase()}\nemp-${i}`,
    status: p.status,
    designation: p.designation,
    department: p.department,
  }));

describe('the search index', () => {
  it('finds what reading everyone finds, page and count', () => {
    fc.assert(
      fc.property(
        fc.array(person, { maxLength: 60 }),
        fc.array(query, { minLength: 1, maxLength: 8 }),
        (people, queries) => {
          const rows = rowsOf(people);
          const index = indexOf(rows);
          for (const q of queries) expect(scan(index, q)).toEqual(everyone(rows, q));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('counts up to the cap and says there are more', () => {
    const rows = rowsOf(
      Array.from({ length: 1_600 }, (_, i) => ({
        name: i % 3 ? 'ram' : 'sita',
        designation: 'Clerk',
        department: 'Ops',
        status: 'active',
      })),
    );
    const index = indexOf(rows);
    const page = { q: 'ram', page: 2, pageSize: 20 };
    expect(scan(index, page)).toEqual(everyone(rows, page));
    expect(scan(index, page)).toMatchObject({ total: 1_000, totalCapped: true });
    expect(scan(index, { q: 'sit', page: 1, pageSize: 20 })).toMatchObject({
      total: 534,
      totalCapped: false,
    });
  });
});
