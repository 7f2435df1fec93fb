/** Columns several tables share. */
import { bigint, type PgColumn, timestamp, uuid } from 'drizzle-orm/pg-core';

/** The row's own id: a random uuid. */
export const id = () => uuid('id').primaryKey().defaultRandom();

/** An instant, kept with its time zone. */
export const instant = (name: string) => timestamp(name, { withTimezone: true });

/** When the row was written. */
export const createdAt = () => instant('created_at').notNull().defaultNow();

/** When the row last changed. */
export const updatedAt = () => instant('updated_at').notNull().defaultNow();

/** Both stamps, for a table whose rows change. */
export const timestamps = { createdAt: createdAt(), updatedAt: updatedAt() };

/**
 * Another row's id. What becomes of this row when that one goes is `onDelete` (`cascade`: it goes too; `set null`:
 * it forgets it); without one, that row cannot go while this one names it.
 */
export const ref = (name: string, column: () => PgColumn, onDelete?: 'cascade' | 'restrict' | 'set null') =>
  uuid(name).references(column, onDelete && { onDelete });

/** Money in minor units (paisa, cents) read as JavaScript integers (safe up to 2^53). */
export const money = (name: string) => bigint(name, { mode: 'number' });
