/**
 * Test data of the projects area's tests and the permission matrix: clients, projects, activities, members and
 * weeks written straight into the tables, for tests whose subject is what is read of them, not how they are saved.
 */

import type { Db } from '../../../server/db/client.js';
import {
  projectActivities,
  projectClients,
  projectMembers,
  projects,
  timesheetEntries,
  timesheetRows,
  timesheets,
} from '../../../server/db/schema.js';
import { unique } from '../../../server/test/harness.js';

/** A short code no other test's project has. */
export const projectCode = () => `P${unique().replace(/-/g, '').slice(-16)}`;

export async function insertClient(db: Db, name = `Client ${unique()}`) {
  const [row] = await db
    .insert(projectClients)
    .values({ name, code: `C${unique()}`.slice(0, 20) })
    .returning();
  return row!;
}

/** A project (of no client unless given one) with its activities (Development unless given) and members. */
export async function insertProject(
  db: Db,
  values: Partial<typeof projects.$inferInsert> & {
    activities?: { name: string; billable?: boolean | null }[];
    members?: string[];
  } = {},
) {
  const { activities = [{ name: 'Development' }], members = [], ...rest } = values;
  const [project] = await db
    .insert(projects)
    .values({
      code: projectCode(),
      name: `Project ${unique()}`,
      startDate: '2020-01-01',
      ...rest,
    })
    .returning();
  const made = await db
    .insert(projectActivities)
    .values(activities.map((a) => ({ projectId: project!.id, name: a.name, billable: a.billable ?? null })))
    .returning();
  if (members.length)
    await db
      .insert(projectMembers)
      .values(members.map((employeeId) => ({ projectId: project!.id, employeeId })));
  return { ...project!, activities: made };
}

/** A week in a state, with its cells. */
export async function insertWeek(
  db: Db,
  employeeId: string,
  weekStart: string,
  status: 'draft' | 'submitted' | 'approved' | 'rejected',
  cells: { projectId: string; activityId: string; date: string; minutes: number }[],
) {
  const [week] = await db
    .insert(timesheets)
    .values({
      employeeId,
      weekStart,
      status,
      submittedAt: status === 'draft' ? null : new Date(),
      decidedAt: status === 'approved' || status === 'rejected' ? new Date() : null,
    })
    .returning();
  const rows = [...new Map(cells.map((c) => [`${c.projectId}:${c.activityId}`, c])).values()];
  if (rows.length)
    await db.insert(timesheetRows).values(
      rows.map((c, position) => ({
        timesheetId: week!.id,
        projectId: c.projectId,
        activityId: c.activityId,
        position,
      })),
    );
  if (cells.length)
    await db.insert(timesheetEntries).values(
      cells.map((c) => ({
        timesheetId: week!.id,
        projectId: c.projectId,
        activityId: c.activityId,
        workDate: c.date,
        minutes: c.minutes,
      })),
    );
  return week!;
}
