/**
 * Reminders of weeks not submitted (issue 43): each morning, everyone active who was a member of a project running
 * last week (active, its dates meeting the week) and has not submitted that week (no week, a draft, or a rejected
 * one) is told, once: the notice's key is the person and the week, so a second run, or the next morning's, writes
 * nothing new.
 */
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../server/db/client.js';
import { handle } from '../../../server/modules/jobs/worker.js';
import { addDays } from '../../../shared/calendar.js';
import { notify } from '../../notifications/server/writes.js';
import { getSettings } from '../../settings/server/reads.js';
import { weekStartOf } from '../contract.js';
import { timesheetReminders } from './jobs.js';

/** The week before the one `today` falls in, and who has not submitted it. */
export async function remindTimesheets(db: Db, today: string) {
  const settings = await getSettings(db);
  const week = addDays(weekStartOf(today, settings.workingDays), -7);
  const end = addDays(week, 6);
  const late = await queryRows<{ id: string }>(
    db,
    sql`select e.id from employees e
        where e.status = 'active' and e.date_of_joining <= ${end}::date
          and exists (select 1 from project_members m join projects p on p.id = m.project_id
            where m.employee_id = e.id and p.status = 'active' and p.start_date <= ${end}::date
              and (p.end_date is null or p.end_date >= ${week}::date))
          and not exists (select 1 from timesheets t where t.employee_id = e.id and t.week_start = ${week}::date
            and t.status in ('submitted', 'approved'))`,
  );
  return db.transaction((tx) =>
    notify(
      tx,
      late.map(({ id }) => ({
        recipientId: id,
        type: 'timesheet_reminder' as const,
        params: { week },
        link: '/projects',
        dedupeKey: `timesheet:${id}:${week}`,
      })),
    ),
  );
}

/** The worker's handler of the reminders job. */
export const reminderHandlers = (db: Db) => [
  handle(timesheetReminders, async ({ date }) => {
    await remindTimesheets(db, date);
  }),
];
