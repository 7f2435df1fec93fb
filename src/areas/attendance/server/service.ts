/**
 * Attendance rules and queries (rules §4). "Today" and months are in the organisation's time zone. The
 * database keeps the rules when instances race: one record per employee and day (unique index, and the
 * conditional upsert and update of `clock.ts`), one submission per month (primary key).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Actor } from '../../../server/actor.js';
import type { Db, Tx } from '../../../server/db/client.js';
import { jsonColumns } from '../../../server/db/json.js';
import { attendanceRecords, attendanceSubmissions, leaveRequests } from '../../../server/db/schema.js';
import { type CallerRead, callerReader } from '../../../server/http/auth.js';
import { refuse, registerUniqueRules } from '../../../server/http/errors.js';
import { localDate } from '../../../shared/calendar.js';
import { periodsOf } from '../../../shared/periods.js';
import { recordAudit } from '../../audit/server/writes.js';
import { personHolidaysJson } from '../../holidays/server/reads.js';
import { approvedLeave, approvedLeaveBetween } from '../../leave/server/reads.js';
import { getSettings, type Settings } from '../../settings/server/reads.js';
import { rosterJson, rosterMap, workDayOf } from '../../shifts/server/reads.js';
import { asksLocation } from '../../sites/server/reads.js';
import { attendanceMessages as say } from '../schemas.js';
import { history, type Ledger, laterDate, monthDays, monthOverview, presentRecord } from './ledger.js';

registerUniqueRules({ attendance_employee_day_key: { code: 'already_checked_in' } });

/** The employee a call acts on, as the routes load it. */
export interface AttendanceSubject {
  id: string;
  dateOfJoining: string;
}

/** What locking a day needs of the settings: its zone and which months the organisation counts in. */
type CalendarSettings = { timeZone: string; periodCalendar: 'gregorian' | 'bs' };

/**
 * Whether `day`'s month is submitted up to and including `day`. A month submitted before it ends locks the
 * days up to the day of submission; the days after it can still be recorded (the rest of the month is not
 * lost by an early submission).
 */
export async function isDayLocked(db: Db | Tx, employeeId: string, day: string, settings: CalendarSettings) {
  const [row] = await db
    .select({ submittedAt: attendanceSubmissions.submittedAt })
    .from(attendanceSubmissions)
    .where(
      and(
        eq(attendanceSubmissions.employeeId, employeeId),
        eq(attendanceSubmissions.month, periodsOf(settings.periodCalendar).monthOf(day)),
      ),
    );
  return Boolean(row && localDate(row.submittedAt, settings.timeZone) >= day);
}

export async function today(db: Db, employee: AttendanceSubject, now: Date) {
  const settings = await getSettings(db);
  // A night shift's small hours are still the day it started (issue 42): its record is the one to clock out of.
  const { day: date } = await workDayOf(db, employee.id, now, settings.timeZone);
  const [[row], [leave], ask_location] = await Promise.all([
    db
      .select()
      .from(attendanceRecords)
      .where(and(eq(attendanceRecords.employeeId, employee.id), eq(attendanceRecords.workDate, date))),
    approvedLeave(db, { employeeId: employee.id, from: date, to: date }).limit(1),
    asksLocation(db, settings, employee.id),
  ]);
  return {
    date,
    submitted: await isDayLocked(db, employee.id, date, settings),
    on_leave: Boolean(leave),
    attendance: row ? presentRecord(row) : null,
    ask_location,
  };
}

/** Absences count from the later of joining and the day the organisation started tracking attendance. */
export const trackedFrom = (employee: AttendanceSubject, settings: { attendanceStartDate: string }) =>
  laterDate(employee.dateOfJoining, settings.attendanceStartDate);

/** What the counting rules need of a record (`StoredDay`). */
const dayColumns = jsonColumns(attendanceRecords, 'a', [
  'id',
  'workDate',
  'checkInAt',
  'checkOutAt',
  'status',
]);
const from = sql`${sql.placeholder('from')}::date`;
const to = sql`${sql.placeholder('to')}::date`;
/**
 * What the counting rules need of a person (`employees`) between two dates: their records, approved leave and
 * submitted months, as JSON rows, with who they are and whom they report to (for `authorizeOn`).
 */
const ledgerFields = {
  id: sql<string>`employees.id`,
  managerId: sql<string | null>`employees.manager_id`,
  dateOfJoining: sql<string>`employees.date_of_joining`,
  records: sql<unknown[][] | null>`(select json_agg(${dayColumns.sql} order by a.work_date)
    from ${attendanceRecords} a where a.employee_id = employees.id and a.work_date >= ${from} and a.work_date <= ${to})`,
  leaves: sql<{ startDate: string; endDate: string }[] | null>`(select json_agg(json_build_object(
      'startDate', l.start_date, 'endDate', l.end_date))
    from ${leaveRequests} l where l.employee_id = employees.id and ${approvedLeaveBetween('l', from, to)})`,
  submitted: sql<string[] | null>`(select json_agg(s.month) from ${attendanceSubmissions} s
    where s.employee_id = employees.id)`,
  /** The person's own holidays (issue 40): a women-only one for women, a branch's for that branch. */
  holidays: personHolidaysJson('employees', (date) => sql`${date} between ${from} and ${to}`),
  /** The person's rostered days (issue 42). */
  roster: rosterJson('employees', (date) => sql`${date} between ${from} and ${to}`),
};
type Range = { from: string; to: string };

/** A month's view of a person: the caller's is read by the auth query (`ownMonthRead`). */
const ledgerRead = { name: 'attendance_month', fields: ledgerFields } satisfies CallerRead;

/** The caller's month, read by the auth query (`CallerRead`) for the month the body names. */
export const ownMonthRead = (
  rangeOf: (month: string | undefined) => Promise<Range>,
): CallerRead<typeof ledgerFields, Range> => ({
  ...ledgerRead,
  params: async (id, body: { employee_id?: string; month?: string } | null) =>
    body?.employee_id && body.employee_id !== id ? undefined : rangeOf(body?.month),
});

/**
 * The employee a call is about (as `authorizeOn` loads them) and their ledger between two dates, in one prepared
 * statement, or none when this call's auth query read them (`request`).
 */
export function ledgerLoader(db: Db) {
  const read = callerReader(db, ledgerRead);
  return async (
    id: string,
    now: Date,
    range: Range,
    settings: Settings,
    request?: FastifyRequest,
  ): Promise<(AttendanceSubject & { managerId: string | null; ledger: Ledger }) | undefined> => {
    const row = await read(request, id, range);
    if (!row) return undefined;
    const { records, leaves, submitted, holidays, roster, ...employee } = row;
    const ledger: Ledger = {
      trackedFrom: trackedFrom(employee, settings),
      today: localDate(now, settings.timeZone),
      calendar: { workingDays: settings.workingDays, holidays: holidays ?? [] },
      records: dayColumns.read(records),
      leaves: leaves ?? [],
      submitted: new Set(submitted),
      periods: periodsOf(settings.periodCalendar),
      roster: rosterMap(roster),
      timeZone: settings.timeZone,
    };
    return { ...employee, ledger };
  };
}

/** Everything the counting rules need for the employee between two dates (also read by the employee report). */
export async function loadLedger(
  db: Db,
  employee: AttendanceSubject,
  now: Date,
  from: string,
  to: string,
  known?: Settings,
): Promise<Ledger> {
  const settings = known ?? (await getSettings(db));
  const found = await ledgerLoader(db)(employee.id, now, { from, to }, settings);
  if (!found) throw new Error(`employee ${employee.id} is missing`);
  return found.ledger;
}

/** The month a call asks about (default: the current one) and its first and last days. */
export async function monthOf(db: Db, now: Date, month: string | undefined) {
  const settings = await getSettings(db);
  const periods = periodsOf(settings.periodCalendar);
  const m = month ?? periods.monthOf(localDate(now, settings.timeZone));
  const range = periods.rangeOf(m);
  if (!range) throw refuse(400, 'field_month', { field: 'month' }, { field: 'month' });
  return { settings, month: m, range: { from: range.first, to: range.last } };
}

export function summary(month: string, ledger: Ledger) {
  return { month, submitted: ledger.submitted.has(month), monthly_overview: monthOverview(month, ledger) };
}

export function monthRecords(month: string, ledger: Ledger) {
  return {
    message: say.retrieved,
    month,
    submitted: ledger.submitted.has(month),
    attendance: monthDays(month, ledger),
  };
}

export async function monthsHistory(db: Db, employee: AttendanceSubject, now: Date) {
  const settings = await getSettings(db);
  const ledger = await loadLedger(db, employee, now, trackedFrom(employee, settings), '9999-12-31', settings);
  return { months: history(ledger) };
}

export async function submit(db: Db, by: Actor, employee: AttendanceSubject, now: Date, month: string) {
  const settings = await getSettings(db);
  const periods = periodsOf(settings.periodCalendar);
  if (!periods.rangeOf(month)) throw refuse(400, 'field_month', { field: 'month' }, { field: 'month' });
  if (month > periods.monthOf(localDate(now, settings.timeZone)))
    throw refuse(409, 'future_month', { month });
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(attendanceSubmissions)
      .values({ employeeId: employee.id, month, submittedAt: now })
      .onConflictDoNothing()
      .returning();
    if (!row) throw refuse(409, 'month_locked', { month });
    await recordAudit(tx, by, {
      action: 'submit',
      entity: 'attendance',
      entityId: `${employee.id}:${month}`,
      after: row,
    });
    return { message: say.submitted, month, submitted_at: row.submittedAt.toISOString() };
  });
}
