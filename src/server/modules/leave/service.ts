/** Changing leave: apply, decide, cancel. Each change and its audit record share one transaction. */
import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { countWorkingDays } from '../../../shared/calendar.js';
import {
  activeLeaveStatuses,
  availableDays,
  computeBalances,
  countedDaysByYear,
  type LeaveDecision,
  leaveMessages,
  pluralDays,
  workingDaysInYear,
  yearsOf,
} from '../../../shared/leave.js';
import type { Actor, Trace } from '../../actor.js';
import type { Db, Tx } from '../../db/client.js';
import { leaveRequests } from '../../db/schema.js';
import { badRequest, conflict } from '../../http/errors.js';
import { recordAudit } from '../audit/service.js';
import type { LeaveRow } from './presenter.js';
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
    await tx.execute(sql`select id from employees where id = ${input.employeeId} for update`);
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
    return row!.id;
  });
  return (await findLeave(db, id))!;
}

/**
 * Changes a request that is still pending. The update itself requires `pending`, so of two callers racing one
 * wins and the other gets 409 (naming what the request has become), on any number of server instances.
 */
async function settlePending(
  tx: Tx,
  id: string,
  verb: 'decided' | 'cancelled',
  set: Partial<typeof leaveRequests.$inferInsert>,
) {
  const [updated] = await tx
    .update(leaveRequests)
    .set(set)
    .where(and(eq(leaveRequests.id, id), eq(leaveRequests.status, 'pending')))
    .returning();
  if (updated) return updated;
  const [current] = await tx
    .select({ status: leaveRequests.status })
    .from(leaveRequests)
    .where(eq(leaveRequests.id, id));
  throw conflict(
    `This leave request is already ${current?.status ?? 'gone'}; only a pending request can be ${verb}.`,
  );
}

/**
 * Approves or rejects a pending request the caller was authorised to decide (policy.ts).
 */
export async function decideLeave(
  db: Db,
  by: Actor,
  now: Date,
  found: LeaveRow,
  input: { status: LeaveDecision; note: string | null | undefined },
) {
  const { calendar } = await leaveSettings(db);
  const id = found.leave.id;

  await db.transaction(async (tx) => {
    const updated = await settlePending(tx, id, 'decided', {
      status: input.status,
      decidedBy: by.id,
      decidedAt: now,
      decisionNote: input.note || null,
      // What an approval takes from the balance is fixed now, whatever the calendar becomes later.
      countedDays:
        input.status === 'approved'
          ? countedDaysByYear(found.leave.startDate, found.leave.endDate, calendar)
          : null,
      updatedAt: now,
    });
    await recordAudit(tx, by, {
      action: input.status === 'approved' ? 'approve' : 'reject',
      entity: 'leave',
      entityId: id,
      before: { status: 'pending' },
      after: { status: updated.status, decidedBy: by.id, decisionNote: updated.decisionNote },
    });
  });
  return (await findLeave(db, id))!;
}

/** The owner withdraws a request nobody has decided yet (authorised by the route: `cancel:leave` is own only). */
export async function cancelLeave(db: Db, by: Actor, now: Date, found: LeaveRow) {
  const id = found.leave.id;

  await db.transaction(async (tx) => {
    await settlePending(tx, id, 'cancelled', { status: 'cancelled', updatedAt: now });
    await recordAudit(tx, by, {
      action: 'cancel',
      entity: 'leave',
      entityId: id,
      before: { status: 'pending' },
      after: { status: 'cancelled' },
    });
  });
  return (await findLeave(db, id))!;
}

/**
 * Cancels every pending request of someone who is leaving (nobody is left to take them), inside the
 * caller's transaction, with an audit record each.
 */
export async function cancelPendingLeaveOf(tx: Tx, by: Trace, employeeId: string, now: Date) {
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
