/**
 * Changing a week (issue 43), each in one transaction that locks the week's row first: saving replaces its rows
 * and cells; copying brings last week's rows without hours; submitting opens the approval request (kind
 * `timesheet`, routed to the project managers of the week's projects). An approved week is locked: only hr
 * corrects it, with a reason the audit log keeps. The 24-hour day is checked here and by the database's trigger.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Actor } from '../../../server/actor.js';
import type { Db, Tx } from '../../../server/db/client.js';
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
import { DAY_MINUTES } from '../schemas.js';
import type { SaveTimesheetBody } from '../timesheet-schemas.js';
import { correctsWeeks } from './policy.js';
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
const keyOf = (r: { project_id?: string; projectId?: string; activity_id?: string; activityId?: string }) =>
  `${r.project_id ?? r.projectId}:${r.activity_id ?? r.activityId}`;

/**
 * Each row's project and activity exist and belong together; a row that is new or adds time must be on an active
 * project and activity the person is a member of, on days the project runs. One statement; answers each row's
 * project and activity as the week shows them.
 */
export async function checkRows(
  tx: Tx,
  employeeId: string,
  rows: Row[],
  before: Map<string, Map<string, number>>,
) {
  if (rows.length === 0) return [];
  const found = await tx
    .select({
      project: projects,
      activity: projectActivities,
      member: sql<boolean>`exists (select 1 from ${projectMembers} m where m.project_id = ${projects.id}
        and m.employee_id = ${employeeId})`,
    })
    .from(projectActivities)
    .innerJoin(projects, eq(projects.id, projectActivities.projectId))
    .where(inArray(projectActivities.id, [...new Set(rows.map((r) => r.activity_id))]));
  const checked = [];
  for (const row of rows) {
    const hit = found.find((f) => f.activity.id === row.activity_id && f.project.id === row.project_id);
    if (!hit) throw await missing(tx, row);
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

/** Why a row's project and activity were not found together: no such project, or no such activity on it. */
async function missing(tx: Tx, row: Row) {
  const [project] = await tx
    .select({ id: projects.id })
    .from(projects)
    .where(eq(projects.id, row.project_id));
  return refuse(404, project ? 'project_activity_not_found' : 'project_not_found');
}

/** The week's rows, each with its cells' minutes by day (one statement). */
async function cellsOf(tx: Tx, timesheetId: string) {
  const found = await tx
    .select({
      projectId: timesheetRows.projectId,
      activityId: timesheetRows.activityId,
      date: timesheetEntries.workDate,
      minutes: timesheetEntries.minutes,
    })
    .from(timesheetRows)
    .leftJoin(
      timesheetEntries,
      and(
        eq(timesheetEntries.timesheetId, timesheetRows.timesheetId),
        eq(timesheetEntries.projectId, timesheetRows.projectId),
        eq(timesheetEntries.activityId, timesheetRows.activityId),
      ),
    )
    .where(eq(timesheetRows.timesheetId, timesheetId));
  const rows = new Map<string, Map<string, number>>();
  for (const f of found) {
    const cells = rows.get(keyOf(f)) ?? new Map<string, number>();
    if (f.date !== null && f.minutes !== null) cells.set(f.date, f.minutes);
    rows.set(keyOf(f), cells);
  }
  return rows;
}

/** Replaces the week's rows and cells with `rows` (cells of 0 minutes are not kept). */
async function writeRows(tx: Tx, timesheetId: string, rows: Row[]) {
  await tx.delete(timesheetRows).where(eq(timesheetRows.timesheetId, timesheetId));
  if (rows.length === 0) return;
  await tx.insert(timesheetRows).values(
    rows.map((r, position) => ({
      timesheetId,
      projectId: r.project_id,
      activityId: r.activity_id,
      position,
    })),
  );
  const cells = rows.flatMap((r) =>
    r.cells
      .filter((c) => c.minutes > 0)
      .map((c) => ({
        timesheetId,
        projectId: r.project_id,
        activityId: r.activity_id,
        workDate: c.date,
        minutes: c.minutes,
        note: c.note,
      })),
  );
  if (cells.length) await tx.insert(timesheetEntries).values(cells);
}

/** The minutes of a week's rows, each given as its cells' minutes. */
const total = (rows: Iterable<number>[]) =>
  rows.reduce((sum, r) => sum + [...r].reduce((s, m) => s + m, 0), 0);

/**
 * Saves the whole week; hr's correction of an approved week gives its reason. Answers whether it corrected one, the
 * week's status and its rows as saved.
 */
export async function saveWeek(db: Db, me: Actor, employeeId: string, body: SaveTimesheetBody, now: Date) {
  const { days } = await weekOf(db, body.week_start);
  const perDay = new Map<string, number>();
  for (const row of body.rows)
    for (const cell of row.cells) {
      if (!days.includes(cell.date))
        throw refuse(422, 'timesheet_outside_week', { date: cell.date, start: body.week_start });
      perDay.set(cell.date, (perDay.get(cell.date) ?? 0) + cell.minutes);
    }
  const over = [...perDay].find(([, minutes]) => minutes > DAY_MINUTES);
  if (over) throw refuse(422, 'timesheet_day_over_24', { date: over[0] });
  return db.transaction(async (tx) => {
    const sheet = await lockWeek(tx, employeeId, body.week_start, now);
    const correcting = sheet.status === 'approved' && correctsWeeks(me);
    refuseClosed(sheet.status, correcting);
    if (correcting && !body.reason) throw refuse(422, 'timesheet_reason');
    const before = await cellsOf(tx, sheet.id);
    const rows = await checkRows(tx, employeeId, body.rows, before);
    await writeRows(tx, sheet.id, body.rows);
    await recordAudit(tx, me, {
      action: correcting ? 'correct' : 'update',
      entity: 'timesheet',
      entityId: sheet.id,
      before: { minutes: total([...before.values()].map((cells) => cells.values())), rows: before.size },
      after: {
        weekStart: body.week_start,
        minutes: total(body.rows.map((r) => r.cells.map((c) => c.minutes))),
        rows: body.rows.length,
        ...(correcting ? { reason: body.reason } : {}),
      },
    });
    return { correcting, status: sheet.status, rows };
  });
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
