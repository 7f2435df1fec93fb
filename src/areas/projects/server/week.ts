/**
 * A person's week as the timesheet shows it (issue 43): each day with the person's holiday, approved leave,
 * attended minutes and expected minutes; the rows (all, or a project manager's projects only); where its approval
 * stands; what copying last week would add; the projects the person may add rows for; what the caller may do.
 */
import { and, asc, eq, gte, inArray, isNull, lte, type Placeholder, sql } from 'drizzle-orm';
import { type Db, preparedOnce, type Tx } from '../../../server/db/client.js';
import {
  approvalRequests,
  approvalSteps,
  attendanceRecords,
  employees,
  projectActivities,
  projectMembers,
  projects,
  timesheetEntries,
  timesheetRows,
  timesheets,
} from '../../../server/db/schema.js';
import { refuse } from '../../../server/http/errors.js';
import { addDays, formatClock, weekday } from '../../../shared/calendar.js';
import type { Asker, Subject } from '../../../shared/permissions.js';
import { personalCalendar } from '../../holidays/server/reads.js';
import { approvedLeave } from '../../leave/server/reads.js';
import { getSettings } from '../../settings/server/reads.js';
import {
  type Timesheet,
  type TimesheetDay,
  type TimesheetRow,
  weekDays,
  weekStartOf,
} from '../timesheet-schemas.js';
import { correctsWeeks, editsWeekOf } from './policy.js';

type Reader = Pick<Db, 'select'> | Tx;

/** 422 unless `weekStart` starts a week of the organisation; returns the week's seven days. */
export async function weekOf(db: Reader, weekStart: string) {
  const settings = await getSettings(db as Db);
  const start = weekStartOf(weekStart, settings.workingDays);
  if (start !== weekStart) throw refuse(422, 'timesheet_week_start', { date: weekStart, start });
  return { days: weekDays(weekStart), settings };
}

/** The week's row of the person, if any. */
export async function sheetOf(db: Reader, employeeId: string, weekStart: string) {
  const [row] = await db
    .select()
    .from(timesheets)
    .where(and(eq(timesheets.employeeId, employeeId), eq(timesheets.weekStart, weekStart)));
  return row;
}

/**
 * A row as the week shows it: its project, its activity (billable by its own choice, else its project's), its
 * cells by day.
 */
export const weekRow = (
  project: Pick<typeof projects.$inferSelect, 'id' | 'code' | 'name' | 'status' | 'billable'>,
  activity: Pick<typeof projectActivities.$inferSelect, 'id' | 'name' | 'billable'>,
  cells: { date: string; minutes: number; note: string | null }[],
): TimesheetRow => ({
  project: { _id: project.id, code: project.code, name: project.name, status: project.status },
  activity: { _id: activity.id, name: activity.name, billable: activity.billable ?? project.billable },
  cells: cells.map(({ date, minutes, note }) => ({ date, minutes, note })),
});

/** A week's rows with their cells, in the person's order. */
export async function rowsOf(db: Reader, timesheetId: string | undefined) {
  if (!timesheetId) return [];
  const [rows, cells] = await Promise.all([
    db
      .select({
        project: {
          id: projects.id,
          code: projects.code,
          name: projects.name,
          status: projects.status,
          billable: projects.billable,
        },
        activity: {
          id: projectActivities.id,
          name: projectActivities.name,
          billable: projectActivities.billable,
        },
      })
      .from(timesheetRows)
      .innerJoin(projects, eq(projects.id, timesheetRows.projectId))
      .innerJoin(projectActivities, eq(projectActivities.id, timesheetRows.activityId))
      .where(eq(timesheetRows.timesheetId, timesheetId))
      .orderBy(asc(timesheetRows.position)),
    db
      .select({
        projectId: timesheetEntries.projectId,
        activityId: timesheetEntries.activityId,
        date: timesheetEntries.workDate,
        minutes: timesheetEntries.minutes,
        note: timesheetEntries.note,
      })
      .from(timesheetEntries)
      .where(eq(timesheetEntries.timesheetId, timesheetId))
      .orderBy(asc(timesheetEntries.workDate)),
  ]);
  return rows.map((r) =>
    weekRow(
      r.project,
      r.activity,
      cells.filter((c) => c.projectId === r.project.id && c.activityId === r.activity.id),
    ),
  );
}

/**
 * What a person may log time on between two days: an open activity of an active project they are a member of that
 * runs some day between them. The joins and condition loggableProjects and copyableRows share.
 */
const loggable = (
  employeeId: string | Placeholder,
  from: string | Placeholder,
  to: string | Placeholder,
) => ({
  member: and(eq(projectMembers.projectId, projects.id), eq(projectMembers.employeeId, employeeId)),
  openActivity: isNull(projectActivities.archivedAt),
  runs: and(
    eq(projects.status, 'active'),
    lte(projects.startDate, to),
    sql`(${projects.endDate} is null or ${projects.endDate} >= ${from})`,
  ),
});

/** Active projects the person is a member of that run some day of the week, with their open activities. */
export async function loggableProjects(db: Reader, employeeId: string, from: string, to: string) {
  const open = loggable(employeeId, from, to);
  const rows = await db
    .select({
      project: projects,
      activity: { id: projectActivities.id, name: projectActivities.name },
    })
    .from(projects)
    .innerJoin(projectMembers, open.member)
    .innerJoin(projectActivities, and(eq(projectActivities.projectId, projects.id), open.openActivity))
    .where(open.runs)
    .orderBy(asc(sql`lower(${projects.code})`), asc(sql`lower(${projectActivities.name})`));
  const byProject = new Map<string, Timesheet['projects'][number]>();
  for (const { project: p, activity } of rows) {
    const entry = byProject.get(p.id) ?? {
      _id: p.id,
      code: p.code,
      name: p.name,
      start_date: p.startDate,
      end_date: p.endDate,
      activities: [],
    };
    entry.activities.push({ _id: activity.id, name: activity.name });
    byProject.set(p.id, entry);
  }
  return [...byProject.values()];
}

/**
 * Last week's rows that copying would add: on what is still loggable this week, not already here. One statement,
 * prepared once (planning its five tables took a millisecond of every save).
 */
const copyableStatement = (db: Reader) =>
  preparedOnce(db, 'timesheet_copyable_rows', () => {
    const open = loggable(sql.placeholder('employee'), sql.placeholder('from'), sql.placeholder('to'));
    return db
      .select({ projectId: timesheetRows.projectId, activityId: timesheetRows.activityId })
      .from(timesheetRows)
      .innerJoin(
        timesheets,
        and(
          eq(timesheets.id, timesheetRows.timesheetId),
          eq(timesheets.employeeId, sql.placeholder('employee')),
          eq(timesheets.weekStart, sql.placeholder('last')),
        ),
      )
      .innerJoin(projects, eq(projects.id, timesheetRows.projectId))
      .innerJoin(projectMembers, open.member)
      .innerJoin(
        projectActivities,
        and(eq(projectActivities.id, timesheetRows.activityId), open.openActivity),
      )
      .where(open.runs)
      .orderBy(asc(timesheetRows.position))
      .prepare('timesheet_copyable_rows');
  });

export async function copyableRows(db: Reader, employeeId: string, weekStart: string, current: string[]) {
  const rows = await copyableStatement(db).execute({
    employee: employeeId,
    from: weekStart,
    to: addDays(weekStart, 6),
    last: addDays(weekStart, -7),
  });
  return rows.filter((r) => !current.includes(`${r.projectId}:${r.activityId}`));
}

/** The days of the week with holidays, approved leave, attended and expected minutes. */
async function daysOf(
  db: Reader,
  employeeId: string,
  days: string[],
  settings: Awaited<ReturnType<typeof getSettings>>,
) {
  const [from, to] = [days[0]!, days[6]!];
  const [calendar, leaves, records] = await Promise.all([
    personalCalendar(db, employeeId, from, to, settings),
    approvedLeave(db, { employeeId, from, to }),
    db
      .select({
        date: attendanceRecords.workDate,
        in: attendanceRecords.checkInAt,
        out: attendanceRecords.checkOutAt,
      })
      .from(attendanceRecords)
      .where(
        and(
          eq(attendanceRecords.employeeId, employeeId),
          gte(attendanceRecords.workDate, from),
          lte(attendanceRecords.workDate, to),
        ),
      ),
  ]);
  const full = settings.workDayMinutes;
  return days.map((date): TimesheetDay => {
    const holiday = calendar.holidays.find((h) => h.date === date)?.name ?? null;
    const working = settings.workingDays.includes(weekday(date));
    const leave = leaves.find((l) => l.startDate <= date && l.endDate >= date);
    const part = !leave
      ? null
      : leave.startDate === leave.endDate || date === leave.startDate
        ? leave.startPart
        : date === leave.endDate
          ? leave.endPart
          : 'full';
    const away = !leave
      ? 0
      : part === 'full'
        ? full
        : part === 'hours'
          ? Math.min(full, leave.endMinute - leave.startMinute)
          : Math.floor(full / 2);
    const record = records.find((r) => r.date === date);
    return {
      date,
      working,
      holiday,
      leave:
        leave && part
          ? {
              type: leave.leaveType,
              part,
              start_time: part === 'hours' ? formatClock(leave.startMinute) : null,
              end_time: part === 'hours' ? formatClock(leave.endMinute) : null,
            }
          : null,
      attended_minutes:
        record?.in && record.out ? Math.round((record.out.getTime() - record.in.getTime()) / 60_000) : null,
      expected_minutes: working && !holiday ? Math.max(0, full - away) : 0,
    };
  });
}

/** The approval request of the week, with its steps' approvers by name. */
async function requestOf(db: Reader, requestId: string | null): Promise<Timesheet['request']> {
  if (!requestId) return null;
  const [[request], steps] = await Promise.all([
    db.select().from(approvalRequests).where(eq(approvalRequests.id, requestId)),
    db
      .select()
      .from(approvalSteps)
      .where(eq(approvalSteps.requestId, requestId))
      .orderBy(asc(approvalSteps.position)),
  ]);
  if (!request) return null;
  const ids = [...new Set(steps.flatMap((s) => s.approverIds))];
  const people = ids.length
    ? await db
        .select({ id: employees.id, firstName: employees.firstName, lastName: employees.lastName })
        .from(employees)
        .where(inArray(employees.id, ids))
    : [];
  const nameOf = (id: string) => {
    const p = people.find((x) => x.id === id);
    return { _id: id, name: p ? `${p.firstName} ${p.lastName}` : '' };
  };
  return {
    _id: request.id,
    status: request.status,
    current_step: request.currentStep,
    steps: steps.map((s) => ({
      position: s.position,
      status: s.status,
      approvers: s.approverIds.map(nameOf),
      hr: s.hr,
    })),
  };
}

/**
 * What `me` may do with the person's week: edit an open week (not through a project manager's partial view),
 * submit one's own with some time in it, correct an approved one (hr), withdraw one's own waiting for approval.
 */
export function canOf(
  me: Asker,
  person: Subject,
  status: Timesheet['status'],
  rows: { cells: unknown[] }[],
  view: { onlyProjects?: string[]; request?: Timesheet['request'] } = {},
): Timesheet['can'] {
  const open = status === 'draft' || status === 'rejected';
  const own = me.id === person.id;
  return {
    edit: !view.onlyProjects && open && editsWeekOf(me, person),
    submit: own && open && rows.some((r) => r.cells.length > 0),
    correct: !view.onlyProjects && status === 'approved' && correctsWeeks(me),
    withdraw: own && status === 'submitted' && view.request?.status === 'pending',
  };
}

/** The week as `me` may see it: all its rows, or only those of `onlyProjects` (a project manager's). */
export async function readWeek(
  db: Reader,
  me: Asker,
  person: Subject & { name: string },
  weekStart: string,
  onlyProjects?: string[],
): Promise<Timesheet> {
  const { days, settings } = await weekOf(db, weekStart);
  const sheet = await sheetOf(db, person.id, weekStart);
  const [allRows, dayList, request] = await Promise.all([
    rowsOf(db, sheet?.id),
    daysOf(db, person.id, days, settings),
    requestOf(db, sheet?.requestId ?? null),
  ]);
  const rows = onlyProjects ? allRows.filter((r) => onlyProjects.includes(r.project._id)) : allRows;
  const status = sheet?.status ?? 'draft';
  const can = canOf(me, person, status, allRows, { onlyProjects, request });
  const keys = allRows.map((r) => `${r.project._id}:${r.activity._id}`);
  const [copyable, open] = can.edit
    ? await Promise.all([
        copyableRows(db, person.id, weekStart, keys),
        loggableProjects(db, person.id, days[0]!, days[6]!),
      ])
    : [[], []];
  return {
    employee: { _id: person.id, name: person.name },
    week_start: weekStart,
    week_end: days[6]!,
    status,
    note: sheet?.decisionNote ?? null,
    submitted_at: sheet?.submittedAt?.toISOString() ?? null,
    decided_at: sheet?.decidedAt?.toISOString() ?? null,
    request,
    days: dayList,
    rows,
    expected_minutes: dayList.reduce((sum, d) => sum + d.expected_minutes, 0),
    last_week_rows: copyable.length,
    projects: open,
    can,
  };
}

/** The person a week is about, with their name; undefined when there is nobody by that id. */
export async function personOf(db: Reader, id: string) {
  const [row] = await db
    .select({
      id: employees.id,
      managerId: employees.managerId,
      firstName: employees.firstName,
      lastName: employees.lastName,
    })
    .from(employees)
    .where(eq(employees.id, id));
  return row && { id: row.id, managerId: row.managerId, name: `${row.firstName} ${row.lastName}` };
}
