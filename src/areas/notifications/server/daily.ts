/**
 * The daily job (rules §11): each morning (08:00 in the organisation's zone) it queues the day's leave accrual
 * (rules §14), reminds approvers of requests that have waited too long, reminds people of a month they have not
 * submitted, queues the reminders of last week's timesheets (projects' reminders.ts) and the digests. Safe
 * to run twice: every reminder has a key the second run finds written, every digest a job key.
 */
import { and, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { type Db, uuidIn, uuids } from '../../../server/db/client.js';
import {
  approvalDecisions,
  approvalRequests,
  approvalSteps,
  attendanceSubmissions,
  employees,
} from '../../../server/db/schema.js';
import { enqueue } from '../../../server/modules/jobs/queue.js';
import { onceADay } from '../../../server/modules/jobs/schedule.js';
import { addDays } from '../../../shared/calendar.js';
import { groupBy } from '../../../shared/group.js';
import { periodsOf } from '../../../shared/periods.js';
import { approverRoles } from '../../approvals/contract.js';
import { atCurrentStep, type Decider, hrStepRoles, waitsFor } from '../../approvals/server/reads.js';
import { leaveAccrual } from '../../leave/server/jobs.js';
import { timesheetReminders } from '../../projects/server/jobs.js';
import { readSettings, type Settings } from '../../settings/server/reads.js';
import { dailyJob, digestJob } from './jobs.js';
import { type Notice, notify } from './service.js';

/** Minutes after local midnight when the day's reminders and digests go out. */
const MORNING = 8 * 60;
const DAY_MS = 86_400_000;

/** What a worker runs before each look: queues today's daily job once the morning has come (once per process). */
export const dailyScheduler = (db: Db, now: () => Date) => onceADay(db, now, dailyJob, MORNING);

export async function runDaily(db: Db, date: string, now: Date) {
  // Leave credits due up to today (leave/accrual.ts), as a job of its own: it retries apart from the reminders.
  await enqueue(db, [leaveAccrual.job(date, { to: date }), timesheetReminders.job(date, { date })]);
  const settings = await readSettings(db);
  await remindApprovers(db, settings, now);
  await remindMonth(db, settings, date);
  await queueDigests(db, date);
}

/**
 * Every pending request's current step: who may decide it, who has, and since when it waits. Only those waiting
 * since `before` or earlier, and only those `seated` holds a seat on (theirs, a stand-in's, hr's), when given: at
 * 100,000 people 60,000 requests may be pending.
 */
export async function openSteps(db: Db, only: { before?: Date; seated?: Decider } = {}) {
  const { before, seated } = only;
  const since = sql<string>`coalesce((select max(p.decided_at) from approval_steps p
    where p.request_id = ${approvalRequests.id} and p.position < ${approvalRequests.currentStep}),
    ${approvalRequests.createdAt})`;
  const steps = await db
    .select({
      requestId: approvalRequests.id,
      kind: approvalRequests.kind,
      employeeId: approvalRequests.employeeId,
      name: sql<string>`${employees.firstName} || ' ' || ${employees.lastName}`,
      /** A leave's type and dates, which its reminder names. */
      leave: sql<{ leave_type: string; from: string; to: string } | null>`(select json_build_object(
        'leave_type', l.leave_type, 'from', l.start_date, 'to', l.end_date)
        from leave_requests l where l.id = ${approvalRequests.leaveId})`,
      createdAt: approvalRequests.createdAt,
      position: approvalSteps.position,
      mode: approvalSteps.mode,
      approverIds: approvalSteps.approverIds,
      hr: approvalSteps.hr,
      since,
    })
    .from(approvalRequests)
    .innerJoin(approvalSteps, atCurrentStep)
    .innerJoin(employees, eq(employees.id, approvalRequests.employeeId))
    .where(
      and(
        eq(approvalRequests.status, 'pending'),
        before ? sql`${since} <= ${before.toISOString()}::timestamptz` : undefined,
        seated
          ? or(
              sql`${approvalSteps.approverIds} && ${uuids([seated.id, ...seated.standIns])}`,
              seated.hrSeat ? eq(approvalSteps.hr, true) : undefined,
            )
          : undefined,
      ),
    )
    .orderBy(approvalRequests.createdAt);
  const ids = steps.map((s) => s.requestId);
  const decisions = ids.length
    ? await db
        .select({
          requestId: approvalDecisions.requestId,
          position: approvalDecisions.position,
          seat: approvalDecisions.seat,
        })
        .from(approvalDecisions)
        // 60,000 pending requests at 100,000 people: one array parameter, not one each.
        .where(uuidIn(approvalDecisions.requestId, ids))
    : [];
  const byRequest = groupBy(decisions, (d) => d.requestId);
  return steps.map((s) => ({ ...s, decisions: byRequest.get(s.requestId) ?? [] }));
}
export type OpenStep = Awaited<ReturnType<typeof openSteps>>[number];

/** Whether the step waits for this person (their seat, or a stand-in's, is unfilled). */
export const waitingOn = (me: Decider, step: OpenStep) =>
  step.employeeId !== me.id && waitsFor(me, step, step.decisions);

/** A request whose step has waited `requestReminderDays` is recalled to each approver owing a decision, then again every as many days. */
async function remindApprovers(db: Db, settings: Settings, now: Date) {
  const every = settings.requestReminderDays;
  const steps = await openSteps(db, { before: new Date(now.getTime() - every * DAY_MS) });
  if (steps.length === 0) return;
  const hr = await db
    .select({ id: employees.id })
    .from(employees)
    .where(and(inArray(employees.role, hrStepRoles), eq(employees.status, 'active')));
  const notices: Notice[] = [];
  for (const step of steps) {
    const waited = Math.floor((now.getTime() - new Date(step.since).getTime()) / DAY_MS);
    if (waited < every) continue;
    const round = Math.floor(waited / every);
    const candidates: Decider[] = [
      ...step.approverIds.map((id) => ({ id, standIns: [], hrSeat: false })),
      ...(step.hr ? hr.map(({ id }) => ({ id, standIns: [], hrSeat: true })) : []),
    ];
    for (const me of candidates.filter((c) => waitingOn(c, step)))
      notices.push({
        recipientId: me.id,
        type: 'request_reminder',
        params: { request: step.requestId, kind: step.kind, name: step.name, ...step.leave },
        link: `/approval?request=${step.requestId}`,
        dedupeKey: `reminder:${step.requestId}:${step.position}:${round}:${me.id}`,
      });
  }
  await db.transaction((tx) => notify(tx, dedupe(notices)));
}

/** The same person named twice on a step (listed and hr) is told once. */
const dedupe = (notices: Notice[]) => [...new Map(notices.map((n) => [n.dedupeKey, n])).values()];

/**
 * The month that ended last, once `monthReminderDays` have passed: everyone active who worked in it and has not
 * submitted it is reminded, once.
 */
async function remindMonth(db: Db, settings: Settings, today: string) {
  const periods = periodsOf(settings.periodCalendar);
  const current = periods.rangeOf(periods.monthOf(today));
  if (!current) return;
  const month = periods.monthOf(addDays(current.first, -1));
  const range = periods.rangeOf(month);
  if (!range || today < addDays(range.last, settings.monthReminderDays)) return;
  if (range.last < settings.attendanceStartDate) return;
  const late = await db
    .select({ id: employees.id })
    .from(employees)
    .leftJoin(
      attendanceSubmissions,
      and(eq(attendanceSubmissions.employeeId, employees.id), eq(attendanceSubmissions.month, month)),
    )
    .where(
      and(
        eq(employees.status, 'active'),
        lte(employees.dateOfJoining, range.last),
        isNull(attendanceSubmissions.employeeId),
      ),
    );
  await db.transaction((tx) =>
    notify(
      tx,
      late.map(({ id }) => ({
        recipientId: id,
        type: 'month_reminder' as const,
        params: { month, calendar: periods.calendar },
        link: '/attendance',
        dedupeKey: `month:${id}:${month}`,
      })),
    ),
  );
}

/** One digest job per approver who asked for it (and has notifications on). */
async function queueDigests(db: Db, date: string) {
  const wanting = await db
    .select({ id: employees.id })
    .from(employees)
    .where(
      and(
        eq(employees.status, 'active'),
        inArray(employees.role, approverRoles),
        sql`${employees.notificationPreferences}->>'digest' = 'true'`,
        sql`coalesce(${employees.notificationPreferences}->>'enabled', 'true') = 'true'`,
      ),
    );
  await enqueue(
    db,
    wanting.map(({ id }) => digestJob.job(`${id}:${date}`, { employeeId: id, date })),
  );
}
