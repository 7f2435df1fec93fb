/**
 * Overtime under the organisation's policy (issue 42, decision 035): hr's policy (one row, shipped with the Labour
 * Act 2074's figures), a person's day as overtime reads it from attendance and the roster, and a claim (or a
 * request in advance) opened through the approval engine, within the caps unless hr overrides with a reason.
 */
import { and, between, eq, inArray, sql } from 'drizzle-orm';
import type { Actor } from '../../../server/actor.js';
import type { Db, Tx } from '../../../server/db/client.js';
import { approvalRequests, attendanceRecords, employees, overtimePolicy } from '../../../server/db/schema.js';
import { refuse, registerUniqueRules } from '../../../server/http/errors.js';
import { addDays, eachDay, isWorkingDay, localDate } from '../../../shared/calendar.js';
import { roleCan } from '../../../shared/permissions.js';
import { openRequest } from '../../approvals/server/writes.js';
import { recordAudit } from '../../audit/server/writes.js';
import { personalCalendar } from '../../holidays/server/reads.js';
import { weekStartOf } from '../../projects/contract.js';
import { getSettings } from '../../settings/server/reads.js';
import { overCap, overtimeOfDay } from '../overtime-rules.js';
import {
  type ClaimOvertimeBody,
  type OvertimeDayReply,
  type OvertimePolicyBody,
  type OvertimePolicyReply,
  overtimeMessages,
} from '../overtime-schemas.js';
import { defaultShift } from '../shift-rules.js';
import { policyRules, readOvertimePolicy } from './overtime-policy.js';
import { shiftsOf } from './reads.js';

registerUniqueRules({
  approval_requests_one_open_overtime: { code: 'overtime_request_open', field: 'date' },
});

type PolicyRow = typeof overtimePolicy.$inferSelect;

const presentPolicy = (p: PolicyRow): OvertimePolicyReply => ({
  daily_cap_minutes: p.dailyCapMinutes,
  weekly_cap_minutes: p.weeklyCapMinutes,
  rate_percent: p.ratePercent,
  day_threshold_minutes: p.dayThresholdMinutes,
  week_threshold_minutes: p.weekThresholdMinutes,
  rest_after_minutes: p.restAfterMinutes,
  rest_minutes: p.restMinutes,
  rest_day_work: p.restDayWork,
  pre_approval: p.preApproval,
  source: p.source,
  updated_at: p.updatedBy ? p.updatedAt.toISOString() : null,
});

export const getOvertimePolicy = async (db: Db) => presentPolicy(await readOvertimePolicy(db));

/** hr's change of the policy, in one transaction with its audit line (before and after). */
export async function saveOvertimePolicy(db: Db, by: Actor, body: OvertimePolicyBody, now: Date) {
  await db.transaction(async (tx) => {
    await readOvertimePolicy(tx);
    const [before] = await tx.select().from(overtimePolicy).where(eq(overtimePolicy.id, 1)).for('update');
    const [after] = await tx
      .update(overtimePolicy)
      .set({
        dailyCapMinutes: body.daily_cap_minutes,
        weeklyCapMinutes: body.weekly_cap_minutes,
        ratePercent: body.rate_percent,
        dayThresholdMinutes: body.day_threshold_minutes,
        weekThresholdMinutes: body.week_threshold_minutes,
        restAfterMinutes: body.rest_after_minutes,
        restMinutes: body.rest_minutes,
        restDayWork: body.rest_day_work,
        preApproval: body.pre_approval,
        source: body.source,
        updatedBy: by.id,
        updatedAt: now,
      })
      .where(eq(overtimePolicy.id, 1))
      .returning();
    await recordAudit(tx, by, { action: 'update', entity: 'overtime_policy', entityId: '1', before, after });
  });
  return { message: overtimeMessages.policySaved };
}

interface Claimed {
  date: string;
  minutes: number;
  advance: boolean;
  status: string;
}

/** The person's overtime requests (waiting or approved) of a range of days. */
async function claimsOf(db: Db | Tx, employeeId: string, from: string, to: string): Promise<Claimed[]> {
  const rows = await db
    .select({ payload: approvalRequests.payload, status: approvalRequests.status })
    .from(approvalRequests)
    .where(
      and(
        eq(approvalRequests.employeeId, employeeId),
        eq(approvalRequests.kind, 'overtime'),
        inArray(approvalRequests.status, ['pending', 'approved']),
        sql`(${approvalRequests.payload}->>'date') between ${from} and ${to}`,
      ),
    );
  return rows.map((r) => ({
    date: r.payload.date ?? '',
    minutes: Number(r.payload.minutes ?? 0),
    advance: r.payload.advance === 'true',
    status: r.status,
  }));
}

/**
 * Minutes claimed on each day: the claims of work done, or, on a day with none yet, what was asked in advance (a
 * claim of the day replaces its request in advance, never adds to it).
 */
function claimedByDay(claims: readonly Claimed[]) {
  const days = new Map<string, { worked: number; advance: number; hasWorked: boolean }>();
  for (const c of claims) {
    const day = days.get(c.date) ?? { worked: 0, advance: 0, hasWorked: false };
    if (c.advance) day.advance += c.minutes;
    else {
      day.worked += c.minutes;
      day.hasWorked = true;
    }
    days.set(c.date, day);
  }
  return new Map([...days].map(([date, d]) => [date, d.hasWorked ? d.worked : d.advance]));
}

const sum = (values: Iterable<number>) => [...values].reduce((s, v) => s + v, 0);

/**
 * A person's day as overtime reads it: the week's attendance against the roster (or the working day) and their
 * calendar, the day's overtime by the policy, and the minutes claimed on the day and in its week.
 */
export async function overtimeDay(db: Db, employeeId: string, date: string): Promise<OvertimeDayReply> {
  const settings = await getSettings(db);
  const weekStart = weekStartOf(date, settings.workingDays);
  const [policyRow, roster, records, calendar, claims] = await Promise.all([
    readOvertimePolicy(db),
    shiftsOf(db, employeeId, weekStart, date),
    db
      .select({
        date: attendanceRecords.workDate,
        checkIn: attendanceRecords.checkInAt,
        checkOut: attendanceRecords.checkOutAt,
      })
      .from(attendanceRecords)
      .where(
        and(
          eq(attendanceRecords.employeeId, employeeId),
          between(attendanceRecords.workDate, weekStart, date),
        ),
      ),
    personalCalendar(db, employeeId, weekStart, date, settings),
    claimsOf(db, employeeId, weekStart, addDays(weekStart, 6)),
  ]);
  const policy = policyRules(policyRow);
  const byDate = new Map(records.map((r) => [r.date, r]));
  const workingDay = defaultShift(settings);
  const approvedAdvance = new Set(
    claims.filter((c) => c.advance && c.status === 'approved').map((c) => c.date),
  );
  let weekRegularBefore = 0;
  let today = { restDay: false, workedMinutes: 0, overtimeMinutes: 0 };
  for (const day of eachDay(weekStart, date)) {
    const rostered = roster.has(day);
    const shift = rostered ? (roster.get(day) ?? null) : workingDay;
    const restDay = rostered ? shift === null : !isWorkingDay(day, calendar);
    const record = byDate.get(day);
    const judged = overtimeOfDay({
      date: day,
      timeZone: settings.timeZone,
      shift: shift ?? workingDay,
      restDay,
      checkIn: record?.checkIn ?? null,
      checkOut: record?.checkOut ?? null,
      // An approved request in advance: time before the shift's start counts as well as after its end.
      preApproved:
        approvedAdvance.has(day) && record?.checkIn
          ? { start: record.checkIn, end: new Date(8.64e15) }
          : null,
      weekRegularBefore,
      policy,
    });
    if (day === date) today = { restDay, ...judged };
    else if (!restDay && !rostered) weekRegularBefore += judged.workedMinutes - judged.overtimeMinutes;
  }
  const claimed = claimedByDay(claims);
  return {
    date,
    rest_day: today.restDay,
    worked_minutes: today.workedMinutes,
    overtime_minutes: today.overtimeMinutes,
    claimed_day: claimed.get(date) ?? 0,
    claimed_week: sum(claimed.values()),
    week_start: weekStart,
    daily_cap_minutes: policy.dailyCapMinutes,
    weekly_cap_minutes: policy.weeklyCapMinutes,
    pre_approval: policy.preApproval,
    rest_day_work: policy.restDayWork,
  };
}

/**
 * A claim of overtime worked, or a request in advance, opened through the approval engine in one transaction
 * with the person's row locked (two claims racing see each other's minutes against the caps). Past a cap it is
 * refused, unless someone who may override the caps gives a reason: then it is opened and the override audited.
 */
export async function claimOvertime(
  db: Db,
  me: Actor,
  subject: { id: string },
  body: ClaimOvertimeBody,
  now: Date,
) {
  const settings = await getSettings(db);
  const today = localDate(now, settings.timeZone);
  if (!body.advance && body.date > today) throw refuse(400, 'overtime_claim_future', { field: 'date' });
  if (body.advance && body.date < today) throw refuse(400, 'overtime_advance_past', { field: 'date' });
  // Substitute leave for overtime is not credited yet (decision 035): a claim is paid.
  if (body.take === 'leave') throw refuse(409, 'overtime_substitute_unavailable', { field: 'take' });
  if (body.override_reason !== undefined && !roleCan(me.role, 'override:overtime-cap', 'any'))
    throw refuse(403, 'overtime_override_denied', { field: 'override_reason' });
  const weekStart = weekStartOf(body.date, settings.workingDays);

  const request = await db.transaction(async (tx) => {
    const [person] = await tx
      .select({ id: employees.id, managerId: employees.managerId, department: employees.department })
      .from(employees)
      .where(eq(employees.id, subject.id))
      .for('update');
    const policy = policyRules(await readOvertimePolicy(tx));
    const claims = await claimsOf(tx, subject.id, weekStart, addDays(weekStart, 6));
    if (policy.preApproval && !body.advance) {
      const approved = claims.some((c) => c.advance && c.status === 'approved' && c.date === body.date);
      if (!approved) throw refuse(409, 'overtime_needs_approval', { field: 'date' });
    }
    // A claim of the day replaces what was asked for it in advance.
    const counted = claimedByDay(
      body.advance ? claims : claims.filter((c) => c.date !== body.date || !c.advance),
    );
    const day = counted.get(body.date) ?? 0;
    const week = sum(counted.values());
    const dayOver = overCap(day, body.minutes, policy.dailyCapMinutes);
    const weekOver = overCap(week, body.minutes, policy.weeklyCapMinutes);
    if (body.override_reason === undefined) {
      if (dayOver > 0)
        throw refuse(
          409,
          'overtime_day_cap',
          { cap: policy.dailyCapMinutes, claimed: day, asked: body.minutes, over: dayOver },
          { field: 'minutes' },
        );
      if (weekOver > 0)
        throw refuse(
          409,
          'overtime_week_cap',
          { cap: policy.weeklyCapMinutes, claimed: week, asked: body.minutes, over: weekOver },
          { field: 'minutes' },
        );
    }
    const opened = await openRequest(tx, me, now, {
      kind: 'overtime',
      employee: person!,
      payload: {
        date: body.date,
        minutes: String(body.minutes),
        reason: body.reason,
        take: body.take,
        advance: String(body.advance),
        override_reason: body.override_reason ?? null,
      },
    });
    if (body.override_reason !== undefined && (dayOver > 0 || weekOver > 0))
      await recordAudit(tx, me, {
        action: 'override',
        entity: 'overtime',
        entityId: opened.id,
        after: {
          employee: subject.id,
          date: body.date,
          minutes: body.minutes,
          dayOver,
          weekOver,
          reason: body.override_reason,
        },
      });
    return opened;
  });
  return { message: overtimeMessages.claimed, request_id: request.id };
}
