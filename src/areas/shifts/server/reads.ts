/**
 * What the shifts area publishes to other areas' server code (issue 42): a person's rostered shifts between two
 * dates, as the shift arithmetic reads them, by a query of its own (`shiftsOf`) or as a JSON subquery another
 * area's statement embeds (`rosterJson`, the attendance ledger's). A date with no roster row is the
 * organisation's working day: the map has no entry for it.
 */
import { and, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import { type Db, type Tx, uuidIn } from '../../../server/db/client.js';
import { approvalRequests, rosterDays, shiftTypes } from '../../../server/db/schema.js';
import { addDays, localDate, parseClock } from '../../../shared/calendar.js';
import { type ShiftRule, workDateOf } from '../shift-rules.js';
import { readOvertimePolicy } from './overtime-policy.js';

/** A roster day as the JSON subquery and the query give it. */
export interface RosteredDay {
  date: string;
  /** Null: a day off. */
  shift: {
    id: string;
    name: string;
    startTime: string;
    endTime: string;
    breakMinutes: number;
    lateGraceMinutes: number;
    earlyGraceMinutes: number;
    fullDayMinutes: number;
    halfDayMinutes: number;
  } | null;
}

export const shiftRuleOf = (s: NonNullable<RosteredDay['shift']>): ShiftRule => ({
  id: s.id,
  name: s.name,
  start: parseClock(s.startTime),
  end: parseClock(s.endTime),
  breakMinutes: s.breakMinutes,
  lateGraceMinutes: s.lateGraceMinutes,
  earlyGraceMinutes: s.earlyGraceMinutes,
  fullDayMinutes: s.fullDayMinutes,
  halfDayMinutes: s.halfDayMinutes,
});

/** Rostered days by date: the shift, or null for a day off. */
export const rosterMap = (days: readonly RosteredDay[] | null | undefined) =>
  new Map((days ?? []).map((d) => [d.date, d.shift ? shiftRuleOf(d.shift) : null]));

/** The person's roster days between two dates (both included). */
export async function shiftsOf(db: Db | Tx, employeeId: string, from: string, to: string) {
  const rows = await db
    .select({ date: rosterDays.date, shift: shiftTypes })
    .from(rosterDays)
    .leftJoin(shiftTypes, eq(shiftTypes.id, rosterDays.shiftTypeId))
    .where(and(eq(rosterDays.employeeId, employeeId), gte(rosterDays.date, from), lte(rosterDays.date, to)));
  return rosterMap(rows);
}

/** Several people's roster days between two dates (both included), by person: a batch of device punches'. */
export async function rostersOf(db: Db | Tx, employeeIds: string[], from: string, to: string) {
  const rows = employeeIds.length
    ? await db
        .select({ employeeId: rosterDays.employeeId, date: rosterDays.date, shift: shiftTypes })
        .from(rosterDays)
        .leftJoin(shiftTypes, eq(shiftTypes.id, rosterDays.shiftTypeId))
        .where(
          and(
            uuidIn(rosterDays.employeeId, employeeIds),
            gte(rosterDays.date, from),
            lte(rosterDays.date, to),
          ),
        )
    : [];
  const byPerson = new Map<string, Map<string, ShiftRule | null>>();
  for (const row of rows) {
    const days = byPerson.get(row.employeeId) ?? new Map<string, ShiftRule | null>();
    days.set(row.date, row.shift ? shiftRuleOf(row.shift) : null);
    byPerson.set(row.employeeId, days);
  }
  return byPerson;
}

/**
 * The person's roster days whose date passes `on`, as a JSON subquery of a statement about `person` (an
 * `employees` row's alias): `RosteredDay[]`, or null when there are none.
 */
export function rosterJson(person: string, on: (date: SQL) => SQL) {
  const p = sql.raw(person);
  return sql<RosteredDay[] | null>`(select json_agg(json_build_object('date', r.date, 'shift',
    case when t.id is null then null else json_build_object('id', t.id, 'name', t.name,
      'startTime', t.start_time, 'endTime', t.end_time, 'breakMinutes', t.break_minutes,
      'lateGraceMinutes', t.late_grace_minutes, 'earlyGraceMinutes', t.early_grace_minutes,
      'fullDayMinutes', t.full_day_minutes, 'halfDayMinutes', t.half_day_minutes) end))
    from ${rosterDays} r left join ${shiftTypes} t on t.id = r.shift_type_id
    where r.employee_id = ${p}.id and ${on(sql`r.date`)})`;
}

/**
 * The work day an instant belongs to for a person (a punch after midnight on a night shift that started the day
 * before: that day) and the day's rostered shift: a shift, null for a rostered day off, undefined when the roster
 * has nothing for the day (the organisation's working day applies, judged as it always was).
 */
export async function workDayOf(db: Db | Tx, employeeId: string, at: Date, timeZone: string) {
  const date = localDate(at, timeZone);
  const roster = await shiftsOf(db, employeeId, addDays(date, -1), date);
  const day = workDateOf(at, timeZone, (d) => roster.get(d) ?? null);
  return { day, shift: roster.get(day) };
}

/** Everyone's rostered day on `date`, by person: the shift, or null for a day off (hr's day of attendance). */
export async function rosterOn(db: Db | Tx, date: string) {
  const rows = await db
    .select({ employeeId: rosterDays.employeeId, shift: shiftTypes })
    .from(rosterDays)
    .leftJoin(shiftTypes, eq(shiftTypes.id, rosterDays.shiftTypeId))
    .where(eq(rosterDays.date, date));
  return new Map(rows.map((r) => [r.employeeId, r.shift ? shiftRuleOf(r.shift) : null]));
}

/**
 * Approved overtime to be paid (issue 42, decision 035): each person's minutes of approved claims (not requests in
 * advance, not substitute leave) on days between two dates, and the policy's rate: for the payroll run of a month.
 */
export async function approvedOvertime(db: Db | Tx, from: string, to: string) {
  const [policy, rows] = await Promise.all([
    readOvertimePolicy(db),
    db
      .select({
        employeeId: approvalRequests.employeeId,
        minutes: sql<number>`sum((${approvalRequests.payload}->>'minutes')::int)::int`,
      })
      .from(approvalRequests)
      .where(
        and(
          eq(approvalRequests.kind, 'overtime'),
          eq(approvalRequests.status, 'approved'),
          sql`${approvalRequests.payload}->>'advance' = 'false'`,
          sql`${approvalRequests.payload}->>'take' = 'pay'`,
          sql`(${approvalRequests.payload}->>'date') between ${from} and ${to}`,
        ),
      )
      .groupBy(approvalRequests.employeeId),
  ]);
  return {
    ratePercent: policy.ratePercent,
    minutes: new Map(rows.map((r) => [r.employeeId, Number(r.minutes)])),
  };
}
