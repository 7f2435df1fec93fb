/** An employee's documents (rules §6); re-exported by `schema.ts`. */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { employees } from '../../../server/db/schema.js';
import { documentKinds } from '../schemas.js';

/** An uploaded file of an employee; the bytes live under `<DATA_DIR>/uploads/<stored_name>` (a random name). */
export const documents = pgTable(
  'documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id),
    kind: text('kind', { enum: documentKinds }).notNull(),
    originalName: text('original_name').notNull(),
    storedName: text('stored_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    uploadedBy: uuid('uploaded_by').references(() => employees.id),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('documents_stored_name_key').on(t.storedName),
    index('documents_employee_idx').on(t.employeeId, t.kind),
    check(
      'documents_kind_valid',
      sql`${t.kind} in ('photo', 'government_id', 'education_certificate', 'experience_letter', 'employment_contract', 'supporting_document')`,
    ),
    check('documents_size_positive', sql`${t.size} > 0`),
  ],
);
