/**
 * The leave ledger (rules §14): a balance is the sum of its lines, and every line has a reason. Lines are
 * written when leave is approved (taken) or an approved leave is cancelled (returned), by hr (adjustment) and by
 * the accrual job (allocation, accrual, carry-forward, expiry). A line's key is unique per person, so writing
 * the same line twice writes it once.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Trace } from '../../../server/actor.js';
import type { Db, Tx } from '../../../server/db/client.js';
import { leaveLedger, type leaveRequests } from '../../../server/db/schema.js';
import { laterDate } from '../../../shared/calendar.js';
import { leaveYearsOf, spanDays } from '../../../shared/leave-policy.js';
import type { LeaveSettings } from './reads.js';

export type NewLine = typeof leaveLedger.$inferInsert;
export type LedgerLine = typeof leaveLedger.$inferSelect;

const BATCH = 1000;

/** Adds lines, skipping those whose key the person already has; returns how many were added. */
export async function writeLines(tx: Pick<Tx, 'insert'>, lines: NewLine[]): Promise<number> {
  let added = 0;
  for (let i = 0; i < lines.length; i += BATCH) {
    const rows = await tx
      .insert(leaveLedger)
      .values(lines.slice(i, i + BATCH))
      .onConflictDoNothing({ target: [leaveLedger.employeeId, leaveLedger.key] })
      .returning({ id: leaveLedger.id });
    added += rows.length;
  }
  return added;
}

type Leave = Pick<
  typeof leaveRequests.$inferSelect,
  | 'id'
  | 'employeeId'
  | 'leaveType'
  | 'startDate'
  | 'endDate'
  | 'startPart'
  | 'endPart'
  | 'startMinute'
  | 'endMinute'
>;

/** An approved request's days in each leave year it touches, as `taken` lines (a year it takes nothing has none). */
export function takenLines(
  leave: Leave,
  settings: Pick<LeaveSettings, 'calendar' | 'yearRule'>,
  by: Pick<Trace, 'id'>,
) {
  const lines: NewLine[] = [];
  for (const year of leaveYearsOf(leave.startDate, leave.endDate, settings.yearRule)) {
    const from = laterDate(leave.startDate, year.start);
    const days = spanDays(leave, settings.calendar, from, year.end);
    if (days === 0) continue;
    lines.push({
      employeeId: leave.employeeId,
      leaveType: leave.leaveType,
      kind: 'taken',
      days: -days,
      yearStart: year.start,
      effectiveOn: from,
      leaveId: leave.id,
      key: `taken:${leave.id}:${year.start}`,
      createdBy: by.id,
    });
  }
  return lines;
}

/**
 * Gives back what a cancelled approved request took: one `returned` line for each of its `taken` lines, on the
 * same day (the days it took are free again).
 */
export async function returnTaken(tx: Tx, leaveId: string, by: Trace) {
  const taken = await tx
    .select()
    .from(leaveLedger)
    .where(and(eq(leaveLedger.leaveId, leaveId), eq(leaveLedger.kind, 'taken')));
  await writeLines(
    tx,
    taken.map((line) => ({
      employeeId: line.employeeId,
      leaveType: line.leaveType,
      kind: 'returned' as const,
      days: -line.days,
      yearStart: line.yearStart,
      effectiveOn: line.effectiveOn,
      leaveId,
      key: `returned:${leaveId}:${line.yearStart}`,
      createdBy: by.id,
    })),
  );
}

/** The lines of these people in these leave years, oldest first. */
export function linesOf(db: Pick<Db, 'select'>, employeeIds: string[], yearStarts: string[]) {
  if (employeeIds.length === 0 || yearStarts.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(leaveLedger)
    .where(and(inArray(leaveLedger.employeeId, employeeIds), inArray(leaveLedger.yearStart, yearStarts)))
    .orderBy(leaveLedger.effectiveOn, leaveLedger.createdAt);
}

/** Each person's balance of each type in a leave year: the sum of its lines. */
export function sumsOf(db: Pick<Db, 'select'>, yearStart: string) {
  return db
    .select({
      employeeId: leaveLedger.employeeId,
      leaveType: leaveLedger.leaveType,
      days: sql<string>`sum(${leaveLedger.days})`,
    })
    .from(leaveLedger)
    .where(eq(leaveLedger.yearStart, yearStart))
    .groupBy(leaveLedger.employeeId, leaveLedger.leaveType);
}
