/**
 * What each kind of request does when it ends (rules §10): applied by the engine in the transaction of the
 * deciding step, and only then. A leave request's row follows its request; an approved correction writes the day
 * with the late rule re-run; an approved profile change writes the person's details; a timesheet's week follows
 * its request.
 */
import { and, eq } from 'drizzle-orm';
import type { Trace } from '../../../server/actor.js';
import type { Tx } from '../../../server/db/client.js';
import { approvalRequests, attendanceRecords, employees, leaveRequests } from '../../../server/db/schema.js';
import { refuse } from '../../../server/http/errors.js';
import { formatClock, isWorkingDay, localDateTime, parseClock } from '../../../shared/calendar.js';
import { checkInStatus, zonedInstant } from '../../attendance/contract.js';
import { writeCorrection } from '../../attendance/server/writes.js';
import { recordAudit } from '../../audit/server/writes.js';
import { leaveSettingsOf, ownLeaveSettings } from '../../leave/server/reads.js';
import { takenLines, writeLines } from '../../leave/server/writes.js';
import { settleTimesheet } from '../../projects/server/writes.js';
import { getSettings } from '../../settings/server/reads.js';
import type { RequestKind } from '../schemas.js';

export type RequestRow = typeof approvalRequests.$inferSelect;

export interface Ending {
  request: RequestRow;
  outcome: 'approved' | 'rejected' | 'cancelled';
  /** Who ended it (the last decider, or whoever cancelled). */
  by: Trace;
  now: Date;
  note: string | null;
}

type Effect = (tx: Tx, ending: Ending) => Promise<void>;

/**
 * The leave row takes the request's outcome; an approval writes the days it takes from the balance to the
 * ledger (one `taken` line per leave year) and keeps them on the row.
 */
const leave: Effect = async (tx, { request, outcome, by, now, note }) => {
  const [row] = await tx.select().from(leaveRequests).where(eq(leaveRequests.id, request.leaveId!));
  if (!row) return;
  // The person's own holidays count (issue 40), not only everyone's.
  const settings = await ownLeaveSettings(
    tx,
    row.employeeId,
    row.startDate,
    row.endDate,
    leaveSettingsOf(await getSettings(tx)),
  );
  const decided = outcome !== 'cancelled';
  const taken = outcome === 'approved' ? takenLines(row, settings, by) : [];
  const [updated] = await tx
    .update(leaveRequests)
    .set({
      status: outcome,
      ...(decided ? { decidedBy: by.id, decidedAt: now, decisionNote: note } : {}),
      countedDays: taken.length
        ? Object.fromEntries(taken.map((line) => [line.yearStart, -line.days]))
        : undefined,
      updatedAt: now,
    })
    .where(and(eq(leaveRequests.id, row.id), eq(leaveRequests.status, 'pending')))
    .returning();
  if (!updated) throw refuse(409, 'leave_already', { status: row.status });
  await writeLines(tx, taken);
  await recordAudit(tx, by, {
    action: { approved: 'approve', rejected: 'reject', cancelled: 'cancel' }[outcome],
    entity: 'leave',
    entityId: row.id,
    before: { status: 'pending' },
    after: { status: outcome, decidedBy: decided ? by.id : null, decisionNote: note },
  });
};

/**
 * The corrected times on the day, in the organisation's zone; the status follows the late rule again. The day as
 * it was is kept on the request, which shows it as "before" from then on.
 */
const attendance: Effect = async (tx, { request, outcome, by, now }) => {
  if (outcome !== 'approved') return;
  const { date, check_in_time: inAt, check_out_time: outAt, reason } = request.payload;
  const settings = await getSettings(tx);
  const [current] = await tx
    .select()
    .from(attendanceRecords)
    .where(and(eq(attendanceRecords.employeeId, request.employeeId), eq(attendanceRecords.workDate, date!)));
  const at = (hhmm: string | null | undefined) =>
    hhmm ? zonedInstant(date!, parseClock(hhmm), settings.timeZone) : null;
  const checkInAt = at(inAt) ?? current?.checkInAt ?? null;
  const checkOutAt = at(outAt) ?? current?.checkOutAt ?? null;
  if (!checkInAt) throw refuse(409, 'correction_lone_check_out');
  if (checkOutAt && checkOutAt < checkInAt) throw refuse(409, 'correction_out_before_in');
  const clock = (instant: Date | null | undefined) =>
    instant ? formatClock(localDateTime(instant, settings.timeZone).minutes) : null;
  const replaced = {
    check_in_time: clock(current?.checkInAt),
    check_out_time: clock(current?.checkOutAt),
    status: current?.status ?? null,
  };
  await tx.update(approvalRequests).set({ replaced }).where(eq(approvalRequests.id, request.id));
  await writeCorrection(tx, by, request.employeeId, date!, {
    checkInAt,
    checkOutAt,
    status: checkInStatus(checkInAt, settings, isWorkingDay(date!, settings)),
    correctionNote: reason ?? null,
    correctedBy: by.id,
    correctedAt: now,
    updatedAt: now,
  });
};

/**
 * The proposed details replace the person's (a bank account arrives sealed, as it is stored). The values they
 * replaced are kept on the request, which shows them as "before" from then on.
 */
const profile: Effect = async (tx, { request, outcome, by, now }) => {
  if (outcome !== 'approved') return;
  const [before] = await tx
    .select()
    .from(employees)
    .where(eq(employees.id, request.employeeId))
    .for('update');
  const keys = Object.keys(request.payload) as (keyof typeof before & string)[];
  const replaced = Object.fromEntries(keys.map((k) => [k, before?.[k] ?? null]));
  await tx
    .update(employees)
    .set({ ...request.payload, updatedAt: now })
    .where(eq(employees.id, request.employeeId));
  await tx.update(approvalRequests).set({ replaced }).where(eq(approvalRequests.id, request.id));
  await recordAudit(tx, by, {
    action: 'update',
    entity: 'employee',
    entityId: request.employeeId,
    before: replaced,
    after: request.payload,
  });
};

/** The week follows its request (issue 43): approved and locked, rejected with the note, or a draft again. */
const timesheet: Effect = (tx, { request, outcome, by, now, note }) =>
  settleTimesheet(tx, { requestId: request.id, outcome, by, now, note });

/**
 * Overtime (issue 42): an approved claim is paid by the month's payroll run, which reads approved claims itself;
 * nothing else changes when it ends.
 */
const overtime: Effect = async () => {};

export const effects: Record<RequestKind, Effect> = { leave, attendance, profile, timesheet, overtime };
