/**
 * The one approval engine (rules §10). `openRequest` stores a request with the steps its rule gives;
 * `decideRequest` records a decision on the current step, moves to the next step or ends the request, and only
 * at the end applies the kind's effect; `cancelRequest` withdraws it. Every change is audited in its transaction.
 *
 * Race safety: a decision locks its request row, and the decision's seat is unique in the database, so two
 * deciders on one step give one decision and one 409, on any number of instances.
 */
import { and, asc, eq, gt, gte, inArray, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { Actor, Trace } from '../../../server/actor.js';
import type { Db, Tx } from '../../../server/db/client.js';
import {
  approvalDecisions,
  approvalRequests,
  approvalSteps,
  delegations,
} from '../../../server/db/schema.js';
import { refuse, registerUniqueRules } from '../../../server/http/errors.js';
import { localDate } from '../../../shared/calendar.js';
import { recordAudit } from '../../audit/server/writes.js';
import type { LeaveDecision } from '../../leave/contract.js';
import { getSettings } from '../../settings/server/reads.js';
import { effects, type RequestRow } from './effects.js';
import { announce } from './notices.js';
import { deciderOf, mayOverride, seatOf } from './policy.js';
import { type RoutedSubject, resolveSteps } from './routing.js';

registerUniqueRules({
  approval_decisions_seat_key: { code: 'request_gone' },
  approval_requests_one_open_correction: { code: 'correction_open' },
  approval_requests_one_open_profile_change: { code: 'profile_change_open' },
});

/** A request's steps, narrowed by `more`. */
const stepOf = (id: string, ...more: SQL[]) => and(eq(approvalSteps.requestId, id), ...more);
/** The decisions on one step of a request, narrowed by `more`. */
const decisionAt = (id: string, position: number, ...more: SQL[]) =>
  and(eq(approvalDecisions.requestId, id), eq(approvalDecisions.position, position), ...more);

export async function openRequest(
  tx: Tx,
  by: Trace,
  now: Date,
  input: RoutedSubject & { payload?: Record<string, string | null>; leaveId?: string },
) {
  const { rule, steps } = await resolveSteps(tx, input);
  const first = steps.findIndex((s) => !s.skipped) + 1;
  const [request] = await tx
    .insert(approvalRequests)
    .values({
      kind: input.kind,
      employeeId: input.employee.id,
      payload: input.payload ?? {},
      leaveId: input.leaveId ?? null,
      ruleId: rule?.id ?? null,
      ruleName: rule?.name ?? null,
      currentStep: first,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  await tx.insert(approvalSteps).values(
    steps.map((s, i) => ({
      requestId: request!.id,
      position: i + 1,
      mode: s.mode,
      approverIds: s.approverIds,
      hr: s.hr,
      status: s.skipped
        ? ('skipped' as const)
        : i + 1 === first
          ? ('pending' as const)
          : ('waiting' as const),
      skipReason: s.skipped ? 'nobody' : null,
    })),
  );
  await recordAudit(tx, by, {
    action: 'request',
    entity: 'approval',
    entityId: request!.id,
    after: {
      kind: input.kind,
      rule: rule?.name ?? null,
      steps: steps.map((s) => ({ approvers: s.approverIds, hr: s.hr, mode: s.mode, skipped: s.skipped })),
    },
  });
  await announce(tx, request!, now, { type: 'waiting', step: steps[first - 1]! });
  return request!;
}

/** The approvers `me` stands in for today (their delegations to me that cover the day and have not ended). */
export async function standingInFor(db: Pick<Db, 'select'>, me: string, today: string) {
  const rows = await db
    .select({ employeeId: delegations.employeeId })
    .from(delegations)
    .where(
      and(
        eq(delegations.delegateId, me),
        lte(delegations.startDate, today),
        gte(delegations.endDate, today),
        isNull(delegations.endedAt),
      ),
    );
  return rows.map((r) => r.employeeId);
}

/** The request, locked for this transaction, if it is still pending; else 409 saying what it has become. */
async function lockPending(tx: Tx, id: string, verb: 'decided' | 'cancelled'): Promise<RequestRow> {
  const [request] = await tx.select().from(approvalRequests).where(eq(approvalRequests.id, id)).for('update');
  if (request?.status === 'pending') return request;
  const params = { status: request?.status ?? 'gone', verb };
  throw refuse(409, request?.kind === 'leave' ? 'leave_not_pending' : 'request_not_pending', params);
}

async function end(
  tx: Tx,
  request: RequestRow,
  outcome: 'approved' | 'rejected' | 'cancelled',
  how: {
    by: Trace;
    now: Date;
    note: string | null;
  },
) {
  await tx
    .update(approvalRequests)
    .set({ status: outcome, currentStep: null, decidedAt: how.now, updatedAt: how.now })
    .where(eq(approvalRequests.id, request.id));
  await effects[request.kind](tx, { request, outcome, ...how });
  if (outcome !== 'cancelled') await announce(tx, request, how.now, { type: 'decided', status: outcome });
}

/**
 * Records `by`'s decision on the request's current step. An approver (or their stand-in) fills their seat; hr
 * who is not an approver overrides the step, which needs a note. A rejection ends the request; the last approval
 * of the last step approves it and applies its effect.
 */
export async function decideRequest(
  db: Db,
  by: Actor,
  now: Date,
  id: string,
  input: { status: LeaveDecision; note: string | null },
) {
  await decideRequests(db, by, now, [id], input);
}

/**
 * The same decision, with the same note, on several requests in one transaction: every one is decided or, when
 * one cannot be (no longer pending, not the caller's step), none is and that one's refusal is the answer. Rows
 * are locked in id order, so two batches sharing requests never wait on each other in a circle.
 */
export async function decideRequests(
  db: Db,
  by: Actor,
  now: Date,
  ids: readonly string[],
  input: { status: LeaveDecision; note: string | null },
) {
  const today = localDate(now, (await getSettings(db)).timeZone);
  const standIns = await standingInFor(db, by.id, today);
  await db.transaction(async (tx) => {
    for (const id of [...new Set(ids)].sort()) await decideIn(tx, by, now, id, input, standIns);
  });
}

async function decideIn(
  tx: Tx,
  by: Actor,
  now: Date,
  id: string,
  input: { status: LeaveDecision; note: string | null },
  standIns: Awaited<ReturnType<typeof standingInFor>>,
) {
  const request = await lockPending(tx, id, 'decided');
  if (request.employeeId === by.id) throw refuse(403, 'own_request');
  const [step] = await tx
    .select()
    .from(approvalSteps)
    .where(stepOf(id, eq(approvalSteps.position, request.currentStep!)));
  const seat = seatOf(step!, deciderOf(by, standIns));
  const override = !seat;
  if (override && !mayOverride(by)) throw refuse(403, 'not_your_step');
  if (override && !input.note) throw refuse(400, 'override_note', { field: 'note' });

  const seatKey = override || step!.mode === 'any' ? 'step' : seat!.approver;
  const [already] = await tx
    .select({ id: approvalDecisions.id })
    .from(approvalDecisions)
    .where(decisionAt(id, step!.position, eq(approvalDecisions.seat, seatKey)));
  if (already) throw refuse(409, 'already_decided');
  await tx.insert(approvalDecisions).values({
    requestId: id,
    position: step!.position,
    seat: seatKey,
    decidedBy: by.id,
    onBehalfOf: seat?.onBehalfOf ?? null,
    decision: input.status,
    note: input.note,
    override,
    decidedAt: now,
  });

  const approvedSeats = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(approvalDecisions)
    .where(
      decisionAt(
        id,
        step!.position,
        eq(approvalDecisions.decision, 'approved'),
        inArray(approvalDecisions.seat, step!.approverIds),
      ),
    );
  const stepDone =
    input.status === 'rejected' ||
    override ||
    step!.mode === 'any' ||
    (approvedSeats[0]?.n ?? 0) >= step!.approverIds.length;
  if (stepDone)
    await tx
      .update(approvalSteps)
      .set({ status: input.status, decidedAt: now })
      .where(stepOf(id, eq(approvalSteps.position, step!.position)));

  const how = { by, now, note: input.note };
  let outcome: 'pending' | 'approved' | 'rejected' = 'pending';
  if (input.status === 'rejected') {
    await tx
      .update(approvalSteps)
      .set({ status: 'cancelled' })
      .where(stepOf(id, eq(approvalSteps.status, 'waiting')));
    await end(tx, request, 'rejected', how);
    outcome = 'rejected';
  } else if (stepDone) {
    const [next] = await tx
      .select()
      .from(approvalSteps)
      .where(stepOf(id, gt(approvalSteps.position, step!.position), eq(approvalSteps.status, 'waiting')))
      .orderBy(asc(approvalSteps.position))
      .limit(1);
    if (next) {
      await tx
        .update(approvalSteps)
        .set({ status: 'pending' })
        .where(stepOf(id, eq(approvalSteps.position, next.position)));
      await tx
        .update(approvalRequests)
        .set({ currentStep: next.position, updatedAt: now })
        .where(eq(approvalRequests.id, id));
      await announce(tx, request, now, { type: 'waiting', step: next });
    } else {
      await end(tx, request, 'approved', how);
      outcome = 'approved';
    }
  }
  await recordAudit(tx, by, {
    action: override
      ? `override_${input.status === 'approved' ? 'approve' : 'reject'}`
      : input.status === 'approved'
        ? 'approve'
        : 'reject',
    entity: 'approval',
    entityId: id,
    before: { status: 'pending', step: step!.position },
    after: {
      status: outcome,
      step: step!.position,
      onBehalfOf: seat?.onBehalfOf ?? null,
      note: input.note,
    },
  });
}

/** The employee withdraws a request nobody has ended; the kind's row (a leave request) follows. */
export async function cancelRequest(tx: Tx, by: Trace, now: Date, id: string) {
  const request = await lockPending(tx, id, 'cancelled');
  const [waiting] = await tx
    .select()
    .from(approvalSteps)
    .where(stepOf(id, eq(approvalSteps.position, request.currentStep!)));
  await tx
    .update(approvalSteps)
    .set({ status: 'cancelled' })
    .where(stepOf(id, inArray(approvalSteps.status, ['pending', 'waiting'])));
  if (waiting) await announce(tx, request, now, { type: 'cancelled', step: waiting });
  await end(tx, request, 'cancelled', { by, now, note: null });
  await recordAudit(tx, by, {
    action: 'cancel',
    entity: 'approval',
    entityId: id,
    before: { status: 'pending' },
    after: { status: 'cancelled' },
  });
}

/** Cancels every open request of someone who is leaving, inside the caller's transaction. */
export async function cancelOpenRequestsOf(tx: Tx, by: Trace, employeeId: string, now: Date) {
  const open = await tx
    .select({ id: approvalRequests.id })
    .from(approvalRequests)
    .where(and(eq(approvalRequests.employeeId, employeeId), eq(approvalRequests.status, 'pending')));
  for (const { id } of open) await cancelRequest(tx, by, now, id);
}
