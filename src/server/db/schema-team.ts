/** The team screens' table (rules §13), re-exported by `schema.ts`. */
import { pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { employees } from './schema.js';

/** A person's private calendar subscription (rules §13): found by the token's hash; the token sealed, to show again. */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    employeeId: uuid('employee_id')
      .primaryKey()
      .references(() => employees.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    tokenSealed: text('token_sealed').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('calendar_feeds_token_key').on(t.tokenHash)],
);
// Requests, approvals, stand-ins and notifications (rules §10, §11).
export * from './schema-requests.js';
