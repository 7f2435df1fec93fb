import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  approvalRequests,
  organisationSettings,
  projects,
  timesheetEntries,
  timesheetRows,
  timesheets,
} from '../../../server/db/schema.js';
import { actorOf, callerOf, insertRecord, setupHarness } from '../../../server/test/harness.js';
import { addDays } from '../../../shared/calendar.js';
import { weekStartOf } from '../timesheet-schemas.js';
import { insertProject } from './time-test-data.js';

const h = setupHarness();
const post = callerOf(h);
type Headers = Record<string, string>;

/** Weeks of the organisation (its first working day), one per test so none shares a week. */
let firstWeek: string;
let weeks = 0;
const nextWeek = () => addDays(firstWeek, 7 * weeks++);

beforeAll(async () => {
  const [settings] = await h.database.db.select().from(organisationSettings);
  firstWeek = weekStartOf('2031-03-12', settings!.workingDays);
});

const row = (p: { id: string; activities: { id: string }[] }, cells: [string, number, string?][]) => ({
  project_id: p.id,
  activity_id: p.activities[0]!.id,
  cells: cells.map(([date, minutes, note]) => ({ date, minutes, note })),
});

async function save(headers: Headers, week: string, rows: object[], more: object = {}) {
  return post('savetimesheet', headers, { week_start: week, rows, ...more });
}

/** A person with a line manager, a project they are a member of, managed by someone else. */
async function team() {
  const manager = await actorOf(h, 'manager');
  const projectManager = await actorOf(h, 'employee');
  const person = await actorOf(h, 'employee', { managerId: manager.employee.id });
  const project = await insertProject(h.database.db, {
    members: [person.employee.id],
    managerId: projectManager.employee.id,
  });
  return { manager, projectManager, person, project };
}

describe('a week of time', () => {
  it('is saved by a member, whole, and read back with the days it falls on', async () => {
    const { person, project } = await team();
    const week = nextWeek();
    await insertRecord(h, {
      employeeId: person.employee.id,
      workDate: week,
      status: 'Present',
      checkInAt: new Date(`${week}T03:00:00Z`),
      checkOutAt: new Date(`${week}T11:30:00Z`),
    });
    const res = await save(person.headers, week, [
      row(project, [
        [week, 450, 'Design'],
        [addDays(week, 1), 60],
      ]),
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json().timesheet;
    expect(saved.status).toBe('draft');
    expect(saved.rows[0].cells).toEqual([
      { date: week, minutes: 450, note: 'Design' },
      { date: addDays(week, 1), minutes: 60, note: null },
    ]);
    // The save answers what it changed, as the week reads it afterwards.
    const sheet = (await post('gettimesheet', person.headers, { week_start: week })).json().timesheet;
    const { week_start, status, rows, last_week_rows, can } = sheet;
    expect(saved).toEqual({ week_start, status, rows, last_week_rows, can });
    expect(sheet.days).toHaveLength(7);
    expect(sheet.days[0].attended_minutes).toBe(510);
    expect(sheet.expected_minutes).toBeGreaterThan(0);
    expect(sheet.can).toMatchObject({ edit: true, submit: true, correct: false, withdraw: false });
    expect(sheet.projects.map((p: { _id: string }) => p._id)).toContain(project.id);
  });

  it('refuses a week that does not start on the organisation’s week start', async () => {
    const { person } = await team();
    const res = await post('gettimesheet', person.headers, { week_start: addDays(nextWeek(), 1) });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('timesheet_week_start');
  });

  it('takes time only from members, on active projects, within their dates', async () => {
    const { person, project } = await team();
    const stranger = await actorOf(h, 'employee');
    const week = nextWeek();
    const notMember = await save(stranger.headers, week, [row(project, [[week, 60]])]);
    expect(notMember.statusCode).toBe(409);
    expect(notMember.json().code).toBe('project_not_member');

    const ended = await insertProject(h.database.db, {
      members: [person.employee.id],
      endDate: '2020-12-31',
    });
    const outside = await save(person.headers, week, [row(ended, [[week, 60]])]);
    expect(outside.statusCode).toBe(422);
    expect(outside.json().code).toBe('timesheet_outside_project');

    // Time logged before the project is archived stays; new time is refused.
    expect((await save(person.headers, week, [row(project, [[week, 60]])])).statusCode).toBe(200);
    await h.database.db.update(projects).set({ status: 'archived' }).where(eq(projects.id, project.id));
    const kept = await save(person.headers, week, [row(project, [[week, 60]])]);
    expect(kept.statusCode, kept.body).toBe(200);
    const more = await save(person.headers, week, [row(project, [[week, 90]])]);
    expect(more.statusCode).toBe(409);
    expect(more.json().code).toBe('project_archived');
  });

  it('never holds more than 24 hours on a day, in the service or in the database', async () => {
    const { person, project } = await team();
    const other = await insertProject(h.database.db, { members: [person.employee.id] });
    const week = nextWeek();
    const over = await save(person.headers, week, [row(project, [[week, 800]]), row(other, [[week, 641]])]);
    expect(over.statusCode).toBe(422);
    expect(over.json()).toMatchObject({ code: 'timesheet_day_over_24', params: { date: week } });
    const full = await save(person.headers, week, [row(project, [[week, 1000]]), row(other, [[week, 440]])]);
    expect(full.statusCode, full.body).toBe(200);
    // A write that skips the service meets the database's trigger.
    const [entry] = await h.database.db
      .select()
      .from(timesheetEntries)
      .where(eq(timesheetEntries.projectId, other.id));
    const refusedBy = (query: Promise<unknown>) =>
      query.then(
        () => null,
        (error) => (error.cause ?? error).constraint,
      );
    expect(
      await refusedBy(
        h.database.db
          .update(timesheetEntries)
          .set({ minutes: 441 })
          .where(eq(timesheetEntries.id, entry!.id)),
      ),
    ).toBe('timesheet_entries_day_24h');
    const { id: _, ...cell } = entry!;
    expect(
      await refusedBy(
        h.database.db.insert(timesheetEntries).values({ ...cell, workDate: addDays(week, 7), minutes: 30 }),
      ),
    ).toBe('timesheet_entries_in_week');
    const res = await post('gettimesheet', person.headers, { week_start: week });
    expect(
      res.json().timesheet.rows.map((r: { cells: { minutes: number }[] }) => r.cells[0]!.minutes),
    ).toEqual([1000, 440]);
  });

  it('is replaced by each save: rows dropped, moved and changed, cells emptied, the audit saying what it was', async () => {
    const { person, project } = await team();
    const other = await insertProject(h.database.db, { members: [person.employee.id] });
    const hr = await actorOf(h, 'hr');
    const week = nextWeek();
    const first = [
      row(project, [
        [week, 120],
        [addDays(week, 1), 60],
      ]),
      row(other, [
        [week, 30, 'Call'],
        [addDays(week, 2), 90],
      ]),
    ];
    expect((await save(person.headers, week, first)).statusCode).toBe(200);
    const second = [row(other, [[week, 45, 'Review']]), row(project, [[addDays(week, 1), 0]])];
    const res = await save(person.headers, week, second);
    expect(res.statusCode, res.body).toBe(200);
    const read = (await post('gettimesheet', person.headers, { week_start: week })).json().timesheet;
    expect(
      read.rows.map((r: { project: { _id: string }; cells: unknown[] }) => [r.project._id, r.cells]),
    ).toEqual([
      [other.id, [{ date: week, minutes: 45, note: 'Review' }]],
      [project.id, []],
    ]);
    // Each row keeps its cells' minutes (what reports sum): the emptied row none.
    const kept = await h.database.db
      .select({ project: timesheetRows.projectId, minutes: timesheetRows.minutes })
      .from(timesheetRows)
      .innerJoin(timesheets, eq(timesheets.id, timesheetRows.timesheetId))
      .where(and(eq(timesheets.employeeId, person.employee.id), eq(timesheets.weekStart, week)))
      .orderBy(timesheetRows.position);
    expect(kept).toEqual([
      { project: other.id, minutes: 45 },
      { project: project.id, minutes: 0 },
    ]);
    // A cell whose note alone changes keeps its minutes and takes the note.
    const noted = await save(person.headers, week, [row(other, [[week, 45, 'Reviewed']]), second[1]!]);
    expect(noted.statusCode, noted.body).toBe(200);
    const reread = (await post('gettimesheet', person.headers, { week_start: week })).json().timesheet;
    expect(reread.rows[0].cells).toEqual([{ date: week, minutes: 45, note: 'Reviewed' }]);
    const audit = await post('getauditlog', hr.headers, {
      actor_id: person.employee.id,
      entity: 'timesheet',
    });
    const changes = audit
      .json()
      .entries.filter((e: { after: { weekStart?: string } }) => e.after.weekStart === week)
      .map((e: { action: string; before: unknown; after: unknown }) => [e.action, e.before, e.after]);
    expect(changes).toEqual([
      ['update', { minutes: 45, rows: 2 }, { weekStart: week, minutes: 45, rows: 2 }],
      ['update', { minutes: 300, rows: 2 }, { weekStart: week, minutes: 45, rows: 2 }],
      ['update', { minutes: 0, rows: 0 }, { weekStart: week, minutes: 300, rows: 2 }],
    ]);
  });

  it('never changes once submitted, even by a save racing the submission', async () => {
    const { person, project } = await team();
    for (let i = 0; i < 8; i++) {
      const week = nextWeek();
      await save(person.headers, week, [row(project, [[week, 480]])]);
      const [, raced] = await Promise.all([
        post('submittimesheet', person.headers, { week_start: week }),
        save(person.headers, week, [row(project, [[week, 600]])]),
      ]);
      const [sheet] = await h.database.db
        .select({ status: timesheets.status, payload: approvalRequests.payload })
        .from(timesheets)
        .innerJoin(approvalRequests, eq(approvalRequests.id, timesheets.requestId))
        .where(and(eq(timesheets.employeeId, person.employee.id), eq(timesheets.weekStart, week)));
      const stored = (await post('gettimesheet', person.headers, { week_start: week })).json().timesheet;
      // What was submitted is what the week holds: a save after the submission was refused, not written.
      expect(sheet!.status).toBe('submitted');
      expect(Number((sheet!.payload as { minutes: string }).minutes)).toBe(stored.rows[0].cells[0].minutes);
      if (raced.statusCode !== 200) expect(raced.json().code).toBe('timesheet_submitted');
    }
  });

  it('goes to the project manager, is locked once approved, and hr corrects it with a reason', async () => {
    const { person, project, projectManager, manager } = await team();
    const hr = await actorOf(h, 'hr');
    const week = nextWeek();
    expect((await post('submittimesheet', person.headers, { week_start: week })).json().code).toBe(
      'timesheet_empty',
    );
    await save(person.headers, week, [row(project, [[week, 480]])]);
    const submitted = await post('submittimesheet', person.headers, { week_start: week });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const sheet = submitted.json().timesheet;
    expect(sheet.status).toBe('submitted');
    expect(sheet.request.steps[0].approvers.map((a: { _id: string }) => a._id)).toEqual([
      projectManager.employee.id,
    ]);
    expect((await save(person.headers, week, [])).json().code).toBe('timesheet_submitted');

    // The project manager reads the week's rows of their project, and decides.
    const seen = await post('gettimesheet', projectManager.headers, {
      employee_id: person.employee.id,
      week_start: week,
    });
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json().timesheet.rows).toHaveLength(1);
    const inbox = await post('getapprovals', projectManager.headers, { kind: 'timesheet' });
    expect(inbox.json().requests[0].timesheet).toEqual({ week_start: week, minutes: 480, scope: 'yours' });
    expect(
      (await post('decide', manager.headers, { _id: sheet.request._id, status: 'approved' })).statusCode,
    ).toBe(403);
    const decided = await post('decide', projectManager.headers, {
      _id: sheet.request._id,
      status: 'approved',
    });
    expect(decided.statusCode, decided.body).toBe(200);

    const locked = await save(person.headers, week, [row(project, [[week, 60]])]);
    expect(locked.statusCode).toBe(409);
    expect(locked.json().code).toBe('timesheet_locked');
    const corrected = { employee_id: person.employee.id };
    const noReason = await save(hr.headers, week, [row(project, [[week, 420]])], corrected);
    expect(noReason.json().code).toBe('timesheet_reason');
    const fixed = await save(hr.headers, week, [row(project, [[week, 420]])], {
      ...corrected,
      reason: 'Typo',
    });
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(fixed.json().timesheet).toMatchObject({
      status: 'approved',
      rows: [{ cells: [{ minutes: 420 }] }],
    });
    const audit = await post('getauditlog', hr.headers, { entity: 'timesheet' });
    expect(JSON.stringify(audit.json())).toContain('Typo');
  });

  it('comes back editable when rejected, with the note, and returns to draft when withdrawn', async () => {
    const { person, project, projectManager } = await team();
    const week = nextWeek();
    await save(person.headers, week, [row(project, [[week, 120]])]);
    const first = (await post('submittimesheet', person.headers, { week_start: week })).json().timesheet;
    await post('decide', projectManager.headers, {
      _id: first.request._id,
      status: 'rejected',
      note: 'Split it',
    });
    const rejected = (await post('gettimesheet', person.headers, { week_start: week })).json().timesheet;
    expect(rejected).toMatchObject({
      status: 'rejected',
      note: 'Split it',
      can: { edit: true, submit: true },
    });
    expect((await save(person.headers, week, [row(project, [[week, 60]])])).statusCode).toBe(200);
    const second = (await post('submittimesheet', person.headers, { week_start: week })).json().timesheet;
    expect(second.status).toBe('submitted');
    expect(second.can.withdraw).toBe(true);
    expect((await post('cancelrequest', person.headers, { _id: second.request._id })).statusCode).toBe(200);
    const draft = (await post('gettimesheet', person.headers, { week_start: week })).json().timesheet;
    expect(draft).toMatchObject({ status: 'draft', can: { edit: true } });
  });

  it('goes to the line manager when no project has a manager', async () => {
    const { person, manager } = await team();
    const unmanaged = await insertProject(h.database.db, { members: [person.employee.id] });
    const week = nextWeek();
    await save(person.headers, week, [row(unmanaged, [[week, 60]])]);
    const sheet = (await post('submittimesheet', person.headers, { week_start: week })).json().timesheet;
    expect(sheet.request.steps[0].approvers.map((a: { _id: string }) => a._id)).toEqual([
      manager.employee.id,
    ]);
    // The line manager reads the whole week; a colleague reads nothing.
    expect(
      (await post('gettimesheet', manager.headers, { employee_id: person.employee.id, week_start: week }))
        .statusCode,
    ).toBe(200);
    const colleague = await actorOf(h, 'employee');
    expect(
      (await post('gettimesheet', colleague.headers, { employee_id: person.employee.id, week_start: week }))
        .statusCode,
    ).toBe(403);
  });

  it('copies last week’s rows without hours, only those still open to the person', async () => {
    const { person, project } = await team();
    const archived = await insertProject(h.database.db, { members: [person.employee.id] });
    const week = nextWeek();
    const next = nextWeek();
    await save(person.headers, week, [row(project, [[week, 60]]), row(archived, [[week, 30]])]);
    await h.database.db.update(projects).set({ status: 'archived' }).where(eq(projects.id, archived.id));
    const copied = await post('copytimesheet', person.headers, { week_start: next });
    expect(copied.statusCode, copied.body).toBe(200);
    expect(copied.json().timesheet.rows).toEqual([
      expect.objectContaining({ project: expect.objectContaining({ _id: project.id }), cells: [] }),
    ]);
    expect(copied.json().timesheet.last_week_rows).toBe(0);
    expect((await post('copytimesheet', person.headers, { week_start: next })).json().code).toBe(
      'timesheet_copy_empty',
    );
  });

  it('follows hr’s rule for timesheets, which alone may name the project managers', async () => {
    const { person, project } = await team();
    const hr = await actorOf(h, 'hr');
    const steps = [{ approvers: ['project_manager'], mode: 'any' }];
    const leaveRule = await post('saveapprovalrule', hr.headers, { name: 'Leave', kind: 'leave', steps });
    expect(leaveRule.json().code).toBe('rule_project_manager_only');
    const rule = await post('saveapprovalrule', hr.headers, {
      name: 'Timesheets to hr',
      kind: 'timesheet',
      steps: [{ approvers: ['hr'], mode: 'any' }],
    });
    expect(rule.statusCode, rule.body).toBe(200);
    const week = nextWeek();
    await save(person.headers, week, [row(project, [[week, 60]])]);
    const sheet = (await post('submittimesheet', person.headers, { week_start: week })).json().timesheet;
    expect(sheet.request.steps).toEqual([expect.objectContaining({ hr: true, approvers: [] })]);
    const rules = (await post('getapprovalrules', hr.headers)).json().rules as {
      _id: string;
      kind: string;
    }[];
    for (const r of rules.filter((x) => x.kind === 'timesheet'))
      await post('deleteapprovalrule', hr.headers, { _id: r._id });
  });
});
