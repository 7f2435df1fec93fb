/** Review cycles and performance reviews; re-exported by `db/schema.ts`. */
import { sql } from 'drizzle-orm';
import { check, date, index, jsonb, pgTable, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from '../../../server/db/columns.js';
import { employees } from '../../../server/db/schema.js';

/** A performance review cycle (e.g. "2026 H2"); reviews are written while it is open. */
export const reviewCycles = pgTable(
  'review_cycles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    status: text('status', { enum: ['open', 'closed'] })
      .notNull()
      .default('open'),
    createdBy: uuid('created_by').references(() => employees.id),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('review_cycles_name_key').on(sql`lower(${t.name})`),
    check('review_cycles_dates_ordered', sql`${t.endDate} >= ${t.startDate}`),
    // And review_cycles_no_overlap, an exclusion constraint Drizzle cannot describe (migration 0011).
  ],
);

export interface ReviewGoal {
  title: string;
  achieved: boolean;
}

/** One review per employee per cycle, written by their manager or hr. */
export const performanceReviews = pgTable(
  'performance_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cycleId: uuid('cycle_id')
      .notNull()
      .references(() => reviewCycles.id, { onDelete: 'cascade' }),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id),
    reviewerId: uuid('reviewer_id')
      .notNull()
      .references(() => employees.id),
    goals: jsonb('goals').$type<ReviewGoal[]>().notNull().default([]),
    rating: smallint('rating').notNull(),
    comments: text('comments').notNull().default(''),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('performance_reviews_cycle_employee_key').on(t.cycleId, t.employeeId),
    index('performance_reviews_employee_idx').on(t.employeeId),
    check('performance_reviews_rating_range', sql`${t.rating} between 1 and 5`),
    check('performance_reviews_not_self', sql`${t.reviewerId} <> ${t.employeeId}`),
  ],
);
