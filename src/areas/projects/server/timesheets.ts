/**
 * Changing a week (issue 43), each in one transaction that locks the week's row first: copying brings last week's
 * rows without hours; submitting opens the approval request (kind `timesheet`, routed to the project managers of
 * the week's projects). Saving (`save.ts`) checks rows as `checkedRows` does here. An approved week is locked: only
 * hr corrects it, with a reason the audit log keeps. The 24-hour day is checked by the database's trigger too.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Actor } from '../../../server/actor.js';
import { type Db, preparedOnce, type Tx, uuidIn } from '../../../server/db/client.js';
import {
  employees,
  projectActivities,
  projectMembers,
  projects,
  timesheetEntries,
  timesheetRows,
  timesheets,
} from '../../../server/db/schema.js';
import { refuse, registerUniqueRules } from '../../../server/http/errors.js';
import { openRequest } from '../../approvals/server/writes.js';
import { recordAudit } from '../../audit/server/writes.js';
import type { SaveTimesheetBody } from '../timesheet-schemas.js';
import { copyableRows, weekOf, weekRow } from './week.js';

registerUniqueRules({
  timesheet_entries_day_24h: { code: 'timesheet_day_full' },
  approval_requests_one_open_timesheet: { code: 'timesheet_submitted' },
});

/** The person's week, created as a draft if new, locked for this transaction. */
export async function lockWeek(tx: Tx, employeeId: string, weekStart: string, now: Date) {
  const [sheet] = await tx
    .insert(timesheets)
    .values({ employeeId, weekStart, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: [timesheets.employeeId, timesheets.weekStart], set: { updatedAt: now } })
    .returning();
  return sheet!;
}

/** 409 unless the week may change: submitted weeks wait, approved ones are locked (hr's correction aside). */
export function refuseClosed(status: string, correcting = false) {
  if (status === 'submitted') throw refuse(409, 'timesheet_submitted');
  if (status === 'approved' && !correcting) throw refuse(409, 'timesheet_locked');
}

type Row = SaveTimesheetBody['rows'][number];
export const keyOf = (r: {
  project_id?: string;
  projectId?: string;
  activity_id?: string;
  activityId?: string;
}) => `${r.project_id ?? r.projectId}:${r.activity_id ?? r.activityId}`;

/** The rows' activities with their projects, and whether the person is a member of each (one statement). */
export async function rowFacts(db: Db | Tx, employeeId: string, rows: Row[]) {
  if (rows.length === 0) return [];
  const statement = preparedOnce(db, 'timesheet_row_facts', () =>
    db
      .select({
        project: projects,
        activity: projectActivities,
        member: sql<boolean>`exists (select 1 from ${projectMembers} m where m.project_id = ${projects.id}
          and m.employee_id = ${sql.placeholder('employee')}::uuid)`,
      })
      .from(projectActivities)
      .innerJoin(projects, eq(projects.id, projectActivities.projectId))
      .where(uuidIn(projectActivities.id, sql.placeholder('activities')))
      .prepare('timesheet_row_facts'),
  );
  return statement.execute({
    employee: employeeId,
    activities: [...new Set(rows.map((r) => r.activity_id))],
  });
}

/**
 * Each row's project and activity exist and belong together; a row that is new or adds time must be on an active
 * project and activity the person is a member of, on days the project runs. Answers each row's project and
 * activity as the week shows them.
 */
export async function checkedRows(
  db: Db | Tx,
  rows: Row[],
  before: Map<string, Map<string, number>>,
  found: Awaited<ReturnType<typeof rowFacts>>,
) {
  const checked = [];
  for (const row of rows) {
    const hit = found.find((f) => f.activity.id === row.activity_id && f.project.id === row.project_id);
    if (!hit) throw await missing(db, row);
    const { project, activity, member } = hit;
    const previous = before.get(keyOf(row));
    const added = row.cells.filter((c) => c.minutes > (previous?.get(c.date) ?? 0));
    if (!previous || added.length > 0) {
      if (!member) throw refuse(409, 'project_not_member', { project: project.code });
      if (project.status === 'archived') throw refuse(409, 'project_archived', { project: project.code });
      if (activity.archivedAt) throw refuse(409, 'project_activity_archived', { activity: activity.name });
      const outside = added.find(
        (c) => c.date < project.startDate || (project.endDate !== null && c.date > project.endDate),
      );
      if (outside)
        throw refuse(422, 'timesheet_outside_project', { project: project.code, date: outside.date });
    }
    const kept = row.cells.filter((c) => c.minutes > 0).sort((a, b) => a.date.localeCompare(b.date));
    checked.push(weekRow(project, activity, kept));
  }
  return checked;
}

/** `checkedRows` of the rows' facts as read now. */
export const checkRows = async (
  db: Db | Tx,
  employeeId: string,
  rows: Row[],
  before: Map<string, Map<string, number>>,
) => checkedRows(db, rows, before, await rowFacts(db, employeeId, rows));

/** Why a row's project and activity were not found together: no such project, or no such activity on it. */
async function missing(db: Db | Tx, row: Row) {
  const [project] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(eq(projects.id, row.project_id));
  return refuse(404, project ? 'project_activity_not_found' : 'project_not_found');
}

/** Adds last week's rows (without hours) that are still open to the person, after this week's own. */
export async function copyWeek(db: Db, me: Actor, employeeId: string, weekStart: string, now: Date) {
  await weekOf(db, weekStart);
  await db.transaction(async (tx) => {
    const sheet = await lockWeek(tx, employeeId, weekStart, now);
    refuseClosed(sheet.status);
    const current = await tx
      .select({ projectId: timesheetRows.projectId, activityId: timesheetRows.activityId })
      .from(timesheetRows)
      .where(eq(timesheetRows.timesheetId, sheet.id));
    const copied = await copyableRows(tx, employeeId, weekStart, current.map(keyOf));
    if (copied.length === 0) throw refuse(422, 'timesheet_copy_empty');
    await tx
      .insert(timesheetRows)
      .values(copied.map((r, i) => ({ timesheetId: sheet.id, ...r, position: current.length + i })));
    await recordAudit(tx, me, {
      action: 'copy',
      entity: 'timesheet',
      entityId: sheet.id,
      after: { weekStart, rows: copied.length },
    });
  });
}

/** Submits one's own week: the request goes to the managers of its projects (else the line manager) or hr's rule. */
export async function submitWeek(db: Db, me: Actor, weekStart: string, now: Date) {
  await weekOf(db, weekStart);
  await db.transaction(async (tx) => {
    const [sheet] = await tx
      .select()
      .from(timesheets)
      .where(and(eq(timesheets.employeeId, me.id), eq(timesheets.weekStart, weekStart)))
      .for('update');
    if (sheet) refuseClosed(sheet.status);
    const [sums] = sheet
      ? await tx
          .select({
            minutes: sql<number>`coalesce(sum(${timesheetEntries.minutes}), 0)::int`,
            managers: sql<
              string[]
            >`coalesce(array_agg(distinct ${projects.managerId}) filter (where ${projects.managerId} is not null), '{}')`,
          })
          .from(timesheetEntries)
          .innerJoin(projects, eq(projects.id, timesheetEntries.projectId))
          .where(eq(timesheetEntries.timesheetId, sheet.id))
      : [];
    if (!sheet || !sums || sums.minutes === 0) throw refuse(422, 'timesheet_empty');
    const [person] = await tx
      .select({ id: employees.id, managerId: employees.managerId, department: employees.department })
      .from(employees)
      .where(eq(employees.id, me.id));
    const request = await openRequest(tx, me, now, {
      kind: 'timesheet',
      employee: person!,
      projectManagers: sums.managers,
      payload: { week_start: weekStart, minutes: String(sums.minutes) },
    });
    await tx
      .update(timesheets)
      .set({
        status: 'submitted',
        requestId: request.id,
        submittedAt: now,
        decidedAt: null,
        decisionNote: null,
        updatedAt: now,
      })
      .where(eq(timesheets.id, sheet.id));
    await recordAudit(tx, me, {
      action: 'submit',
      entity: 'timesheet',
      entityId: sheet.id,
      after: { weekStart, minutes: sums.minutes, request: request.id },
    });
  });
}
