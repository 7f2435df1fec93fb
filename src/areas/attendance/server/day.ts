/**
 * One day's attendance for everyone employed that day, joined by then and not terminated before it (hr's
 * attendance management). The day of each person follows the ledger's rules: their record if there is one,
 * else On Leave or Absent as the month detail would show it, else Not checked in; a day the person does not work
 * is Weekly off or Holiday (their own holidays: a women-only one for women, a branch's for that branch; issue 40),
 * never absence. Five set-based queries whatever the headcount.
 */
import { and, asc, eq, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../server/db/client.js';
import { attendanceRecords, attendanceSubmissions, employees } from '../../../server/db/schema.js';
import { localDate, weekday } from '../../../shared/calendar.js';
import { groupBy } from '../../../shared/group.js';
import { periodsOf } from '../../../shared/periods.js';
import { confirmedHolidays, holidaysOf } from '../../holidays/server/reads.js';
import { approvedLeave } from '../../leave/server/reads.js';
import { getSettings } from '../../settings/server/reads.js';
import { rosterOn } from '../../shifts/server/reads.js';
import {
  type DayQuery,
  type DayReply,
  type DayRow,
  type DayStatus,
  dayStatuses,
  HOLIDAY,
  NOT_CHECKED_IN,
  WEEKLY_OFF,
} from '../admin-schemas.js';
import { type Ledger, laterDate, presentRecord, unrecordedDay } from './ledger.js';

const corrector = alias(employees, 'corrector');

/** Employed on `date`: joined by then and not terminated before it (history keeps people who have left). */
function employedOn(date: string, timeZone: string, department: string | undefined, managerId?: string) {
  return and(
    lte(employees.dateOfJoining, date),
    or(
      isNull(employees.terminatedAt),
      sql`(${employees.terminatedAt} at time zone ${timeZone})::date >= ${date}::date`,
    ),
    department ? eq(employees.department, department) : undefined,
    managerId ? eq(employees.managerId, managerId) : undefined,
  );
}

/** `only.managerId`: that manager's direct reports alone (their team today). */
export async function dayAttendance(
  db: Db,
  now: Date,
  query: DayQuery,
  only: { managerId?: string } = {},
): Promise<DayReply> {
  const settings = await getSettings(db);
  const today = localDate(now, settings.timeZone);
  const date = query.date ?? today;
  const department = query.department?.trim() || undefined;
  const [people, records, leaves, submissions, departments, dayHolidays, rostered] = await Promise.all([
    db
      .select({
        id: employees.id,
        firstName: employees.firstName,
        lastName: employees.lastName,
        employeeCode: employees.employeeCode,
        department: employees.department,
        designation: employees.designation,
        dateOfJoining: employees.dateOfJoining,
        gender: employees.gender,
        branch: employees.branch,
      })
      .from(employees)
      .where(employedOn(date, settings.timeZone, department, only.managerId))
      .orderBy(asc(employees.firstName), asc(employees.lastName), asc(employees.id)),
    db
      .select({
        record: attendanceRecords,
        correctorName: sql<string | null>`${corrector.firstName} || ' ' || ${corrector.lastName}`,
      })
      .from(attendanceRecords)
      .leftJoin(corrector, eq(corrector.id, attendanceRecords.correctedBy))
      .where(eq(attendanceRecords.workDate, date)),
    approvedLeave(db, { from: date, to: date }),
    db
      .select({ employeeId: attendanceSubmissions.employeeId })
      .from(attendanceSubmissions)
      .where(eq(attendanceSubmissions.month, periodsOf(settings.periodCalendar).monthOf(date))),
    db
      .selectDistinct({ name: employees.department })
      .from(employees)
      .where(and(eq(employees.status, 'active'), isNotNull(employees.department)))
      .orderBy(asc(employees.department)),
    confirmedHolidays(db, date, date),
    rosterOn(db, date),
  ]);
  const orgWeeklyOff = !settings.workingDays.includes(weekday(date));

  const recordOf = new Map(records.map((r) => [r.record.employeeId, r]));
  const leavesOf = groupBy(leaves, (l) => l.employeeId);
  const submitted = new Set(submissions.map((s) => s.employeeId));
  const rows = people.map((person): DayRow => {
    const stored = recordOf.get(person.id);
    const holidays = holidaysOf(dayHolidays, person);
    // A person's roster says whether they work the day (issue 42): a rostered shift is worked, a day off is off.
    const shift = rostered.get(person.id);
    const weeklyOff = shift === undefined ? orgWeeklyOff : shift === null;
    const ledger: Ledger = {
      trackedFrom: laterDate(person.dateOfJoining, settings.attendanceStartDate),
      today,
      calendar: { workingDays: settings.workingDays, holidays },
      records: [],
      leaves: leavesOf.get(person.id) ?? [],
      submitted: new Set(),
      periods: periodsOf(settings.periodCalendar),
      roster: shift === undefined ? undefined : new Map([[date, shift]]),
    };
    const day = stored ? presentRecord(stored.record) : unrecordedDay(date, ledger);
    const r = stored?.record;
    return {
      employee: {
        _id: person.id,
        name: `${person.firstName} ${person.lastName}`,
        employeeId: person.employeeCode,
        department: person.department,
        designation: person.designation,
      },
      _id: r?.id ?? null,
      date,
      check_in_time: day?.check_in_time ?? null,
      check_out_time: day?.check_out_time ?? null,
      status: day?.status ?? (weeklyOff ? WEEKLY_OFF : holidays[0] && !shift ? HOLIDAY : NOT_CHECKED_IN),
      holiday: stored || weeklyOff || shift ? null : (holidays[0]?.name ?? null),
      submitted: submitted.has(person.id),
      correction:
        r?.correctionNote && r.correctedAt
          ? {
              reason: r.correctionNote,
              corrected_by: r.correctedBy
                ? { _id: r.correctedBy, name: stored?.correctorName ?? 'Unknown' }
                : null,
              corrected_at: r.correctedAt.toISOString(),
            }
          : null,
    };
  });

  const counts = Object.fromEntries(dayStatuses.map((s) => [s, 0])) as Record<DayStatus, number>;
  for (const row of rows) counts[row.status] += 1;
  return {
    date,
    today,
    departments: departments.map((d) => d.name).filter((d): d is string => Boolean(d)),
    counts,
    attendance: query.status ? rows.filter((row) => row.status === query.status) : rows,
  };
}
