/**
 * Reading leave: one person's requests and balances, the leave settings and years (deciders' lists: review.ts).
 * Published (decision 026): other areas' server code reads leave through this file only, so what they may use is
 * here, re-exported when it lives elsewhere in the area.
 */
import { and, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import { type Db, uuidIn } from '../../../server/db/client.js';
import { employees, leaveRequests } from '../../../server/db/schema.js';
import { type CallerRead, callerReader } from '../../../server/http/auth.js';
import { refuse } from '../../../server/http/errors.js';
import {
  calendarDayTypesOf,
  type LeaveYear,
  type LeaveYearRule,
  leaveYear,
  leaveYearOf,
  leaveYearsOf,
  type WorkDay,
} from '../../../shared/leave-policy.js';
import { personalCalendar, personHolidaysJson } from '../../holidays/server/reads.js';
import { getSettings, type Settings } from '../../settings/server/reads.js';
import {
  type LeaveJson,
  type LeaveRow,
  leaveJson,
  leaveRowFromJson,
  leaveWithDecider,
  personOf,
  presentMyLeave,
} from './presenter.js';

const decider = alias(employees, 'decider');

/** Leave rows with the employee and the decider, for the presenters. */
export function selectLeaves(db: Pick<Db, 'select'>) {
  return db
    .select({
      leave: leaveRequests,
      employee: {
        id: employees.id,
        firstName: employees.firstName,
        lastName: employees.lastName,
        managerId: employees.managerId,
      },
      decider: { id: decider.id, firstName: decider.firstName, lastName: decider.lastName },
    })
    .from(leaveRequests)
    .innerJoin(employees, eq(employees.id, leaveRequests.employeeId))
    .leftJoin(decider, eq(decider.id, leaveRequests.decidedBy))
    .$dynamic();
}

/**
 * The one rule of "away on leave": an approved request whose dates cover the day. `approvedLeave` lists such
 * requests of one employee or everyone between two dates; `approvedLeaveCovers` is the same condition for a raw
 * SQL query, on the leave row named `row` (a table alias) and a day expression.
 */
export function approvedLeave(
  db: Pick<Db, 'select'>,
  range: { from: string; to: string; employeeId?: string; employeeIds?: readonly string[] },
) {
  return db
    .select({
      employeeId: leaveRequests.employeeId,
      leaveType: leaveRequests.leaveType,
      startDate: leaveRequests.startDate,
      endDate: leaveRequests.endDate,
      startPart: leaveRequests.startPart,
      endPart: leaveRequests.endPart,
      startMinute: leaveRequests.startMinute,
      endMinute: leaveRequests.endMinute,
    })
    .from(leaveRequests)
    .where(
      and(
        range.employeeId ? eq(leaveRequests.employeeId, range.employeeId) : undefined,
        range.employeeIds ? uuidIn(leaveRequests.employeeId, range.employeeIds) : undefined,
        eq(leaveRequests.status, 'approved'),
        lte(leaveRequests.startDate, range.to),
        gte(leaveRequests.endDate, range.from),
      ),
    );
}

export const approvedLeaveCovers = (row: string, day: SQL) => approvedLeaveBetween(row, day, day);

/** `approvedLeave`'s condition for a raw SQL query: approved leave of the row `row` with days between two dates. */
export const approvedLeaveBetween = (row: string, from: SQL, to: SQL) =>
  sql`${sql.raw(row)}.status = 'approved' and ${sql.raw(row)}.start_date <= ${to} and ${sql.raw(row)}.end_date >= ${from}`;

/** The first of these leave type names that a request uses, if any (a type in use cannot be removed). */
export async function leaveTypeInUse(db: Pick<Db, 'select'>, names: string[]): Promise<string | undefined> {
  const [used] = await db
    .select({ type: leaveRequests.leaveType })
    .from(leaveRequests)
    .where(inArray(leaveRequests.leaveType, names))
    .limit(1);
  return used?.type;
}

/** The settings leave needs: the leave types, the working calendar and day, and how leave years run. */
export async function leaveSettings(db: Pick<Db, 'select'>) {
  return leaveSettingsOf(await getSettings(db as Db));
}

export function leaveSettingsOf(s: Settings) {
  const calendar: WorkDay = {
    workingDays: s.workingDays,
    holidays: s.holidays,
    workStart: s.workStart,
    workDayMinutes: s.workDayMinutes,
    calendarDayTypes: calendarDayTypesOf(s.leaveTypes),
  };
  const yearRule: LeaveYearRule = { calendar: s.periodCalendar, startMonth: s.leaveYearStartMonth };
  return {
    leaveTypes: s.leaveTypes,
    calendar,
    timeZone: s.timeZone,
    yearRule,
    ledgerStart: s.leaveLedgerStart,
  };
}
export type LeaveSettings = Awaited<ReturnType<typeof leaveSettings>>;

/**
 * The settings leave needs for one person's days between two dates: their own holidays (issue 40: a women-only
 * holiday for women, a branch's for that branch) over the whole leave years those dates touch.
 */
export async function ownLeaveSettings(
  db: Pick<Db, 'select'>,
  employeeId: string,
  from: string,
  to: string,
  known?: LeaveSettings,
): Promise<LeaveSettings> {
  const settings = known ?? (await leaveSettings(db));
  const years = leaveYearsOf(from, to, settings.yearRule);
  const own = await personalCalendar(
    db,
    employeeId,
    years[0]?.start ?? from,
    years.at(-1)?.end ?? to,
    settings.calendar,
  );
  return { ...settings, calendar: { ...settings.calendar, holidays: own.holidays } };
}

export async function findLeave(db: Db, id: string): Promise<LeaveRow | undefined> {
  const [row] = await selectLeaves(db).where(eq(leaveRequests.id, id));
  return row;
}

const ownFields = {
  id: employees.id,
  firstName: employees.firstName,
  lastName: employees.lastName,
  managerId: employees.managerId,
  leave: sql<LeaveJson[] | null>`(select json_agg(${leaveJson} order by r.created_at desc, r.id desc)
    from ${leaveWithDecider} where r.employee_id = ${employees}.id)`,
  /** Their own holidays on their pending requests' days (issue 40), which those requests are counted with. */
  holidays: personHolidaysJson(
    'employees',
    (date) => sql`exists (select 1 from ${leaveRequests} q where q.employee_id = employees.id
      and q.status = 'pending' and ${date} between q.start_date and q.end_date)`,
  ),
};

/** One's own leave requests, read by the auth query (`CallerRead`) when the call is about oneself. */
export const ownLeaveRead: CallerRead<typeof ownFields, Record<string, never>> = {
  name: 'leave_mine',
  fields: ownFields,
  params: async (id, body: { employee_id?: string } | null) =>
    body?.employee_id && body.employee_id !== id ? undefined : {},
};

/**
 * An employee's leave requests, newest first, as JSON rows of their `employees` row: one prepared statement, or
 * none when this call's auth query read them (`request`).
 */
export function myLeave(db: Db) {
  const read = callerReader(db, ownLeaveRead);
  return async (employeeId: string, request?: FastifyRequest) => {
    const [{ calendar }, mine] = await Promise.all([leaveSettings(db), read(request, employeeId, {})]);
    const rows = mine ? (mine.leave ?? []).map((l) => leaveRowFromJson(l, personOf(mine))) : [];
    const own = mine?.holidays
      ? { ...calendar, holidays: [...calendar.holidays, ...mine.holidays] }
      : calendar;
    return rows.map((r) => presentMyLeave(r, own));
  };
}

/** The day a leave year's balance is shown as of: today within the year, else its first or last day. */
export const balanceDay = (year: LeaveYear, today: string) =>
  today < year.start ? year.start : today > year.end ? year.end : today;

/**
 * The leave year a balance call asks about and the day it is as of: the year of `on` when a day is given (a
 * forecast), else the year named (default: today's) as of today within it, or its first or last day.
 */
export function yearAndDay(settings: LeaveSettings, today: string, body: { year?: number; on?: string }) {
  const year = body.on
    ? leaveYearOf(body.on, settings.yearRule)
    : leaveYear(
        body.year ?? leaveYearOf(today, settings.yearRule)?.label ?? Number(today.slice(0, 4)),
        settings.yearRule,
      );
  if (!year) throw refuse(400, 'leave_year_outside', { field: body.on ? 'on' : 'year' });
  return { year, on: body.on ?? balanceDay(year, today) };
}

export { partsOf } from './presenter.js';
export { balancesAtStart } from './review.js';
