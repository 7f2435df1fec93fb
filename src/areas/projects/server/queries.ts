/**
 * Reading projects (issue 43): the clients and projects a caller may see (policy.ts `visibleProjects`), a project
 * with its activities and members, and the minutes of approved weeks on each.
 */
import { and, asc, count, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../../server/db/client.js';
import {
  employees,
  projectActivities,
  projectClients,
  projectMembers,
  projects,
  timesheetEntries,
  timesheets,
} from '../../../server/db/schema.js';
import type { Asker } from '../../../shared/permissions.js';
import type { ProjectDetail, ProjectStatus, ProjectSummary } from '../schemas.js';
import { managesProjects, seesEveryProject, visibleProjects } from './policy.js';

const manager = alias(employees, 'manager');
const name = (first: string | null, last: string | null) => `${first ?? ''} ${last ?? ''}`.trim();

export async function listClients(db: Db, me: Asker, includeArchived: boolean) {
  const seen = visibleProjects(me);
  const rows = await db
    .select({
      client: projectClients,
      projects: sql<number>`(select count(*)::int from ${projects} where ${projects.clientId} = ${projectClients.id})`,
    })
    .from(projectClients)
    .where(
      and(
        includeArchived ? undefined : isNull(projectClients.archivedAt),
        seen &&
          sql`exists (select 1 from ${projects} where ${projects.clientId} = ${projectClients.id} and ${seen})`,
      ),
    )
    .orderBy(asc(sql`lower(${projectClients.name})`));
  return {
    clients: rows.map(({ client, projects: n }) => ({
      _id: client.id,
      name: client.name,
      code: client.code,
      archived_at: client.archivedAt?.toISOString() ?? null,
      projects: n,
    })),
  };
}

/** Minutes of approved weeks on the project. */
const approvedMinutes = sql<number>`(select coalesce(sum(e.minutes), 0)::int from ${timesheetEntries} e
  join ${timesheets} t on t.id = e.timesheet_id where e.project_id = ${projects.id} and t.status = 'approved')`;
const memberCount = sql<number>`(select count(*)::int from ${projectMembers} where ${projectMembers.projectId} = ${projects.id})`;
const isMember = (me: string) =>
  sql<boolean>`exists (select 1 from ${projectMembers} where ${projectMembers.projectId} = ${projects.id} and ${projectMembers.employeeId} = ${me})`;

function summaryQuery(db: Pick<Db, 'select'>, me: Asker) {
  return db
    .select({
      project: projects,
      client: { id: projectClients.id, name: projectClients.name },
      manager: { id: manager.id, firstName: manager.firstName, lastName: manager.lastName },
      members: memberCount,
      approved: approvedMinutes,
      member: isMember(me.id),
    })
    .from(projects)
    .leftJoin(projectClients, eq(projectClients.id, projects.clientId))
    .leftJoin(manager, eq(manager.id, projects.managerId))
    .$dynamic();
}
type SummaryRow = Awaited<ReturnType<ReturnType<typeof summaryQuery>['execute']>>[number];

function presentSummary(row: SummaryRow, me: Asker): ProjectSummary {
  const p = row.project;
  return {
    _id: p.id,
    code: p.code,
    name: p.name,
    client: row.client?.id ? { _id: row.client.id, name: row.client.name } : null,
    manager: row.manager?.id
      ? { _id: row.manager.id, name: name(row.manager.firstName, row.manager.lastName) }
      : null,
    start_date: p.startDate,
    end_date: p.endDate,
    budget_minutes: p.budgetMinutes,
    billable: p.billable,
    status: p.status,
    members: row.members,
    approved_minutes: row.approved,
    can: { manage: managesProjects(me), log: row.member && p.status === 'active' },
  };
}

export interface ProjectsFilter {
  status?: ProjectStatus;
  client_id?: string;
  q?: string;
  page: number;
  pageSize: number;
}

export async function listProjects(db: Db, me: Asker, query: ProjectsFilter) {
  const words = query.q ? `%${query.q.replace(/[\\%_]/g, (c: string) => `\\${c}`)}%` : undefined;
  const where: SQL | undefined = and(
    visibleProjects(me),
    query.status ? eq(projects.status, query.status) : undefined,
    query.client_id ? eq(projects.clientId, query.client_id) : undefined,
    words ? or(ilike(projects.code, words), ilike(projects.name, words)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    summaryQuery(db, me)
      .where(where)
      .orderBy(asc(projects.status), asc(sql`lower(${projects.code})`))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(projects).where(where),
  ]);
  return {
    projects: rows.map((r) => presentSummary(r, me)),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** A project's members, by name. */
export async function memberList(db: Pick<Db, 'select'> | Tx, projectId: string) {
  const rows = await db
    .select({
      id: employees.id,
      firstName: employees.firstName,
      lastName: employees.lastName,
      code: employees.employeeCode,
      designation: employees.designation,
      addedAt: projectMembers.addedAt,
    })
    .from(projectMembers)
    .innerJoin(employees, eq(employees.id, projectMembers.employeeId))
    .where(eq(projectMembers.projectId, projectId))
    .orderBy(asc(employees.firstName), asc(employees.lastName));
  return rows.map((r) => ({
    _id: r.id,
    name: name(r.firstName, r.lastName),
    employee_id: r.code ?? '',
    designation: r.designation ?? null,
    added_at: r.addedAt.toISOString(),
  }));
}

/** The project as the record call finds it, for the policy. */
export async function findProject(db: Db, id: string) {
  const [row] = await db
    .select({ id: projects.id, managerId: projects.managerId })
    .from(projects)
    .where(eq(projects.id, id));
  return row;
}

/** A project with its activities, members (to hr and its manager) and whether time is logged on it. */
export async function projectDetail(db: Db, me: Asker, id: string): Promise<ProjectDetail> {
  const [[row], activities, [time]] = await Promise.all([
    summaryQuery(db, me).where(eq(projects.id, id)),
    db
      .select()
      .from(projectActivities)
      .where(eq(projectActivities.projectId, id))
      .orderBy(asc(sql`lower(${projectActivities.name})`)),
    db
      .select({ id: timesheetEntries.id })
      .from(timesheetEntries)
      .where(eq(timesheetEntries.projectId, id))
      .limit(1),
  ]);
  const summary = presentSummary(row!, me);
  const seesMembers = seesEveryProject(me) || row!.project.managerId === me.id;
  return {
    ...summary,
    activities: activities.map((a) => ({
      _id: a.id,
      name: a.name,
      billable: a.billable,
      archived_at: a.archivedAt?.toISOString() ?? null,
    })),
    member_list: seesMembers ? await memberList(db, id) : [],
    has_time: Boolean(time),
    can: { ...summary.can, delete: summary.can.manage && !time },
  };
}

/** The members of the active projects whose manager's seat is one of `seats`, each once, by name. */
export async function weekPeople(db: Db, seats: string[]) {
  const rows = await db
    .selectDistinct({ id: employees.id, firstName: employees.firstName, lastName: employees.lastName })
    .from(projectMembers)
    .innerJoin(projects, eq(projects.id, projectMembers.projectId))
    .innerJoin(employees, eq(employees.id, projectMembers.employeeId))
    .where(and(inArray(projects.managerId, seats), eq(projects.status, 'active')))
    .orderBy(asc(employees.firstName), asc(employees.lastName), asc(employees.id));
  return rows.map((r) => ({ _id: r.id, name: name(r.firstName, r.lastName) }));
}
