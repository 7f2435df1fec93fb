/**
 * The series of the analytics screen, each one grouped query, so the reply stays quick with tens of thousands
 * of employees and years of attendance. Windows and rates follow ../schemas.ts.
 */
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../server/db/client.js';
import { eachDay, isWorkingDay, localDate, monthRange } from '../../../shared/calendar.js';
import { approvedLeaveCovers } from '../../leave/server/reads.js';
import { getSettings } from '../../settings/server/reads.js';
import {
  type AnalyticsReply,
  analyticsWindows,
  dailyAttendanceRate,
  eachMonth,
  leaveStatuses,
} from '../schemas.js';

export async function analytics(db: Db, now: Date): Promise<AnalyticsReply> {
  const settings = await getSettings(db);
  const today = localDate(now, settings.timeZone);
  const windows = analyticsWindows(today);
  const workingDays = eachDay(windows.attendance.from, windows.attendance.to).filter((d) =>
    isWorkingDay(d, settings),
  );
  const [departments, attendance, leave] = await Promise.all([
    departmentFigures(db),
    attendanceByDay(db, workingDays, settings.timeZone),
    leaveByMonth(db, windows.leave.from, windows.leave.to),
  ]);
  return {
    currency: settings.currency,
    today,
    departments,
    attendance: { ...windows.attendance, days: attendance },
    leave: { ...windows.leave, months: leave },
  };
}

/** Active employees per department, largest first; the mean salary of those with one, to 1 decimal. */
async function departmentFigures(db: Db) {
  const rows = await queryRows<{ department: string; headcount: number; average_salary: number | null }>(
    db,
    sql`
    select coalesce(nullif(trim(department), ''), 'Unassigned') as department,
      count(*)::int as headcount,
      round(avg(salary), 1)::float8 as average_salary
    from employees where status = 'active'
    group by 1 order by 2 desc, 1`,
  );
  return rows.map((r) => ({
    department: r.department,
    headcount: Number(r.headcount),
    averageSalary: r.average_salary === null ? null : Number(r.average_salary),
  }));
}

/**
 * Per working day: who was expected (employed that day, minus those on approved leave), who came (on time or
 * late) and who came late. Employed means joined, and not terminated before that local date; it is counted as
 * a running sum of +1 at joining and −1 at termination, one pass over employees instead of one per day.
 */
async function attendanceByDay(db: Db, days: string[], timeZone: string) {
  if (days.length === 0) return [];
  const [first, last] = [days[0]!, days.at(-1)!];
  const leftOn = sql`greatest(e.date_of_joining, (e.terminated_at at time zone ${timeZone})::date)`;
  const rows = await queryRows<{
    day: string;
    employed: number;
    away: number;
    attended: number;
    late: number;
  }>(
    db,
    sql`
    with days as (select unnest(${`{${days.join(',')}}`}::date[]) as day),
    changes as (
      select date_of_joining as day, count(*)::int as n from employees e
      where date_of_joining <= ${last}::date group by 1
      union all
      select ${leftOn}, -count(*)::int from employees e
      where terminated_at is not null and date_of_joining <= ${last}::date group by 1),
    employed as (
      select d.day, sum(c.n)::int as n from days d join changes c on c.day <= d.day group by d.day),
    away as (
      select d.day, count(distinct r.employee_id)::int as n from days d
      join leave_requests r on ${approvedLeaveCovers('r', sql`d.day`)}
      join employees e on e.id = r.employee_id and e.date_of_joining <= d.day
        and (e.terminated_at is null or ${leftOn} > d.day)
      group by d.day),
    came as (
      select work_date as day,
        sum(n) filter (where status in ('Present', 'Late'))::int as attended,
        sum(n) filter (where status = 'Late')::int as late
      from (select work_date, status, count(*) as n from attendance_records
            where work_date >= ${first}::date and work_date <= ${last}::date group by 1, 2) by_status
      group by work_date)
    select d.day::text as day, coalesce(employed.n, 0) as employed, coalesce(away.n, 0) as away,
      coalesce(came.attended, 0) as attended, coalesce(came.late, 0) as late
    from days d
      left join employed on employed.day = d.day
      left join away on away.day = d.day
      left join came on came.day = d.day
    order by d.day`,
  );
  return rows.map((r) => {
    const expected = Number(r.employed) - Number(r.away);
    const attended = Number(r.attended);
    return {
      date: r.day,
      expected,
      attended,
      late: Number(r.late),
      rate: dailyAttendanceRate(attended, expected),
    };
  });
}

/** Requests by the month they start in and status; months with none are zeros. */
async function leaveByMonth(db: Db, from: string, to: string) {
  const rows = await queryRows<{ month: string; status: string; n: number }>(
    db,
    sql`
    select to_char(m, 'YYYY-MM') as month, status, n from (
      select date_trunc('month', start_date) as m, status, count(*)::int as n
      from leave_requests
      where start_date >= ${monthRange(from).first}::date and start_date <= ${monthRange(to).last}::date
      group by 1, 2) by_month`,
  );
  return eachMonth(from, to).map((month) => {
    const counts = Object.fromEntries(leaveStatuses.map((s) => [s, 0])) as Record<
      (typeof leaveStatuses)[number],
      number
    >;
    for (const r of rows) {
      if (r.month === month && r.status in counts) counts[r.status as keyof typeof counts] += Number(r.n);
    }
    return { month, ...counts };
  });
}
