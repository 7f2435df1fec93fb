/**
 * Who may see and do what in projects (issue 43), read from the permissions data, never a role:
 * - hr (`read:project:any`, `manage:project:any`) sees every project and changes them;
 * - a project's manager, the employee it names, sees it, its members' rows of it, and approves when routed to;
 * - a member sees the projects they are on and logs time on them;
 * - a week is read by its person, their line manager (`read:timesheet:team`) and hr; a project's manager reads
 *   only the rows of their projects, and so does whoever stands in for them today (approvals' delegations).
 */
import { and, eq, exists, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../server/db/client.js';
import { projectMembers, projects, timesheetEntries } from '../../../server/db/schema.js';
import { forbidden, refuse } from '../../../server/http/errors.js';
import { type Asker, allows, allowsEveryone, type Subject } from '../../../shared/permissions.js';
import { standingInFor } from '../../approvals/server/reads.js';

/** hr: every project, client and report. */
export const seesEveryProject = (me: Asker) => allowsEveryone(me, 'read:project');
export const managesProjects = (me: Asker) => allowsEveryone(me, 'manage:project');

/** The projects `me` may see: all (hr), else those they manage or are a member of. */
export function visibleProjects(me: Asker): SQL | undefined {
  if (seesEveryProject(me)) return undefined;
  return or(
    eq(projects.managerId, me.id),
    exists(
      sql`(select 1 from ${projectMembers} where ${projectMembers.projectId} = ${projects.id} and ${projectMembers.employeeId} = ${me.id})`,
    ),
  );
}

/** A project found by its id, authorised: seen by hr, its manager and its members; a 404 only to hr. */
export function projectPolicy(db: Db) {
  return async <T extends { id: string; managerId: string | null }>(me: Asker, found: T | undefined) => {
    if (!found) {
      if (seesEveryProject(me)) throw refuse(404, 'project_not_found');
      throw forbidden();
    }
    if (seesEveryProject(me) || found.managerId === me.id) return found;
    const [member] = await db
      .select({ id: projectMembers.employeeId })
      .from(projectMembers)
      .where(and(eq(projectMembers.projectId, found.id), eq(projectMembers.employeeId, me.id)));
    if (!member) throw forbidden();
    return found;
  };
}

/** The projects' managers whose seat `me` holds on `today`: their own, and those they stand in for. */
export const managerSeats = async (db: Db, me: Asker, today: string) => [
  me.id,
  ...(await standingInFor(db, me.id, today)),
];

/**
 * How much of a person's week `me` reads on `today`: all of it (their own, their line manager's, hr's), the rows of
 * the projects whose manager's seat `me` holds (their own, or that of a manager they stand in for today, as
 * reads.ts `weekMinutesSeen` counts them) when the person is on one or logged time for it, or nothing.
 */
export async function weekView(
  db: Db,
  me: Asker,
  person: Subject,
  today: string,
): Promise<{ rows: 'all' } | { rows: 'managed'; projectIds: string[] }> {
  if (allows(me, 'read:timesheet', person)) return { rows: 'all' };
  const seats = await managerSeats(db, me, today);
  const managed = await db
    .select({ id: projects.id })
    .from(projects)
    .where(
      and(
        inArray(projects.managerId, seats),
        or(
          exists(
            sql`(select 1 from ${projectMembers} where ${projectMembers.projectId} = ${projects.id} and ${projectMembers.employeeId} = ${person.id})`,
          ),
          exists(
            sql`(select 1 from ${timesheetEntries} e join timesheets t on t.id = e.timesheet_id where e.project_id = ${projects.id} and t.employee_id = ${person.id})`,
          ),
        ),
      ),
    );
  if (managed.length === 0) throw forbidden();
  return { rows: 'managed', projectIds: managed.map((p) => p.id) };
}

/** May `me` change this person's week: their own, or hr's (`update:timesheet:any`). */
export const editsWeekOf = (me: Asker, person: Subject) => allows(me, 'update:timesheet', person);
/** hr corrects an approved week, with a reason. */
export const correctsWeeks = (me: Asker) => allowsEveryone(me, 'update:timesheet');
