/**
 * Reading requests: an approver's inbox and history, one person's requests, and each request as the viewer may
 * see it (presenter.ts).
 */
import { and, asc, count, desc, eq, inArray, ne, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Db, uuidIn } from '../../../server/db/client.js';
import {
  approvalDecisions,
  approvalRequests,
  approvalSteps,
  delegations,
  employees,
} from '../../../server/db/schema.js';
import type { Asker } from '../../../shared/permissions.js';
import { textMatch } from '../../employees/server/reads.js';
import type { approvalsQuery, RequestKind } from '../schemas.js';
import type { RequestRow } from './effects.js';
import { deciderOf, listsEveryone, type StepSeats, waitsFor } from './policy.js';

/** The join of a request to the step it waits on now: `innerJoin(approvalSteps, atCurrentStep)`. */
export const atCurrentStep = and(
  eq(approvalSteps.requestId, approvalRequests.id),
  eq(approvalSteps.position, approvalRequests.currentStep),
);

export async function findRequest(db: Pick<Db, 'select'>, id: string): Promise<RequestRow | undefined> {
  const [row] = await db.select().from(approvalRequests).where(eq(approvalRequests.id, id));
  return row;
}

/** Requests by id, as a map (an id not found is missing from it). */
export async function findRequests(db: Pick<Db, 'select'>, ids: readonly string[]) {
  const rows = await db.select().from(approvalRequests).where(uuidIn(approvalRequests.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
}

export async function findLeaveRequest(db: Pick<Db, 'select'>, leaveId: string) {
  const [row] = await db.select().from(approvalRequests).where(eq(approvalRequests.leaveId, leaveId));
  return row;
}

const asArray = (ids: string[]) =>
  sql`array[${sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  )}]::uuid[]`;

/**
 * The inbox: pending requests whose current step `me` (or someone they stand in for) approves; whoever may read
 * anyone's requests (hr) sees every pending one (to override). The history: ended requests where `me` was an
 * approver of a step (hr: all). Either narrowed by kind, person (the people search's words), the day asked (in the
 * organisation's `timeZone`) or one request's id.
 * Never one's own requests.
 */
export async function listApprovals(
  db: Db,
  me: Asker,
  standIns: string[],
  query: z.output<typeof approvalsQuery>,
  timeZone: string,
) {
  const inbox = query.view === 'inbox';
  const everyone = listsEveryone(me);
  const seats = asArray([me.id, ...standIns]);
  const filters: (SQL | undefined)[] = [
    ne(approvalRequests.employeeId, me.id),
    inbox ? eq(approvalRequests.status, 'pending') : ne(approvalRequests.status, 'pending'),
    query.kind ? eq(approvalRequests.kind, query.kind) : undefined,
    query.request ? eq(approvalRequests.id, query.request) : undefined,
    query.person
      ? inArray(
          approvalRequests.employeeId,
          db.select({ id: employees.id }).from(employees).where(textMatch(query.person)),
        )
      : undefined,
    query.from
      ? sql`(${approvalRequests.createdAt} at time zone ${timeZone})::date >= ${query.from}::date`
      : undefined,
    query.to
      ? sql`(${approvalRequests.createdAt} at time zone ${timeZone})::date <= ${query.to}::date`
      : undefined,
  ];
  if (!everyone)
    filters.push(
      inbox
        ? sql`exists (select 1 from ${approvalSteps} s where s.request_id = ${approvalRequests.id}
            and s.position = ${approvalRequests.currentStep} and s.approver_ids && ${seats})`
        : sql`exists (select 1 from ${approvalSteps} s where s.request_id = ${approvalRequests.id}
            and s.approver_ids && ${seats})`,
    );
  const where = and(...filters);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(approvalRequests)
      .where(where)
      .orderBy(
        ...(inbox
          ? [asc(approvalRequests.createdAt)]
          : [sql`${approvalRequests.decidedAt} desc nulls last`, desc(approvalRequests.updatedAt)]),
        asc(approvalRequests.id),
      )
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(approvalRequests).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/** One person's requests, newest first (their most recent hundred). */
export function requestsOf(db: Db, employeeId: string, kind?: RequestKind) {
  return db
    .select()
    .from(approvalRequests)
    .where(
      and(eq(approvalRequests.employeeId, employeeId), kind ? eq(approvalRequests.kind, kind) : undefined),
    )
    .orderBy(desc(approvalRequests.createdAt), desc(approvalRequests.id))
    .limit(100);
}

/** Whether `me` decides (or decided) a step of a request that has this document attached. */
export async function attachedFor(db: Db, me: string, documentId: string) {
  const [row] = await db
    .select({ id: approvalRequests.id })
    .from(approvalRequests)
    .innerJoin(approvalSteps, eq(approvalSteps.requestId, approvalRequests.id))
    .where(
      and(
        sql`${approvalRequests.payload}->>'attachment_id' = ${documentId}`,
        sql`${approvalSteps.approverIds} @> array[${me}::uuid]`,
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** A leave request's current step as `leaveStepColumns` reads it, with the seats already filled on it. */
export type LeaveStep = StepSeats & { position: number; mode: 'any' | 'all'; seats: string[] | null };

/**
 * For getallleave's `can.decide`, columns of a statement over leave rows (`leave`): the request's current step
 * while it is open and not the viewer's own (null otherwise), and whom the viewer stands in for on `day` (the same
 * for every row: PostgreSQL reads it once). `decidesLeave` weighs them.
 */
export const leaveStepColumns = (leave: SQL, viewer: SQLWrapper, day: SQL) => ({
  step: sql<LeaveStep | null>`(select json_build_object('position', s.position, 'mode', s.mode,
      'approverIds', s.approver_ids, 'hr', s.hr, 'seats', (select array_agg(x.seat) from ${approvalDecisions} x
        where x.request_id = a.id and x.position = s.position))
    from ${approvalRequests} a join ${approvalSteps} s on s.request_id = a.id and s.position = a.current_step
    where a.leave_id = ${leave} and a.status = 'pending' and a.employee_id <> ${viewer})`,
  standIns: sql<string[] | null>`(select array_agg(g.employee_id) from ${delegations} g
    where g.delegate_id = ${viewer} and g.start_date <= ${day} and g.end_date >= ${day}
      and g.ended_at is null)`,
});

/** Whether a leave request's current step (`leaveStepColumns`) waits for this viewer's decision. */
export const decidesLeave = (
  viewer: Asker,
  { step, standIns }: { step: LeaveStep | null; standIns: string[] | null },
) =>
  !!step &&
  waitsFor(
    deciderOf(viewer, standIns ?? []),
    step,
    (step.seats ?? []).map((seat) => ({ position: step.position, seat })),
  );
