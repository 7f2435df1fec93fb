/** The leave ledger (rules §14), re-exported by `schema.ts`. */
import { sql } from 'drizzle-orm';
import { check, date, index, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, ref } from '../../../server/db/columns.js';
import { employees, leaveRequests } from '../../../server/db/schema.js';
import { ledgerKinds } from '../../../shared/leave-policy.js';

/**
 * Every change to a balance, with its reason; a balance is the sum of its lines. Lines are only ever added (a
 * trigger refuses updates and deletes, migration 0018): a mistake is undone by another line. Each line's key is
 * unique per person, so a credit written twice (two instances, a re-run job) is written once.
 */
export const leaveLedger = pgTable(
  'leave_ledger',
  {
    id: id(),
    employeeId: ref('employee_id', () => employees.id).notNull(),
    leaveType: text('leave_type').notNull(),
    kind: text('kind', { enum: ledgerKinds }).notNull(),
    /** Positive adds to the balance, negative takes from it. */
    days: numeric('days', { precision: 8, scale: 4, mode: 'number' }).notNull(),
    /** The first day of the leave year the line counts in. */
    yearStart: date('year_start').notNull(),
    /** The day it takes effect. */
    effectiveOn: date('effective_on').notNull(),
    /** The request a `taken` or `returned` line is for. */
    leaveId: ref('leave_id', () => leaveRequests.id),
    key: text('key').notNull(),
    /** The reason hr gave for an adjustment. */
    note: text('note'),
    createdBy: ref('created_by', () => employees.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('leave_ledger_key').on(t.employeeId, t.key),
    // A balance reads a person's lines of a year from this index alone (every column it reads is a key column).
    index('leave_ledger_year_idx').on(
      t.employeeId,
      t.yearStart,
      t.leaveType,
      t.kind,
      t.days,
      t.effectiveOn,
      t.key,
    ),
    index('leave_ledger_leave_idx').on(t.leaveId),
    check(
      'leave_ledger_kind',
      sql`${t.kind} in ('allocation', 'accrual', 'taken', 'returned', 'carry_forward', 'expiry', 'adjustment', 'substitute')`,
    ),
    check(
      'leave_ledger_request_linked',
      sql`(${t.kind} in ('taken', 'returned')) = (${t.leaveId} is not null)`,
    ),
    check('leave_ledger_adjustment_reason', sql`${t.kind} <> 'adjustment' or ${t.note} is not null`),
  ],
);
