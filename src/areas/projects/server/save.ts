/**
 * Saving a week (issue 43): the whole week's rows replace what was there. What the save is checked against (the
 * week's status and cells, the rows' projects and activities, what copying would add) is read in parallel, then
 * one prepared statement writes it all or nothing: the week (created as a draft if new), its rows and cells, and
 * the audit line. The statement writes only while the week is still open to the writer (a draft or a rejected
 * week; an approved one for hr's correction), so a week submitted between the read and the write is refused, not
 * changed; the 24-hour day is checked again by the database's trigger. Decision 032.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Actor } from '../../../server/actor.js';
import { type Db, preparedOnce } from '../../../server/db/client.js';
import { auditLog, timesheetEntries, timesheetRows, timesheets } from '../../../server/db/schema.js';
import { refuse } from '../../../server/http/errors.js';
import { DAY_MINUTES } from '../schemas.js';
import type { SaveTimesheetBody } from '../timesheet-schemas.js';
import { correctsWeeks } from './policy.js';
import { checkedRows, keyOf, refuseClosed, rowFacts } from './timesheets.js';
import { copyableRows, weekOf } from './week.js';

const at = {
  employee: sql`${sql.placeholder('employee')}::uuid`,
  week: sql`${sql.placeholder('week')}::date`,
  now: sql`${sql.placeholder('now')}::timestamptz`,
};

/** The week's status and each row's cells' minutes by day, before the save (one statement, no week: none). */
async function weekBefore(db: Db, employeeId: string, weekStart: string) {
  const statement = preparedOnce(db, 'timesheet_week_before', () =>
    db
      .select({
        status: timesheets.status,
        projectId: timesheetRows.projectId,
        activityId: timesheetRows.activityId,
        date: timesheetEntries.workDate,
        minutes: timesheetEntries.minutes,
      })
      .from(timesheets)
      .leftJoin(timesheetRows, eq(timesheetRows.timesheetId, timesheets.id))
      .leftJoin(
        timesheetEntries,
        and(
          eq(timesheetEntries.timesheetId, timesheetRows.timesheetId),
          eq(timesheetEntries.projectId, timesheetRows.projectId),
          eq(timesheetEntries.activityId, timesheetRows.activityId),
        ),
      )
      .where(and(eq(timesheets.employeeId, at.employee), eq(timesheets.weekStart, at.week)))
      .prepare('timesheet_week_before'),
  );
  const found = await statement.execute({ employee: employeeId, week: weekStart });
  const rows = new Map<string, Map<string, number>>();
  for (const f of found) {
    if (f.projectId === null || f.activityId === null) continue;
    const key = keyOf({ projectId: f.projectId, activityId: f.activityId });
    const cells = rows.get(key) ?? new Map<string, number>();
    if (f.date !== null && f.minutes !== null) cells.set(f.date, f.minutes);
    rows.set(key, cells);
  }
  return { status: found[0]?.status ?? 'draft', rows };
}

/**
 * The write, one statement: `sheet` upserts the week only while it is open to this writer and returns it; every
 * other part reads `sheet`, so nothing is written when it is not. Rows and cells not in the save are deleted, the
 * others upserted, so no key is both deleted and inserted by one statement whose parts all see the rows as they
 * were; a cell or row unchanged is left alone, so the triggers on cells see only what changed. The audit line keeps
 * the week's minutes and rows as they were (the statement's snapshot) and as saved.
 */
const saveStatement = (db: Db) =>
  preparedOnce(db, 'timesheet_save', () => {
    const sheet = db.$with('sheet', { id: timesheets.id, status: timesheets.status }).as(
      sql`insert into ${timesheets} (employee_id, week_start, created_at, updated_at)
      values (${at.employee}, ${at.week}, ${at.now}, ${at.now})
      on conflict (employee_id, week_start) do update set updated_at = excluded.updated_at
        where ${timesheets}.status in ('draft', 'rejected')
          or (${timesheets}.status = 'approved' and ${sql.placeholder('correcting')}::boolean)
      returning id, status`,
    );
    const rows = sql`unnest(${sql.placeholder('rowProjects')}::uuid[], ${sql.placeholder('rowActivities')}::uuid[])
      with ordinality as i(project_id, activity_id, position)`;
    const cells = sql`unnest(${sql.placeholder('cellProjects')}::uuid[], ${sql.placeholder('cellActivities')}::uuid[],
      ${sql.placeholder('cellDates')}::date[], ${sql.placeholder('cellMinutes')}::int[], ${sql.placeholder('cellNotes')}::text[])
      as c(project_id, activity_id, work_date, minutes, note)`;
    const was = db.$with('was', {}).as(
      sql`select count(*)::int as rows, coalesce(sum(r.minutes), 0)::int as minutes
      from ${timesheetRows} r join sheet on r.timesheet_id = sheet.id`,
    );
    const goneCells = db.$with('gone_cells', {}).as(
      sql`delete from ${timesheetEntries} e using sheet where e.timesheet_id = sheet.id
      and (e.project_id, e.activity_id, e.work_date) not in (select c.project_id, c.activity_id, c.work_date from ${cells})`,
    );
    const goneRows = db.$with('gone_rows', {}).as(
      sql`delete from ${timesheetRows} r using sheet where r.timesheet_id = sheet.id
      and (r.project_id, r.activity_id) not in (select i.project_id, i.activity_id from ${rows})`,
    );
    const keptRows = db.$with('kept_rows', {}).as(
      sql`insert into ${timesheetRows} (timesheet_id, project_id, activity_id, position)
      select sheet.id, i.project_id, i.activity_id, i.position - 1 from sheet, ${rows}
      on conflict (timesheet_id, project_id, activity_id) do update set position = excluded.position
        where ${timesheetRows}.position <> excluded.position`,
    );
    const keptCells = db.$with('kept_cells', {}).as(
      sql`insert into ${timesheetEntries} (timesheet_id, project_id, activity_id, work_date, minutes, note)
      select sheet.id, c.project_id, c.activity_id, c.work_date, c.minutes, c.note from sheet, ${cells}
      on conflict (timesheet_id, project_id, activity_id, work_date)
        do update set minutes = excluded.minutes, note = excluded.note
        where (${timesheetEntries}.minutes, ${timesheetEntries}.note) is distinct from (excluded.minutes, excluded.note)`,
    );
    const logged = db.$with('logged', {}).as(
      sql`insert into ${auditLog} (actor_id, action, entity, entity_id, before, after, request_id)
      select ${sql.placeholder('actor')}::uuid, ${sql.placeholder('action')}::text, 'timesheet', sheet.id,
        jsonb_build_object('minutes', was.minutes, 'rows', was.rows), ${sql.placeholder('after')}::jsonb,
        ${sql.placeholder('requestId')}::text
      from sheet, was`,
    );
    return db
      .with(sheet, was, goneCells, goneRows, keptRows, keptCells, logged)
      .select({ id: sheet.id, status: sheet.status })
      .from(sheet)
      .prepare('timesheet_save');
  });

/**
 * Saves the whole week; hr's correction of an approved week gives its reason. Answers whether it corrected one, the
 * week's status, its rows as saved and how many of last week's rows copying would add.
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
  const keys = body.rows.map(keyOf);
  const [before, facts, copyable] = await Promise.all([
    weekBefore(db, employeeId, body.week_start),
    rowFacts(db, employeeId, body.rows),
    copyableRows(db, employeeId, body.week_start, keys),
  ]);
  const correcting = before.status === 'approved' && correctsWeeks(me);
  refuseClosed(before.status, correcting);
  if (correcting && !body.reason) throw refuse(422, 'timesheet_reason');
  const rows = await checkedRows(db, body.rows, before.rows, facts);
  const cells = body.rows.flatMap((r) =>
    r.cells
      .filter((c) => c.minutes > 0)
      .map((c) => ({ ...c, project: r.project_id, activity: r.activity_id })),
  );
  const [saved] = await saveStatement(db).execute({
    employee: employeeId,
    week: body.week_start,
    now: now.toISOString(),
    correcting,
    rowProjects: body.rows.map((r) => r.project_id),
    rowActivities: body.rows.map((r) => r.activity_id),
    cellProjects: cells.map((c) => c.project),
    cellActivities: cells.map((c) => c.activity),
    cellDates: cells.map((c) => c.date),
    cellMinutes: cells.map((c) => c.minutes),
    cellNotes: cells.map((c) => c.note),
    actor: me.id,
    action: correcting ? 'correct' : 'update',
    after: JSON.stringify({
      weekStart: body.week_start,
      minutes: cells.reduce((sum, c) => sum + c.minutes, 0),
      rows: body.rows.length,
      ...(correcting ? { reason: body.reason } : {}),
    }),
    requestId: me.requestId ?? null,
  });
  // Written nothing: the week was submitted (or decided) since it was read.
  if (!saved) {
    refuseClosed((await weekBefore(db, employeeId, body.week_start)).status, correcting);
    throw refuse(409, 'timesheet_submitted');
  }
  return { correcting, status: saved.status, rows, copyable: copyable.length };
}
