/**
 * hr's changes to clients, projects, activities and members (issue 43), each in its own transaction with its
 * audit line. Codes and names are unique in the database too (registered below, so a lost race reads as the
 * check in code); a project with time is never deleted, and its dates keep around its time.
 */
import { and, asc, eq, gt, inArray, lt, or, sql } from 'drizzle-orm';
import type { Actor } from '../../../server/actor.js';
import type { Db, Tx } from '../../../server/db/client.js';
import {
  employees,
  projectActivities,
  projectClients,
  projectMembers,
  projects,
  timesheetEntries,
  timesheetRows,
} from '../../../server/db/schema.js';
import { refuse, registerUniqueRules } from '../../../server/http/errors.js';
import { recordAudit } from '../../audit/server/writes.js';
import { type ActivityInput, type ClientInput, type ProjectValues, projectMessages } from '../schemas.js';
import { memberList } from './queries.js';

registerUniqueRules({
  projects_code_key: { code: 'project_code_taken', field: 'code' },
  project_clients_name_key: { code: 'project_client_taken', field: 'name' },
  project_clients_code_key: { code: 'project_client_code_taken', field: 'code' },
  project_activities_name_key: { code: 'project_activity_taken', field: 'name' },
});

const clientRow = (c: typeof projectClients.$inferSelect, count: number) => ({
  _id: c.id,
  name: c.name,
  code: c.code,
  archived_at: c.archivedAt?.toISOString() ?? null,
  projects: count,
});

export async function saveClient(
  db: Db,
  me: Actor,
  input: Required<Pick<ClientInput, 'name'>> & ClientInput,
) {
  const values = { name: input.name, code: input.code ?? null, updatedAt: new Date() };
  return db.transaction(async (tx) => {
    const [before] = input._id
      ? await tx.select().from(projectClients).where(eq(projectClients.id, input._id)).for('update')
      : [undefined];
    if (input._id && !before) throw refuse(404, 'project_client_not_found');
    const [row] = before
      ? await tx.update(projectClients).set(values).where(eq(projectClients.id, before.id)).returning()
      : await tx.insert(projectClients).values(values).returning();
    await recordAudit(tx, me, {
      action: before ? 'update' : 'create',
      entity: 'project_client',
      entityId: row!.id,
      before: before ? { name: before.name, code: before.code } : undefined,
      after: { name: row!.name, code: row!.code },
    });
    const [{ count }] = (await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(projects)
      .where(eq(projects.clientId, row!.id))) as [{ count: number }];
    return { message: projectMessages.clientSaved, client: clientRow(row!, count) };
  });
}

export async function archiveClient(db: Db, me: Actor, id: string, archived: boolean) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(projectClients)
      .set({
        archivedAt: archived ? sql`coalesce(${projectClients.archivedAt}, now())` : null,
        updatedAt: new Date(),
      })
      .where(eq(projectClients.id, id))
      .returning();
    if (!row) throw refuse(404, 'project_client_not_found');
    await recordAudit(tx, me, {
      action: archived ? 'archive' : 'restore',
      entity: 'project_client',
      entityId: id,
    });
    return { message: archived ? projectMessages.clientArchived : projectMessages.clientRestored };
  });
}

/** The first day a project's time falls outside [start, end], if any. */
async function timeOutside(tx: Tx, projectId: string, start: string, end: string | null) {
  const [row] = await tx
    .select({ date: timesheetEntries.workDate })
    .from(timesheetEntries)
    .where(
      and(
        eq(timesheetEntries.projectId, projectId),
        or(lt(timesheetEntries.workDate, start), end ? gt(timesheetEntries.workDate, end) : undefined),
      ),
    )
    .orderBy(asc(timesheetEntries.workDate))
    .limit(1);
  return row?.date;
}

export async function saveProject(db: Db, me: Actor, input: ProjectValues) {
  return db.transaction(async (tx) => {
    const [before] = input._id
      ? await tx.select().from(projects).where(eq(projects.id, input._id)).for('update')
      : [undefined];
    if (input._id && !before) throw refuse(404, 'project_not_found');
    if (input.client_id && input.client_id !== before?.clientId) {
      const [client] = await tx.select().from(projectClients).where(eq(projectClients.id, input.client_id));
      if (!client) throw refuse(404, 'project_client_not_found');
      if (client.archivedAt) throw refuse(409, 'project_client_archived');
    }
    if (input.manager_id && input.manager_id !== before?.managerId) {
      const [manager] = await tx
        .select({ id: employees.id })
        .from(employees)
        .where(and(eq(employees.id, input.manager_id), eq(employees.status, 'active')));
      if (!manager) throw refuse(404, 'employee_not_found');
    }
    if (before) {
      const outside = await timeOutside(tx, before.id, input.start_date, input.end_date);
      if (outside) throw refuse(409, 'project_dates_time', { date: outside });
    }
    const values = {
      code: input.code,
      name: input.name,
      clientId: input.client_id,
      managerId: input.manager_id,
      startDate: input.start_date,
      endDate: input.end_date,
      budgetMinutes: input.budget_minutes,
      billable: input.billable,
      updatedAt: new Date(),
    };
    const [row] = before
      ? await tx.update(projects).set(values).where(eq(projects.id, before.id)).returning()
      : await tx.insert(projects).values(values).returning();
    const shown = (p: typeof row) =>
      p && {
        code: p.code,
        name: p.name,
        clientId: p.clientId,
        managerId: p.managerId,
        startDate: p.startDate,
        endDate: p.endDate,
        budgetMinutes: p.budgetMinutes,
        billable: p.billable,
      };
    await recordAudit(tx, me, {
      action: before ? 'update' : 'create',
      entity: 'project',
      entityId: row!.id,
      before: shown(before),
      after: shown(row),
    });
    return row!;
  });
}

export async function archiveProject(db: Db, me: Actor, id: string, archived: boolean) {
  return db.transaction(async (tx) => {
    const status = archived ? ('archived' as const) : ('active' as const);
    const [row] = await tx
      .update(projects)
      .set({ status, updatedAt: new Date() })
      .where(eq(projects.id, id))
      .returning({ id: projects.id });
    if (!row) throw refuse(404, 'project_not_found');
    await recordAudit(tx, me, { action: archived ? 'archive' : 'restore', entity: 'project', entityId: id });
    return { message: archived ? projectMessages.projectArchived : projectMessages.projectRestored };
  });
}

/** Only a project nobody logged time on: one with time is archived (its rows keep the reports true). */
export async function deleteProject(db: Db, me: Actor, id: string) {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(projects).where(eq(projects.id, id)).for('update');
    if (!row) throw refuse(404, 'project_not_found');
    const [time] = await tx
      .select({ id: timesheetEntries.id })
      .from(timesheetEntries)
      .where(eq(timesheetEntries.projectId, id))
      .limit(1);
    if (time) throw refuse(409, 'project_has_time');
    // Rows without hours (copied, or emptied) go with it.
    await tx.delete(timesheetRows).where(eq(timesheetRows.projectId, id));
    await tx.delete(projects).where(eq(projects.id, id));
    await recordAudit(tx, me, {
      action: 'delete',
      entity: 'project',
      entityId: id,
      before: { code: row.code, name: row.name },
    });
    return { message: projectMessages.projectDeleted };
  });
}

const activityRow = (a: typeof projectActivities.$inferSelect) => ({
  _id: a.id,
  name: a.name,
  billable: a.billable,
  archived_at: a.archivedAt?.toISOString() ?? null,
});

export async function saveActivity(
  db: Db,
  me: Actor,
  input: Required<Pick<ActivityInput, 'project_id' | 'name'>> & { _id?: string; billable: boolean | null },
) {
  return db.transaction(async (tx) => {
    const [project] = await tx
      .select({ id: projects.id })
      .from(projects)
      .where(eq(projects.id, input.project_id));
    if (!project) throw refuse(404, 'project_not_found');
    const values = { projectId: project.id, name: input.name, billable: input.billable };
    const [row] = input._id
      ? await tx
          .update(projectActivities)
          .set(values)
          .where(and(eq(projectActivities.id, input._id), eq(projectActivities.projectId, project.id)))
          .returning()
      : await tx.insert(projectActivities).values(values).returning();
    if (!row) throw refuse(404, 'project_activity_not_found');
    await recordAudit(tx, me, {
      action: input._id ? 'update' : 'create',
      entity: 'project_activity',
      entityId: row.id,
      after: { projectId: row.projectId, name: row.name, billable: row.billable },
    });
    return { message: projectMessages.activitySaved, activity: activityRow(row) };
  });
}

export async function archiveActivity(db: Db, me: Actor, id: string, archived: boolean) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(projectActivities)
      .set({ archivedAt: archived ? sql`coalesce(${projectActivities.archivedAt}, now())` : null })
      .where(eq(projectActivities.id, id))
      .returning({ id: projectActivities.id });
    if (!row) throw refuse(404, 'project_activity_not_found');
    await recordAudit(tx, me, {
      action: archived ? 'archive' : 'restore',
      entity: 'project_activity',
      entityId: id,
    });
    return { message: archived ? projectMessages.activityArchived : projectMessages.activityRestored };
  });
}

/** Adds and removes members; someone removed keeps the time they logged, and cannot log more. */
export async function setMembers(db: Db, me: Actor, projectId: string, add: string[], remove: string[]) {
  return db.transaction(async (tx) => {
    const [project] = await tx
      .select({ id: projects.id })
      .from(projects)
      .where(eq(projects.id, projectId))
      .for('update');
    if (!project) throw refuse(404, 'project_not_found');
    if (add.length) {
      const found = await tx
        .select({ id: employees.id })
        .from(employees)
        .where(and(inArray(employees.id, add), eq(employees.status, 'active')));
      if (found.length !== add.length) throw refuse(404, 'employee_not_found');
      await tx
        .insert(projectMembers)
        .values(add.map((employeeId) => ({ projectId, employeeId })))
        .onConflictDoNothing();
    }
    if (remove.length)
      await tx
        .delete(projectMembers)
        .where(and(eq(projectMembers.projectId, projectId), inArray(projectMembers.employeeId, remove)));
    await recordAudit(tx, me, {
      action: 'set_members',
      entity: 'project',
      entityId: projectId,
      after: { add, remove },
    });
    return { message: projectMessages.membersSaved, members: await memberList(tx, projectId) };
  });
}
