/** The Bikram Sambat calendar as data (issue 40, decision 028): each BS year's month lengths; re-exported by `schema.ts`. */
import { sql } from 'drizzle-orm';
import { boolean, check, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { ref, updatedAt } from '../../../server/db/columns.js';
import { employees } from '../../../server/db/schema.js';

/**
 * One BS year: its twelve month lengths (Baisakh first), whether hr confirmed them against the official calendar
 * (Nepal's calendar committee publishes each year's before it starts), and where they came from. Years follow one
 * another without gaps, so each year's first day is the sum of the lengths before it (`src/shared/bs.ts`).
 */
export const bsYears = pgTable(
  'bs_years',
  {
    year: smallint('year').primaryKey(),
    months: smallint('months').array().notNull(),
    confirmed: boolean('confirmed').notNull().default(false),
    /** Where the lengths came from: "built-in table", "Calendar committee, 2085", … */
    source: text('source').notNull(),
    updatedAt: updatedAt(),
    updatedBy: ref('updated_by', () => employees.id, 'set null'),
  },
  (t) => [
    check('bs_years_year', sql`${t.year} between 1900 and 2200`),
    check(
      'bs_years_twelve',
      sql`cardinality(${t.months}) = 12 and array_ndims(${t.months}) = 1 and array_lower(${t.months}, 1) = 1`,
    ),
    check('bs_years_month_days', sql`29 <= all(${t.months}) and 32 >= all(${t.months})`),
    // No subquery in a check: the twelve added by index (the array is one-dimensional from 1, above).
    check(
      'bs_years_year_days',
      sql.raw(
        `${Array.from({ length: 12 }, (_, i) => `"months"[${i + 1}]`).join(' + ')} between 365 and 366`,
      ),
    ),
    check('bs_years_source', sql`length(${t.source}) between 1 and 200`),
  ],
);
