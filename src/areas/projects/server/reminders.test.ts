/**
 * Reminders of weeks not submitted (issue 43): the daily job queues them; whoever was on a running project last
 * week and has not submitted it (no week, a draft, a rejected one) is told once, however often the job runs;
 * nobody else is.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../../server/db/schema.js';
import { enqueue } from '../../../server/modules/jobs/queue.js';
import { createEmployee, setupHarness } from '../../../server/test/harness.js';
import { testWeekAndCalendars } from '../../../server/test/organisation.js';
import { dailyJob } from '../../notifications/server/jobs.js';
import { remindTimesheets } from './reminders.js';
import { insertProject, insertWeek } from './time-test-data.js';

const h = setupHarness();
/** A Wednesday: last week ran from Monday 2 March 2026 to Sunday the 8th. */
const TODAY = '2026-03-11';
const LAST_WEEK = '2026-03-02';

describe('timesheet reminders', () => {
  const names = [
    'late',
    'draft',
    'rejected',
    'submitted',
    'approved',
    'outsider',
    'archived',
    'joinedLater',
    'ended',
  ] as const;
  const people = {} as Record<(typeof names)[number], { id: string }>;

  beforeAll(async () => {
    await testWeekAndCalendars(h.database.db);
    for (const name of names)
      people[name] = await createEmployee(h, name === 'joinedLater' ? { dateOfJoining: '2026-03-10' } : {});
    const { late, draft, rejected, submitted, approved, joinedLater } = people;
    const running = await insertProject(h.database.db, {
      members: [late, draft, rejected, submitted, approved, joinedLater].map((p) => p.id),
    });
    await insertProject(h.database.db, { status: 'archived', members: [people.archived.id] });
    await insertProject(h.database.db, { endDate: '2026-03-01', members: [people.ended.id] });
    const cell = [
      { projectId: running.id, activityId: running.activities[0]!.id, date: LAST_WEEK, minutes: 60 },
    ];
    await insertWeek(h.database.db, draft.id, LAST_WEEK, 'draft', cell);
    await insertWeek(h.database.db, rejected.id, LAST_WEEK, 'rejected', cell);
    await insertWeek(h.database.db, submitted.id, LAST_WEEK, 'submitted', cell);
    await insertWeek(h.database.db, approved.id, LAST_WEEK, 'approved', cell);
  });

  const remindedOf = async (id: string) =>
    (await h.database.db.select().from(notifications).where(eq(notifications.recipientId, id))).filter(
      (n) => n.type === 'timesheet_reminder',
    );

  it('tells each person whose last week is not submitted, once, however often it runs', async () => {
    // The morning's daily job queues the reminders' job, which the worker runs next.
    await enqueue(h.database.db, [dailyJob.job(TODAY, { date: TODAY })]);
    await h.app.jobs.runDue();
    // The daily job's own run reminded them already.
    expect(await remindedOf(people.late.id)).toHaveLength(1);
    await remindTimesheets(h.database.db, TODAY);
    await remindTimesheets(h.database.db, '2026-03-13');
    for (const name of ['late', 'draft', 'rejected'] as const) {
      const reminders = await remindedOf(people[name].id);
      expect(reminders, name).toHaveLength(1);
      expect(reminders[0]).toMatchObject({ params: { week: LAST_WEEK }, link: '/projects' });
    }
    for (const name of ['submitted', 'approved', 'outsider', 'archived', 'joinedLater', 'ended'] as const)
      expect(await remindedOf(people[name].id), name).toEqual([]);
  });

  it('reminds of the next week once that one has passed', async () => {
    await remindTimesheets(h.database.db, '2026-03-16');
    await remindTimesheets(h.database.db, '2026-03-17');
    expect((await remindedOf(people.late.id)).map((n) => n.params.week).sort()).toEqual([
      LAST_WEEK,
      '2026-03-09',
    ]);
  });
});
