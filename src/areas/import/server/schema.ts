/** Files hr imports (rules §17): the rows as uploaded, the plan, the progress and the outcome; re-exported by `db/schema.ts`. */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { employees } from '../../../server/db/schema.js';
import type { Refusal } from '../../../shared/i18n/errors.js';
import { type ImportOptions, importKinds, type RowError } from '../contract.js';

/**
 * One uploaded file and its import. The cells are kept as text (never evaluated) until the import is done, so
 * the dry run, the job and the file of failed rows all read the same rows. `done` moves in the transaction of
 * each batch it counts, so a job that runs again after its instance died starts where that one stopped.
 */
export const imports = pgTable(
  'imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: importKinds }).notNull(),
    fileName: text('file_name').notNull(),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => employees.id),
    headers: jsonb('headers').$type<string[]>().notNull(),
    /** The rows' cells, sealed like every personal number (they hold bank accounts and national ids). */
    rows: text('rows').notNull(),
    rowCount: integer('row_count').notNull(),
    mapping: jsonb('mapping').$type<Record<string, number>>().notNull().default({}),
    /** Imports stored before issue 40 have no `createMissing` (read as false). */
    options: jsonb('options').$type<Omit<ImportOptions, 'createMissing'> & { createMissing?: boolean }>(),
    status: text('status', { enum: ['uploaded', 'queued', 'running', 'done', 'failed'] })
      .notNull()
      .default('uploaded'),
    /** What the job writes, in order, decided when it starts (rules §17); a resumed job follows the same plan. */
    plan: jsonb('plan').$type<unknown[]>(),
    /** How many rows the plan writes; `done` of them are written (or refused by the database). */
    planned: integer('planned').notNull().default(0),
    done: integer('done').notNull().default(0),
    created: integer('created').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    errors: jsonb('errors').$type<RowError[]>().notNull().default([]),
    /** What stopped the whole import (all-or-nothing with errors), as a refusal: its code and params. */
    failure: jsonb('failure').$type<Refusal>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('imports_created_by_idx').on(t.createdBy),
    check(
      'imports_counts',
      sql`${t.done} >= 0 and ${t.created} >= 0 and ${t.updated} >= 0 and ${t.failed} >= 0`,
    ),
  ],
);

/** Which employees an import added, so hr can hand them set-password links later. */
export const importedEmployees = pgTable(
  'imported_employees',
  {
    employeeId: uuid('employee_id')
      .primaryKey()
      .references(() => employees.id),
    importId: uuid('import_id')
      .notNull()
      .references(() => imports.id),
  },
  (t) => [index('imported_employees_import_idx').on(t.importId)],
);
