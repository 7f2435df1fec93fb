/** What the projects tests (and the permission matrix) start from: a client's project with an activity and members. */
import type { Db } from '../../../server/db/client.js';
import { projectActivities, projectClients, projectMembers, projects } from '../../../server/db/schema.js';
import { unique } from '../../../server/test/harness.js';

/** A short code no other test's project has. */
export const projectCode = () => `P${unique().replace(/-/g, '').slice(-16)}`;

export async function insertProject(
  db: Db,
  options: {
    members?: string[];
    managerId?: string | null;
    startDate?: string;
    endDate?: string | null;
  } = {},
) {
  const [client] = await db
    .insert(projectClients)
    .values({ name: `Client ${unique()}` })
    .returning();
  const [project] = await db
    .insert(projects)
    .values({
      code: projectCode(),
      name: `Project ${unique()}`,
      clientId: client!.id,
      managerId: options.managerId ?? null,
      startDate: options.startDate ?? '2020-01-01',
      endDate: options.endDate ?? null,
    })
    .returning();
  const [activity] = await db
    .insert(projectActivities)
    .values({ projectId: project!.id, name: 'Development' })
    .returning();
  if (options.members?.length)
    await db
      .insert(projectMembers)
      .values(options.members.map((employeeId) => ({ projectId: project!.id, employeeId })));
  return { clientId: client!.id, projectId: project!.id, activityId: activity!.id, code: project!.code };
}
