/**
 * The running timer (issue 43): one per person, even when two starts race; stopping it adds its minutes into
 * today's cell of the person's draft week (to what the cell holds, within the day's 24 hours) in one transaction;
 * a week waiting for approval or approved refuses and the timer keeps running; only members of an active project
 * start one.
 */
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { projectMembers, projects, timesheetEntries, timesheets } from '../../../server/db/schema.js';
import { actorOf, callerOf, setupHarness } from '../../../server/test/harness.js';
import { testWeekAndCalendars } from '../../../server/test/organisation.js';
import { insertProject, insertWeek } from './time-test-data.js';

/** Wednesday 11 March 2026, mid-morning in Kathmandu; the week started on Monday the 9th. */
let clock = new Date('2026-03-11T04:00:00Z');
const TODAY = '2026-03-11';
const WEEK = '2026-03-09';
const h = setupHarness(() => ({ now: () => clock }));
const call = callerOf(h);
type Headers = Record<string, string>;
const later = (minutes: number) => {
  clock = new Date(clock.getTime() + minutes * 60_000);
};

describe('the timer', () => {
  let project: Awaited<ReturnType<typeof insertProject>>;
  let archived: Awaited<ReturnType<typeof insertProject>>;
  const person = async () => {
    const { employee, headers } = await actorOf(h, 'employee');
    await h.database.db.insert(projectMembers).values([
      { projectId: project.id, employeeId: employee.id },
      { projectId: archived.id, employeeId: employee.id },
    ]);
    return { id: employee.id, headers };
  };
  const start = (headers: Headers, activity = 0) =>
    call('starttimer', headers, {
      project_id: project.id,
      activity_id: project.activities[activity]!.id,
    });
  const cells = async (employeeId: string) =>
    h.database.db
      .select({
        status: timesheets.status,
        date: timesheetEntries.workDate,
        minutes: timesheetEntries.minutes,
      })
      .from(timesheets)
      .innerJoin(timesheetEntries, eq(timesheetEntries.timesheetId, timesheets.id))
      .where(and(eq(timesheets.employeeId, employeeId), eq(timesheets.weekStart, WEEK)));

  beforeAll(async () => {
    await testWeekAndCalendars(h.database.db);
    project = await insertProject(h.database.db, {
      activities: [{ name: 'Development' }, { name: 'Review' }],
    });
    archived = await insertProject(h.database.db, { status: 'archived' });
  });

  it("adds the minutes it ran into today's cell of the draft week, then is gone", async () => {
    const me = await person();
    const started = await start(me.headers);
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json().timer).toMatchObject({
      project: { _id: project.id },
      activity: { name: 'Development' },
      started_at: clock.toISOString(),
    });
    expect((await call('gettimer', me.headers)).json().timer.project.code).toBe(project.code);
    later(90);
    const stopped = await call('stoptimer', me.headers);
    expect(stopped.json()).toMatchObject({ date: TODAY, minutes: 90 });
    expect(await cells(me.id)).toEqual([{ status: 'draft', date: TODAY, minutes: 90 }]);
    expect((await call('gettimer', me.headers)).json()).toEqual({ timer: null });
    const again = await call('stoptimer', me.headers);
    expect([again.statusCode, again.json().code]).toEqual([409, 'timer_not_running']);
    // A second run on the same activity adds to the cell.
    await start(me.headers);
    later(30);
    await call('stoptimer', me.headers);
    expect(await cells(me.id)).toEqual([{ status: 'draft', date: TODAY, minutes: 120 }]);
  });

  it('runs one at a time per person, even when two starts race', async () => {
    const me = await person();
    const both = await Promise.all([start(me.headers, 0), start(me.headers, 1)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(both.find((r) => r.statusCode === 409)!.json().code).toBe('timer_running');
    await call('stoptimer', me.headers);
  });

  it('refuses to stop into a week waiting for approval (withdraw it first); into an approved one keeps nothing', async () => {
    const waiting = await person();
    await insertWeek(h.database.db, waiting.id, WEEK, 'submitted', []);
    await start(waiting.headers);
    later(15);
    const res = await call('stoptimer', waiting.headers);
    expect([res.statusCode, res.json().code]).toEqual([409, 'timesheet_submitted']);
    expect((await call('gettimer', waiting.headers)).json().timer).not.toBeNull();
    expect(await cells(waiting.id)).toEqual([]);

    const locked = await person();
    await insertWeek(h.database.db, locked.id, WEEK, 'approved', []);
    await start(locked.headers);
    later(15);
    const stopped = await call('stoptimer', locked.headers);
    expect(stopped.statusCode, stopped.body).toBe(200);
    expect(stopped.json()).toMatchObject({ minutes: 0, not_recorded: { code: 'timesheet_locked' } });
    expect((await call('gettimer', locked.headers)).json()).toEqual({ timer: null });
    expect(await cells(locked.id)).toEqual([]);
  });

  it("fills what is left of today's 24 hours, and refuses when nothing is", async () => {
    const me = await person();
    const activity = project.activities[1]!;
    await insertWeek(h.database.db, me.id, WEEK, 'draft', [
      { projectId: project.id, activityId: activity.id, date: TODAY, minutes: 1430 },
    ]);
    await start(me.headers);
    later(60);
    expect((await call('stoptimer', me.headers)).json()).toMatchObject({ minutes: 10 });
    await start(me.headers);
    later(5);
    // Nothing is left of the day: the timer still stops (else it would run for ever), saying why nothing was kept.
    const full = await call('stoptimer', me.headers);
    expect(full.statusCode, full.body).toBe(200);
    expect(full.json()).toMatchObject({
      minutes: 0,
      not_recorded: { code: 'timesheet_day_over_24', params: { date: TODAY } },
    });
    expect((await call('gettimer', me.headers)).json()).toEqual({ timer: null });
  });

  it('stops on a project archived while it ran, keeping no time', async () => {
    const me = await person();
    const before = await call('gettimesheet', me.headers, { week_start: WEEK });
    await start(me.headers);
    later(30);
    await h.database.db.update(projects).set({ status: 'archived' }).where(eq(projects.id, project.id));
    try {
      const stopped = await call('stoptimer', me.headers);
      expect(stopped.statusCode, stopped.body).toBe(200);
      expect(stopped.json()).toMatchObject({ minutes: 0, not_recorded: { code: 'project_archived' } });
      expect((await call('gettimer', me.headers)).json()).toEqual({ timer: null });
      const after = await call('gettimesheet', me.headers, { week_start: WEEK });
      expect(after.json().timesheet.rows).toEqual(before.json().timesheet.rows);
    } finally {
      await h.database.db.update(projects).set({ status: 'active' }).where(eq(projects.id, project.id));
    }
  });

  it('starts only on an active project one is a member of', async () => {
    const me = await person();
    const onArchived = await call('starttimer', me.headers, {
      project_id: archived.id,
      activity_id: archived.activities[0]!.id,
    });
    expect([onArchived.statusCode, onArchived.json().code]).toEqual([409, 'project_archived']);
    const stranger = await actorOf(h, 'employee');
    const res = await start(stranger.headers);
    expect([res.statusCode, res.json().code]).toEqual([409, 'project_not_member']);
    const wrongActivity = await call('starttimer', me.headers, {
      project_id: project.id,
      activity_id: archived.activities[0]!.id,
    });
    expect([wrongActivity.statusCode, wrongActivity.json().code]).toEqual([
      404,
      'project_activity_not_found',
    ]);
    expect((await call('gettimer', me.headers)).json()).toEqual({ timer: null });
  });
});
