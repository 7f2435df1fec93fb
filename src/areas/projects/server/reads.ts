/**
 * What other areas' server code reads of projects (issue 43): a timesheet week's hours as a reader may see them.
 */
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../../server/db/client.js';
import { projects, timesheetRows, timesheets } from '../../../server/db/schema.js';
import { type Asker, allows, type Subject } from '../../../shared/permissions.js';

/** A submitted week: whose, which, and the minutes it held when submitted. */
export interface SubmittedWeek {
  key: string;
  person: Subject;
  weekStart: string;
  minutes: number;
}

/** A week's minutes as a viewer sees them: the whole week's (`all`), or those of the projects they manage (`yours`). */
export interface MinutesSeen {
  minutes: number;
  scope: 'all' | 'yours';
}

/**
 * The minutes of each week `viewer` may see, by key, as the week's screen shows it (policy.ts `weekView`): all of
 * them to whoever reads the whole week (the person, their line manager, hr); to a project's manager (or one
 * standing in for them, `seats`) only the time on the projects they manage, never what another project of the
 * same person holds (`yours`); an approver hr's rule names, who manages none of the week's projects, its total.
 */
export async function weekMinutesSeen(
  db: Db,
  viewer: Asker,
  seats: string[],
  weeks: SubmittedWeek[],
): Promise<Map<string, MinutesSeen>> {
  const partial = weeks.filter((w) => !allows(viewer, 'read:timesheet', w.person));
  const managed = partial.length
    ? await db
        .select({
          employeeId: timesheets.employeeId,
          weekStart: timesheets.weekStart,
          minutes: sql<number>`sum(${timesheetRows.minutes})::int`,
        })
        .from(timesheetRows)
        .innerJoin(timesheets, eq(timesheets.id, timesheetRows.timesheetId))
        .innerJoin(projects, eq(projects.id, timesheetRows.projectId))
        .where(
          and(
            inArray(projects.managerId, seats),
            or(
              ...partial.map((w) =>
                and(eq(timesheets.employeeId, w.person.id), eq(timesheets.weekStart, w.weekStart)),
              ),
            ),
          ),
        )
        .groupBy(timesheets.employeeId, timesheets.weekStart)
    : [];
  const mine = new Map(managed.map((m) => [`${m.employeeId}:${m.weekStart}`, Number(m.minutes)]));
  return new Map(
    weeks.map((w) => {
      const theirs = mine.get(`${w.person.id}:${w.weekStart}`);
      const seen: MinutesSeen =
        theirs === undefined ? { minutes: w.minutes, scope: 'all' } : { minutes: theirs, scope: 'yours' };
      return [w.key, seen];
    }),
  );
}
