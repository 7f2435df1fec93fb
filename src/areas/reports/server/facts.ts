/**
 * The facts a report is written from: profile, tenure, attendance over the last 90 days (with the trend of the
 * last 30 against the 30 before) and this year's leave. Only what an analysis needs leaves this file: no
 * contact details, salary or personal numbers, since a language model may be sent these facts.
 */
import { and, eq, gte, lte, ne } from 'drizzle-orm';
import type { Db } from '../../../server/db/client.js';
import { employees, leaveRequests } from '../../../server/db/schema.js';
import {
  addDays,
  countWorkingDays,
  dayNumber,
  eachDay,
  isWorkingDay,
  localDate,
  localDateTime,
  parseClock,
} from '../../../shared/calendar.js';
import { loadLedger } from '../../attendance/server/reads.js';
import { getSettings } from '../../settings/server/reads.js';

export const ATTENDANCE_WINDOW_DAYS = 90;
const TREND_DAYS = 30;

type Employee = typeof employees.$inferSelect;

export async function gatherFacts(db: Db, employee: Employee, now: Date) {
  const settings = await getSettings(db);
  const calendar = { workingDays: settings.workingDays, holidays: settings.holidays };
  const today = localDate(now, settings.timeZone);
  const [manager] = employee.managerId
    ? await db.select().from(employees).where(eq(employees.id, employee.managerId))
    : [];

  // The window ends yesterday (today is not over) and starts no earlier than attendance is tracked for them
  // (the later of joining and the organisation's attendance start), as on the attendance screens.
  const windowTo = addDays(today, -1);
  const {
    records,
    leaves: approved,
    trackedFrom,
  } = await loadLedger(db, employee, now, addDays(today, -ATTENDANCE_WINDOW_DAYS), windowTo, settings);
  const windowFrom = maxDate(addDays(today, -ATTENDANCE_WINDOW_DAYS), trackedFrom);
  const byDay = new Map(records.map((r) => [r.workDate, r]));
  const onLeave = (d: string) => approved.some((l) => l.startDate <= d && l.endDate >= d);
  const start = parseClock(settings.workStart);

  const days = eachDay(windowFrom, windowTo).filter((d) => isWorkingDay(d, calendar) || byDay.has(d));
  const tally = (from: string) => {
    const t = { workingDays: 0, present: 0, late: 0, absent: 0, onLeave: 0, lateMinutes: 0 };
    for (const d of days) {
      if (d < from) continue;
      t.workingDays++;
      const r = byDay.get(d);
      if (r && r.status !== 'Absent') {
        t.present++;
        if (r.status === 'Late') {
          t.late++;
          if (r.checkInAt)
            t.lateMinutes += Math.max(0, localDateTime(r.checkInAt, settings.timeZone).minutes - start);
        }
      } else if (!r && onLeave(d)) t.onLeave++;
      else t.absent++;
    }
    return t;
  };
  const all = tally(windowFrom);
  const recent = tally(addDays(today, -TREND_DAYS));
  const previous = subtract(tally(addDays(today, -2 * TREND_DAYS)), recent);

  const year = today.slice(0, 4);
  const yearStart = `${year}-01-01`;
  const yearEnd = `${year}-12-31`;
  const leaves = await db
    .select()
    .from(leaveRequests)
    .where(
      and(
        eq(leaveRequests.employeeId, employee.id),
        ne(leaveRequests.status, 'cancelled'),
        lte(leaveRequests.startDate, yearEnd),
        gte(leaveRequests.endDate, yearStart),
      ),
    );
  const daysThisYear = (l: { startDate: string; endDate: string }) =>
    countWorkingDays(maxDate(l.startDate, yearStart), minDate(l.endDate, yearEnd), calendar);
  const approvedByType: Record<string, number> = {};
  for (const l of leaves.filter((l) => l.status === 'approved'))
    approvedByType[l.leaveType] = (approvedByType[l.leaveType] ?? 0) + daysThisYear(l);
  const pending = leaves.filter((l) => l.status === 'pending');

  return {
    asOf: today,
    employee: {
      name: [employee.firstName, employee.middleName, employee.lastName].filter(Boolean).join(' '),
      firstName: employee.firstName,
      employeeId: employee.employeeCode,
      designation: employee.designation ?? null,
      department: employee.department ?? null,
      position: employee.position ?? null,
      employmentType: employee.employmentType ?? null,
      workLocation: employee.workLocation ?? null,
      role: employee.role,
      status: employee.status,
      dateOfJoining: employee.dateOfJoining,
      terminatedOn: employee.terminatedAt ? localDate(employee.terminatedAt, settings.timeZone) : null,
      reportsTo: manager ? `${manager.firstName} ${manager.lastName}` : null,
    },
    tenure: tenure(employee.dateOfJoining, today),
    attendance: {
      from: windowFrom,
      to: windowTo,
      workStart: settings.workStart,
      graceMinutes: settings.lateGraceMinutes,
      ...summarise(all),
      trend: { last30DaysRate: rate(recent), previous30DaysRate: rate(previous) },
    },
    leave: {
      year: Number(year),
      approvedDays: Object.values(approvedByType).reduce((a, b) => a + b, 0),
      approvedDaysByType: approvedByType,
      pendingRequests: pending.length,
      pendingDays: pending.reduce((n, l) => n + daysThisYear(l), 0),
      rejectedRequests: leaves.filter((l) => l.status === 'rejected').length,
    },
  };
}
export type ReportFacts = Awaited<ReturnType<typeof gatherFacts>>;

type Tally = {
  workingDays: number;
  present: number;
  late: number;
  absent: number;
  onLeave: number;
  lateMinutes: number;
};

function subtract(a: Tally, b: Tally): Tally {
  return {
    workingDays: a.workingDays - b.workingDays,
    present: a.present - b.present,
    late: a.late - b.late,
    absent: a.absent - b.absent,
    onLeave: a.onLeave - b.onLeave,
    lateMinutes: a.lateMinutes - b.lateMinutes,
  };
}

/** Present / (present + absent), as rules §4 defines the rate; null with nothing to count. */
function rate(t: Tally): number | null {
  const counted = t.present + t.absent;
  return counted ? Math.round((t.present / counted) * 1000) / 10 : null;
}

function summarise(t: Tally) {
  return {
    workingDays: t.workingDays,
    presentDays: t.present,
    lateDays: t.late,
    absentDays: t.absent,
    leaveDays: t.onLeave,
    attendanceRate: rate(t),
    averageMinutesLate: t.late ? Math.round(t.lateMinutes / t.late) : null,
  };
}

export function tenure(joined: string, today: string) {
  if (joined > today) return { years: 0, months: 0, days: 0, startsIn: true };
  const [jy, jm, jd] = joined.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  let months = (ty - jy) * 12 + (tm - jm) - (td < jd ? 1 : 0);
  months = Math.max(0, months);
  const totalDays = dayNumber(today) - dayNumber(joined);
  return { years: Math.floor(months / 12), months: months % 12, days: totalDays, startsIn: false };
}

const maxDate = (a: string, b: string) => (a > b ? a : b);
const minDate = (a: string, b: string) => (a < b ? a : b);
