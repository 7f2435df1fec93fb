/** Bank transfer file templates (issue 41); re-exported by `db/schema.ts`. */
import { sql } from 'drizzle-orm';
import { boolean, check, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, timestamps } from '../../../server/db/columns.js';
import type { BankFileColumn } from '../bank-files.js';

/**
 * A bank's file as hr defines it: the columns in order with their headers, a header row, a control total row,
 * CSV or XLSX; for one bank of hr's list (people at that bank only) or, with no bank, for everyone.
 */
export const bankFileTemplates = pgTable(
  'bank_file_templates',
  {
    id: id(),
    name: text('name').notNull(),
    /** A value of the `bank` list, as people's `employees.bank` holds it; null: any bank. */
    bank: text('bank'),
    columns: jsonb('columns').$type<BankFileColumn[]>().notNull(),
    headerRow: boolean('header_row').notNull().default(true),
    totalRow: boolean('total_row').notNull().default(true),
    kind: text('kind', { enum: ['xlsx', 'csv'] })
      .notNull()
      .default('xlsx'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('bank_file_templates_name_key').on(sql`lower(${t.name})`),
    check('bank_file_templates_kind', sql`${t.kind} in ('xlsx', 'csv')`),
    check(
      'bank_file_templates_columns',
      sql`jsonb_typeof(${t.columns}) = 'array' and jsonb_array_length(${t.columns}) > 0`,
    ),
  ],
);
