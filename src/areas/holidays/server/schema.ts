/** The organisation's holidays (issue 40): each with its tags and whom it applies to; re-exported by `schema.ts`. */
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, timestamps } from '../../../server/db/columns.js';

/**
 * One holiday. It applies to a person when (no gender or the person's gender is it) and (no branches or the
 * person's branch is one of them); only a confirmed one counts anywhere. A shipped pack's rows start unconfirmed.
 */
export const holidays = pgTable(
  'holidays',
  {
    id: id(),
    date: date('date').notNull(),
    name: text('name').notNull(),
    /** The name in Nepali, when known. */
    nameNe: text('name_ne'),
    /** national, regional, women_only, festival (`holidayTags`). */
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    /** Only people of this gender have it (Women's Day: female); null: everyone. */
    gender: text('gender', { enum: ['male', 'female', 'other'] }),
    /** Only people of these branches have it; empty: every branch. */
    branches: text('branches').array().notNull().default(sql`'{}'::text[]`),
    confirmed: boolean('confirmed').notNull().default(true),
    /** Where it came from: typed by hr ('manual'), an import ('ical', 'csv'), a shipped pack ('pack:np'), the old settings list ('settings'). */
    source: text('source').notNull().default('manual'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('holidays_date_name_key').on(t.date, sql`lower(${t.name})`),
    index('holidays_date_idx').on(t.date),
    check('holidays_name_length', sql`length(${t.name}) between 1 and 100`),
    check(
      'holidays_tags_known',
      sql`${t.tags} <@ array['national','regional','women_only','festival']::text[]`,
    ),
    check('holidays_gender_known', sql`${t.gender} in ('male','female','other')`),
    check('holidays_branches_max', sql`cardinality(${t.branches}) <= 50`),
  ],
);
