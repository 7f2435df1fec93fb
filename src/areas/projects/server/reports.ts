/**
 * Project reports (issue 43): approved minutes by project, person, activity or client for a period, with a
 * project's budget used and a person's utilisation (billable minutes over the minutes they were there to work:
 * the organisation's working days times its work day between the period's dates, from the day they joined, less
 * their holidays and approved leave). Only approved weeks count. hr sees every project's time, a project's
 * manager all of theirs, anyone else their own (`ReportScope`).
 */
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows, uuidIn } from '../../../server/db/client.js';
import { employees } from '../../../server/db/schema.js';
import { addDays, countWorkingDays, earlierDate, laterDate, localDate } from '../../../shared/calendar.js';
import { groupBy } from '../../../shared/group.js';
import { round, spanDays, type WorkDay } from '../../../shared/leave-policy.js';
import { periodsOf } from '../../../shared/periods.js';
import { personalCalendars } from '../../holidays/server/reads.js';
import { approvedLeave } from '../../leave/server/reads.js';
import { getSettings } from '../../settings/server/reads.js';
import {
  type ProjectChart,
  type ProjectReport,
  type ReportGroup,
  type ReportRow,
  weekStartOf,
} from '../contract.js';

/** Whose time a caller's report holds: everyone's, or that of the projects they manage and their own. */
export interface ReportScope {
  viewer: string;
  everyone: boolean;
}

export interface ReportFilters {
  from: string;
  to: string;
  group_by: ReportGroup;
  project_id?: string;
  client_id?: string;
  employee_id?: string;
}

/** The time a scope may see: a manager's projects whole, else the viewer's own time. */
const visible = (scope: ReportScope) =>
  scope.everyone ? sql`true` : sql`(p.manager_id = ${scope.viewer} or t.employee_id = ${scope.viewer})`;

/**
 * The time of approved weeks that meets every condition, with its week, project and activity: each cell, or each
 * row of `periodRows`.
 */
const approvedTime = (
  scope: ReportScope,
  conditions: (SQL | undefined)[],
  join = sql``,
  time: SQL = sql`timesheet_entries`,
) => sql`
  from ${time} e
  join timesheets t on t.id = e.timesheet_id and t.status = 'approved'
  join projects p on p.id = e.project_id
  join project_activities a on a.id = e.activity_id
  ${join}
  where ${sql.join([...conditions.filter((c) => c !== undefined), visible(scope)], sql` and `)}`;

/**
 * The minutes of approved weeks between two days, by week row: a week wholly inside by its rows' sums (kept by the
 * database), a week at either edge by its cells on those days. A year for 1,000 people: 104,000 rows, not 624,000
 * cells.
 */
const periodRows = (from: string, to: string) => sql`(
  select r.timesheet_id, r.project_id, r.activity_id, r.minutes
  from timesheet_rows r join timesheets w on w.id = r.timesheet_id
  where w.status = 'approved' and w.week_start >= ${from}::date and w.week_start + 6 <= ${to}::date
  union all
  select c.timesheet_id, c.project_id, c.activity_id, c.minutes
  from timesheet_entries c join timesheets w on w.id = c.timesheet_id
  where w.status = 'approved' and w.week_start between ${from}::date - 6 and ${to}::date
    and (w.week_start < ${from}::date or w.week_start + 6 > ${to}::date)
    and c.work_date between ${from}::date and ${to}::date
)`;

/** A cell's billable minutes: its activity's choice, else its project's. */
const billable = sql`sum(case when coalesce(a.billable, p.billable) then e.minutes else 0 end)::float8`;

/** What a row is about, by the grouping: its key, name and code, and the join they need. */
const groups: Record<ReportGroup, { key: SQL; label: SQL; code: SQL; join?: SQL }> = {
  project: { key: sql`p.id::text`, label: sql`p.name`, code: sql`p.code` },
  person: {
    key: sql`w.id::text`,
    label: sql`w.first_name || ' ' || w.last_name`,
    code: sql`w.employee_code`,
    join: sql`join employees w on w.id = t.employee_id`,
  },
  // An activity's name repeats from project to project: its project's code tells them apart.
  activity: { key: sql`a.id::text`, label: sql`a.name`, code: sql`p.code` },
  // Time on projects of no client is a row of its own, keyed ''.
  client: {
    key: sql`coalesce(c.id::text, '')`,
    label: sql`coalesce(c.name, '')`,
    code: sql`c.code`,
    join: sql`left join project_clients c on c.id = p.client_id`,
  },
};

interface Found {
  key: string;
  label: string;
  code: string | null;
  minutes: number;
  billable_minutes: number;
}

/** A share in per cent with one decimal; null when there is nothing to share. */
const percent = (part: number, whole: number | null) => (whole ? round((part / whole) * 100, 1) : null);

/** The report: a row per project, person, activity or client with approved time in the period, most time first. */
export async function projectReport(db: Db, scope: ReportScope, q: ReportFilters): Promise<ProjectReport> {
  const g = groups[q.group_by];
  const found = await queryRows<Found>(
    db,
    sql`select ${g.key} as key, ${g.label} as label, ${g.code} as code,
          sum(e.minutes)::float8 as minutes, ${billable} as billable_minutes
        ${approvedTime(
          scope,
          [
            q.project_id ? sql`e.project_id = ${q.project_id}` : undefined,
            q.client_id ? sql`p.client_id = ${q.client_id}` : undefined,
            q.employee_id ? sql`t.employee_id = ${q.employee_id}` : undefined,
          ],
          g.join,
          periodRows(q.from, q.to),
        )}
        group by 1, 2, 3 order by 4 desc, 2, 1`,
  );
  const blank = {
    budget_minutes: null,
    used_percent: null,
    available_minutes: null,
    utilisation_percent: null,
  };
  let rows: ReportRow[] = found.map((r) => ({ ...r, ...blank }));
  if (q.group_by === 'project') rows = await withBudgets(db, scope, q.to, rows);
  if (q.group_by === 'person') {
    const available = await availableMinutes(
      db,
      rows.map((r) => r.key),
      q.from,
      q.to,
    );
    rows = rows.map((r) => {
      const minutes = available.get(r.key) ?? 0;
      return { ...r, available_minutes: minutes, utilisation_percent: percent(r.billable_minutes, minutes) };
    });
  }
  return {
    from: q.from,
    to: q.to,
    group_by: q.group_by,
    rows,
    totals: {
      minutes: rows.reduce((sum, r) => sum + r.minutes, 0),
      billable_minutes: rows.reduce((sum, r) => sum + r.billable_minutes, 0),
    },
  };
}

/**
 * Each project's budget and the share of it used by the report's last day (every approved minute on it so far,
 * whoever logged it): only to whoever sees the project whole (hr, its manager).
 */
async function withBudgets(db: Db, scope: ReportScope, to: string, rows: ReportRow[]) {
  if (rows.length === 0) return rows;
  const used = await queryRows<{ id: string; budget: number | null; used: number }>(
    db,
    sql`select p.id::text as id, p.budget_minutes as budget, coalesce(sum(e.minutes), 0)::float8 as used
        from projects p
        left join timesheet_entries e on e.project_id = p.id and e.work_date <= ${to}::date
          and exists (select 1 from timesheets t where t.id = e.timesheet_id and t.status = 'approved')
        where p.id = any(${`{${rows.map((r) => r.key).join(',')}}`}::uuid[])
          and p.budget_minutes is not null
          and (${scope.everyone} or p.manager_id = ${scope.viewer})
        group by p.id`,
  );
  const byId = new Map(used.map((u) => [u.id, u]));
  return rows.map((r) => {
    const budget = byId.get(r.key);
    return budget
      ? { ...r, budget_minutes: budget.budget, used_percent: percent(budget.used, budget.budget) }
      : r;
  });
}

/**
 * The minutes each person was there to work between two dates: the organisation's work day on each of their
 * working days (not a weekly off, not one of their holidays) from the day they joined to the day they left, less
 * their approved leave (a half day half, hours their share of the day).
 */
export async function availableMinutes(db: Db, ids: readonly string[], from: string, to: string) {
  const available = new Map<string, number>();
  if (ids.length === 0) return available;
  const settings = await getSettings(db);
  const [calendars, people, leaves] = await Promise.all([
    personalCalendars(db, ids, from, to, settings),
    db
      .select({ id: employees.id, joined: employees.dateOfJoining, left: employees.terminatedAt })
      .from(employees)
      .where(uuidIn(employees.id, ids)),
    approvedLeave(db, { employeeIds: ids, from, to }),
  ]);
  const leavesOf = groupBy(leaves, (l) => l.employeeId);
  // People joined before the period with the same holidays have the same working days: counted once.
  const counted = new Map<string, number>();
  const workingDays = (first: string, last: string, day: WorkDay) => {
    const key = `${first}:${last}:${day.holidays.map((h) => h.date).join()}`;
    const known = counted.get(key) ?? countWorkingDays(first, last, day);
    counted.set(key, known);
    return known;
  };
  for (const person of people) {
    const first = laterDate(from, person.joined);
    const last = person.left ? earlierDate(to, localDate(person.left, settings.timeZone)) : to;
    const calendar = calendars.get(person.id);
    if (first > last || !calendar) {
      available.set(person.id, 0);
      continue;
    }
    const day: WorkDay = {
      ...calendar,
      workStart: settings.workStart,
      workDayMinutes: settings.workDayMinutes,
    };
    const away = (leavesOf.get(person.id) ?? []).reduce((sum, l) => sum + spanDays(l, day, first, last), 0);
    available.set(person.id, Math.round((workingDays(first, last, day) - away) * settings.workDayMinutes));
  }
  return available;
}

/**
 * A project's approved minutes per week (from the organisation's week start) or per month (the organisation's
 * months: Bikram Sambat on Nepal's profile), every bucket of the period included, empty ones as 0.
 */
export async function projectChart(
  db: Db,
  scope: ReportScope,
  project: { id: string; code: string; name: string; budgetMinutes: number | null; managerId: string | null },
  q: { from: string; to: string; bucket: ProjectChart['bucket'] },
): Promise<ProjectChart> {
  const whole = scope.everyone || project.managerId === scope.viewer;
  const days = await queryRows<{ date: string; minutes: number; billable_minutes: number }>(
    db,
    sql`select e.work_date::text as date, sum(e.minutes)::float8 as minutes, ${billable} as billable_minutes
        ${approvedTime({ ...scope, everyone: whole }, [
          sql`e.project_id = ${project.id}`,
          sql`e.work_date between ${q.from}::date and ${q.to}::date`,
          whole ? undefined : sql`t.employee_id = ${scope.viewer}`,
        ])}
        group by e.work_date`,
  );
  const settings = await getSettings(db);
  const periods = periodsOf(settings.periodCalendar);
  const bucketOf = (date: string) =>
    q.bucket === 'week'
      ? weekStartOf(date, settings.workingDays)
      : periods.rangeOf(periods.monthOf(date))!.first;
  const points = new Map<string, { start: string; minutes: number; billable_minutes: number }>();
  for (let day = bucketOf(q.from); day <= q.to; ) {
    points.set(day, { start: day, minutes: 0, billable_minutes: 0 });
    day = q.bucket === 'week' ? addDays(day, 7) : addDays(periods.rangeOf(periods.monthOf(day))!.last, 1);
  }
  for (const d of days) {
    const point = points.get(bucketOf(d.date))!;
    point.minutes += d.minutes;
    point.billable_minutes += d.billable_minutes;
  }
  return {
    project: {
      _id: project.id,
      code: project.code,
      name: project.name,
      budget_minutes: project.budgetMinutes,
    },
    bucket: q.bucket,
    points: [...points.values()],
  };
}
