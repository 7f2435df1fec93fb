/** Changing leave: apply, decide, cancel. Each change and its audit record share one transaction. */
import { and, eq, gte, inArray, lte } from 'drizzle-orm';
import { countWorkingDays } from '../../../shared/calendar.js';
import {
  activeLeaveStatuses,
  availableDays,
  computeBalances,
  type LeaveDecision,
  leaveMessages,
  pluralDays,
  workingDaysInYear,
  yearsOf,
} from '../../../shared/leave.js';
import type { Actor, Trace } from '../../actor.js';
import type { Db, Tx } from '../../db/client.js';
import { employees, leaveRequests } from '../../db/schema.js';
import { badRequest, conflict } from '../../http/errors.js';
import { adoptLeave } from '../approvals/adopt.js';
import { cancelOpenRequestsOf, cancelRequest, decideRequest, openRequest } from '../approvals/engine.js';
import { findLeaveRequest } from '../approvals/queries.js';
import { recordAudit } from '../audit/service.js';
import { activeLeaveOf, findLeave, type LeaveSettings, leaveSettings } from './queries.js';

export interface NewLeave {
  employeeId: string;
  reason: string;
  leaveType: string | null | undefined;
  startDate: string;
  endDate: string;
}

/** The configured type named (any case), or the first configured type when none is named. */
function resolveLeaveType(settings: LeaveSettings, name: string | null | undefined) {
  const types = settings.leaveTypes;
  const open = types.filter((t) => !t.retired);
  const type = name ? open.find((t) => t.name.toLowerCase() === name.toLowerCase()) : open[0];
  if (!type)
    throw badRequest(`Leave type must be one of: ${open.map((t) => t.name).join(', ')}`, {
      field: 'leave_type',
    });
  return type;
}

/**
 * Stores a pending request. The employee's row is locked first, so two overlapping requests sent at once are
 * checked one after the other: one is stored, the other answers 409.
 */
export async function applyLeave(db: Db, by: Actor, now: Date, input: NewLeave) {
  const settings = await leaveSettings(db);
  const type = resolveLeaveType(settings, input.leaveType);
  const { startDate, endDate } = input;
  const working = countWorkingDays(startDate, endDate, settings.calendar);
  if (working === 0) throw badRequest(leaveMessages.noWorkingDays);

  const id = await db.transaction(async (tx) => {
    const [employee] = await tx
      .select({ id: employees.id, managerId: employees.managerId, department: employees.department })
      .from(employees)
      .where(eq(employees.id, input.employeeId))
      .for('update');
    const [overlap] = await tx
      .select({ status: leaveRequests.status, start: leaveRequests.startDate, end: leaveRequests.endDate })
      .from(leaveRequests)
      .where(
        and(
          eq(leaveRequests.employeeId, input.employeeId),
          inArray(leaveRequests.status, [...activeLeaveStatuses]),
          lte(leaveRequests.startDate, endDate),
          gte(leaveRequests.endDate, startDate),
        ),
      )
      .limit(1);
    if (overlap)
      throw conflict(
        `These dates overlap your ${overlap.status} leave from ${overlap.start} to ${overlap.end}.`,
      );

    if (type.allowance !== null) {
      const years = yearsOf(startDate, endDate);
      const held = await activeLeaveOf(tx, [input.employeeId], years[0]!, years.at(-1)!);
      for (const year of years) {
        const requested = workingDaysInYear(startDate, endDate, year, settings.calendar);
        const balance = computeBalances([type], held, year, settings.calendar)[0]!;
        const available = availableDays(balance) ?? Number.POSITIVE_INFINITY;
        if (requested > available)
          throw conflict(
            `Not enough ${type.name} leave left in ${year}: ${pluralDays(requested, 'working day')} requested, ` +
              `${pluralDays(Math.max(available, 0))} available (${type.allowance} a year, ${balance.used} used, ` +
              `${balance.pending} pending).`,
          );
      }
    }

    const [row] = await tx
      .insert(leaveRequests)
      .values({
        employeeId: input.employeeId,
        leaveType: type.name,
        reason: input.reason,
        startDate,
        endDate,
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
      days: working,
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

/** The owner withdraws a request nobody has ended (authorised by the route: `cancel:leave` is own only). */
export async function cancelLeave(db: Db, by: Actor, now: Date, leaveId: string) {
  const request = await approvalOf(db, leaveId);
  await db.transaction((tx) => cancelRequest(tx, by, now, request.id));
  return (await findLeave(db, leaveId))!;
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
