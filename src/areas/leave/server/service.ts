/** Changing leave: apply, decide, cancel. Each change and its audit record share one transaction. */
import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Actor, Trace } from '../../../server/actor.js';
import type { Db, Tx } from '../../../server/db/client.js';
import { employees, leaveRequests } from '../../../server/db/schema.js';
import { refuse } from '../../../server/http/errors.js';
import { localDate } from '../../../shared/calendar.js';
import {
  type DayPart,
  isEligible,
  leaveYearName,
  leaveYearsOf,
  occupiedMinutes,
  type Policy,
  partsAllowed,
  policyOf,
  spanDays,
} from '../../../shared/leave-policy.js';
import { findLeaveRequest } from '../../approvals/server/reads.js';
import {
  adoptLeave,
  cancelOpenRequestsOf,
  cancelRequest,
  decideRequest,
  openRequest,
} from '../../approvals/server/writes.js';
import { recordAudit } from '../../audit/server/writes.js';
import { activeLeaveStatuses, type LeaveDecision } from '../schemas.js';
import { availableDays, balancesFor } from './balance.js';
import { returnTaken } from './ledger.js';
import { findLeave, type LeaveSettings, leaveSettings, ownLeaveSettings } from './reads.js';

export interface NewLeave {
  employeeId: string;
  reason: string;
  leaveType: string | null | undefined;
  startDate: string;
  endDate: string;
  startPart?: DayPart;
  endPart?: DayPart;
  startTime?: string;
  endTime?: string;
}

/** The configured type named (any case), or the first configured type when none is named. */
function resolveLeaveType(settings: LeaveSettings, name: string | null | undefined) {
  const types = settings.leaveTypes;
  const open = types.filter((t) => !t.retired);
  const type = name ? open.find((t) => t.name.toLowerCase() === name.toLowerCase()) : open[0];
  if (!type)
    throw refuse(
      400,
      'leave_type_choice',
      { types: open.map((t) => t.name).join(', ') },
      { field: 'leave_type' },
    );
  return policyOf(type);
}

/** The request's span: its dates, the parts of its first and last days, and the minutes they occupy. */
function spanOf(input: NewLeave, settings: LeaveSettings, type: Policy) {
  const startPart = input.startPart ?? 'full';
  const endPart = input.startDate === input.endDate ? startPart : (input.endPart ?? 'full');
  for (const part of [startPart, endPart])
    if (!partsAllowed[type.unit].includes(part))
      throw refuse(
        400,
        type.unit === 'day' ? 'leave_whole_days' : 'leave_half_days',
        { type: type.name },
        { field: 'start_part' },
      );
  const minutes = occupiedMinutes(
    { startPart, endPart, startTime: input.startTime, endTime: input.endTime },
    settings.calendar,
  );
  if (startPart === 'hours' && minutes.endMinute - minutes.startMinute > settings.calendar.workDayMinutes)
    throw refuse(400, 'leave_hours_over_day', { field: 'end_time' });
  return {
    startDate: input.startDate,
    endDate: input.endDate,
    leaveType: type.name,
    startPart,
    endPart,
    ...minutes,
  };
}

/** The request's days in each leave year it touches must fit what is left there, less what pending requests hold. */
async function assertBalance(
  tx: Tx,
  employeeId: string,
  type: Policy,
  span: ReturnType<typeof spanOf>,
  settings: LeaveSettings,
) {
  if (type.allowance === null || type.allowNegative) return;
  const years = leaveYearsOf(span.startDate, span.endDate, settings.yearRule);
  const on = (start: string) => (span.startDate > start ? span.startDate : start);
  const balances = await balancesFor(
    tx,
    years.map((year) => ({ employeeId, year, on: on(year.start) })),
    settings,
  );
  for (const [i, year] of years.entries()) {
    const requested = spanDays(span, settings.calendar, on(year.start), year.end);
    const balance = balances[i]!.find((b) => b.leave_type === type.name);
    const available = (balance && availableDays(balance)) ?? 0;
    if (requested > available)
      throw refuse(409, 'leave_not_enough', {
        type: type.name,
        year: leaveYearName(year, settings.yearRule),
        requested,
        available: Math.max(available, 0),
        allowance: balance?.allowance ?? 0,
        used: balance?.used ?? 0,
        pending: balance?.pending ?? 0,
      });
  }
}

/** Another pending or approved request of the person whose time overlaps this one's, to the part of a day. */
async function overlapping(tx: Tx, employeeId: string, span: ReturnType<typeof spanOf>) {
  const occupied = sql`tsrange(${leaveRequests.startDate} + make_interval(mins => ${leaveRequests.startMinute}), ${leaveRequests.endDate} + make_interval(mins => ${leaveRequests.endMinute}))`;
  const [overlap] = await tx
    .select({
      status: leaveRequests.status,
      start: leaveRequests.startDate,
      end: leaveRequests.endDate,
      part: leaveRequests.startPart,
    })
    .from(leaveRequests)
    .where(
      and(
        eq(leaveRequests.employeeId, employeeId),
        inArray(leaveRequests.status, [...activeLeaveStatuses]),
        lte(leaveRequests.startDate, span.endDate),
        gte(leaveRequests.endDate, span.startDate),
        sql`${occupied} && tsrange(${span.startDate}::date + make_interval(mins => ${span.startMinute}), ${span.endDate}::date + make_interval(mins => ${span.endMinute}))`,
      ),
    )
    .limit(1);
  return overlap;
}

/**
 * Stores a pending request. The employee's row is locked first, so two overlapping requests sent at once are
 * checked one after the other: one is stored, the other answers 409 (and the database refuses overlapping time
 * of one person whatever the code does: leave_no_overlap).
 */
export async function applyLeave(db: Db, by: Actor, now: Date, input: NewLeave) {
  const settings = await ownLeaveSettings(db, input.employeeId, input.startDate, input.endDate);
  const type = resolveLeaveType(settings, input.leaveType);
  const span = spanOf(input, settings, type);
  const days = spanDays(span, settings.calendar);
  if (days === 0) throw refuse(400, 'no_working_days');

  const id = await db.transaction(async (tx) => {
    const [employee] = await tx
      .select({
        id: employees.id,
        managerId: employees.managerId,
        department: employees.department,
        gender: employees.gender,
        employmentType: employees.employmentType,
      })
      .from(employees)
      .where(eq(employees.id, input.employeeId))
      .for('update');
    if (employee && !isEligible(type, employee))
      throw refuse(403, 'leave_not_eligible', { type: type.name }, { field: 'leave_type' });
    const overlap = await overlapping(tx, input.employeeId, span);
    // A one-day request is named by its day and the part of it taken, not as a range from a day to itself.
    if (overlap && overlap.start === overlap.end)
      throw refuse(409, 'leave_overlap_day', {
        status: overlap.status,
        start: overlap.start,
        part: overlap.part,
      });
    if (overlap)
      throw refuse(409, 'leave_overlap', { status: overlap.status, start: overlap.start, end: overlap.end });
    await assertBalance(tx, input.employeeId, type, span, settings);

    const [row] = await tx
      .insert(leaveRequests)
      .values({
        employeeId: input.employeeId,
        reason: input.reason,
        ...span,
        status: 'pending',
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await recordAudit(tx, by, { action: 'apply', entity: 'leave', entityId: row!.id, after: row });
    await openRequest(tx, by, now, {
      kind: 'leave',
      employee: employee!,
      leaveId: row!.id,
      leaveType: type.name,
      days,
    });
    return row!.id;
  });
  return (await findLeave(db, id))!;
}

/**
 * Decides the step of the request's approval that waits for the caller (approvals/engine.ts); the leave row
 * changes only when the last step approves, or any step rejects.
 */
export async function decideLeave(
  db: Db,
  by: Actor,
  now: Date,
  leaveId: string,
  input: { status: LeaveDecision; note: string | null | undefined },
) {
  const request = await approvalOf(db, leaveId);
  await decideRequest(db, by, now, request.id, { status: input.status, note: input.note || null });
  return (await findLeave(db, leaveId))!;
}

/**
 * The owner withdraws a request (authorised by the route: `cancel:leave` is own only): a pending one through its
 * approval, an approved one that has not started yet directly, its days returned to the balance.
 */
export async function cancelLeave(db: Db, by: Actor, now: Date, leaveId: string) {
  const leave = await findLeave(db, leaveId);
  if (leave?.leave.status === 'approved') {
    await cancelApproved(db, by, now, leave.leave);
    return (await findLeave(db, leaveId))!;
  }
  const request = await approvalOf(db, leaveId);
  await db.transaction((tx) => cancelRequest(tx, by, now, request.id));
  return (await findLeave(db, leaveId))!;
}

async function cancelApproved(db: Db, by: Actor, now: Date, leave: typeof leaveRequests.$inferSelect) {
  const { timeZone } = await leaveSettings(db);
  const today = localDate(now, timeZone);
  if (leave.startDate <= today) throw refuse(409, 'leave_started');
  await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(leaveRequests)
      .set({ status: 'cancelled', updatedAt: now })
      .where(and(eq(leaveRequests.id, leave.id), eq(leaveRequests.status, 'approved')))
      .returning({ id: leaveRequests.id });
    if (!updated) throw refuse(409, 'leave_already', { status: leave.status });
    await returnTaken(tx, leave.id, by);
    await recordAudit(tx, by, {
      action: 'cancel',
      entity: 'leave',
      entityId: leave.id,
      before: { status: 'approved' },
      after: { status: 'cancelled' },
    });
  });
}

/** A leave's approval request; one written before the engine existed gets its own first. */
async function approvalOf(db: Db, leaveId: string) {
  const found = await findLeaveRequest(db, leaveId);
  if (found) return found;
  await adoptLeave(db, leaveId);
  return (await findLeaveRequest(db, leaveId))!;
}

/**
 * Cancels every pending request of someone who is leaving (nobody is left to take them), inside the
 * caller's transaction, with an audit record each.
 */
export async function cancelPendingLeaveOf(tx: Tx, by: Trace, employeeId: string, now: Date) {
  await cancelOpenRequestsOf(tx, by, employeeId, now);
  const cancelled = await tx
    .update(leaveRequests)
    .set({ status: 'cancelled', updatedAt: now })
    .where(and(eq(leaveRequests.employeeId, employeeId), eq(leaveRequests.status, 'pending')))
    .returning({ id: leaveRequests.id });
  await recordAudit(
    tx,
    by,
    cancelled.map((leave) => ({
      action: 'cancel',
      entity: 'leave',
      entityId: leave.id,
      after: { status: 'cancelled', reason: 'employee terminated' },
    })),
  );
}
