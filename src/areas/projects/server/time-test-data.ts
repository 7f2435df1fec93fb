/**
 * Test data of the reports, timer and reminders tests: projects, activities, members and weeks written straight
 * into the tables, for tests whose subject is what is read of them, not how a week is saved or approved.
 */
import {
  projectActivities,
  projectClients,
  projectMembers,
  projects,
  timesheetEntries,
  timesheetRows,
  timesheets,
} from '../../../server/db/schema.js';
import { type Harness, unique } from '../../../server/test/harness.js';

export async function insertClient(h: Harness, name = `Client ${unique()}`) {
  const [row] = await h.database.db
    .insert(projectClients)
    .values({ name, code: `C${unique()}`.slice(0, 20) })
    .returning();
  return row!;
}

export async function insertProject(
  h: Harness,
  values: Partial<typeof projects.$inferInsert> & {
    activities?: { name: string; billable?: boolean | null }[];
    members?: string[];
  } = {},
) {
  const { activities = [{ name: 'Development' }], members = [], ...rest } = values;
  const [project] = await h.database.db
    .insert(projects)
    .values({
      code: `P${unique()}`.slice(0, 20),
      name: `Project ${unique()}`,
      startDate: '2020-01-01',
      ...rest,
    })
    .returning();
  const made = await h.database.db
    .insert(projectActivities)
    .values(activities.map((a) => ({ projectId: project!.id, name: a.name, billable: a.billable ?? null })))
    .returning();
  if (members.length)
    await h.database.db
      .insert(projectMembers)
      .values(members.map((employeeId) => ({ projectId: project!.id, employeeId })));
  return { ...project!, activities: made };
}

/** A week in a state, with its cells. */
export async function insertWeek(
  h: Harness,
  employeeId: string,
  weekStart: string,
  status: 'draft' | 'submitted' | 'approved' | 'rejected',
  cells: { projectId: string; activityId: string; date: string; minutes: number }[],
) {
  const [week] = await h.database.db
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
    await h.database.db.insert(timesheetRows).values(
      rows.map((c, position) => ({
        timesheetId: week!.id,
        projectId: c.projectId,
        activityId: c.activityId,
        position,
      })),
    );
  if (cells.length)
    await h.database.db.insert(timesheetEntries).values(
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
