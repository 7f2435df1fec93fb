/**
 * The colleague directory and the org chart (rules §13): active people only, and only what any colleague may
 * see. Both read a page or one level at a time, so they stay quick at tens of thousands of people.
 */
import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type Db, preparedOnce } from '../../../server/db/client.js';
import { keptByRevision, type Revisions, revisionKey } from '../../../server/db/kept.js';
import { employees } from '../../../server/db/schema.js';
import { distinctOf, idIn, inIndexOrder, searchIndex } from '../../employees/server/reads.js';
import { type DirectoryQuery, type OrgChartReply, type OrgNode, orgReportsPageSize } from '../schemas.js';

const manager = alias(employees, 'manager');
const active = eq(employees.status, 'active');

/** The departments people work in, kept while the `people` revision stands (it moves on department writes). */
const departmentList = keptByRevision<string[]>(1);

/** The directory's rows of a page's people, by id: one statement prepared once. */
const directoryPage = (db: Db) =>
  preparedOnce(db, 'directory_page', () =>
    db
      .select({
        _id: employees.id,
        firstName: employees.firstName,
        lastName: employees.lastName,
        designation: employees.designation,
        department: employees.department,
        workLocation: employees.workLocation,
        email: employees.email,
        contactNumber: sql<
          string | null
        >`case when ${employees.shareContact} then ${employees.contactNumber} end`,
        photo: sql<string | null>`(select d.id from documents d where d.employee_id = "employees"."id"
          and d.kind = 'photo' order by d.uploaded_at desc limit 1)`,
        managerId: manager.id,
        managerName: sql<string | null>`${manager.firstName} || ' ' || ${manager.lastName}`,
      })
      .from(employees)
      .leftJoin(manager, eq(manager.id, employees.managerId))
      .where(and(active, idIn(sql.placeholder('ids'))))
      .prepare('directory_page'),
  );

/**
 * A page of active colleagues in name order: the employee search's index in memory finds them and counts them as
 * far as the capped count goes (decision 019), the database reads the page's rows by id.
 */
export async function directory(db: Db, revisions: Revisions | null, query: DirectoryQuery) {
  const people = revisionKey(revisions, ['people']);
  const departments = departmentList(db, '', people, () => distinctOf(db, 'department'));
  const { ids, ...counted } = await searchIndex(db, people, {
    q: query.q ?? '',
    department: query.department || undefined,
    active: true,
    page: query.page,
    pageSize: query.pageSize,
  });
  const rows = ids.length ? await directoryPage(db).execute({ ids }) : [];
  return {
    people: inIndexOrder(ids, rows, (r) => r._id).map(({ managerId, managerName, ...person }) => ({
      ...person,
      manager: managerId && managerName ? { _id: managerId, name: managerName } : null,
    })),
    ...counted,
    page: query.page,
    pageSize: query.pageSize,
    departments: await departments,
  };
}

/** A person `e` as a node of the chart, as JSON, with how many active people report to them (manager_id's index). */
const nodeOf = sql.raw(`json_build_object('_id', e.id, 'name', e.first_name || ' ' || e.last_name,
  'designation', e.designation, 'department', e.department,
  'reports', (select count(*)::int from employees r where r.manager_id = e.id and r.status = 'active'))`);

const orgChartNode = (db: Db) => {
  const id = sql`${sql.placeholder('id')}::uuid`;
  return preparedOnce(db, 'org_chart', () =>
    db
      .select({
        person: sql<OrgNode | null>`(select ${nodeOf} from employees e where e.id = ${id} and e.status = 'active')`,
        // Up the "reports to" line; a depth limit stops a loop made of bad data from running forever.
        chain: sql<OrgNode[]>`(with recursive up as (
          select e.manager_id as id, 1 as depth from employees e where e.id = ${id}
          union all
          select e.manager_id, up.depth + 1 from employees e join up on e.id = up.id
          where up.depth < 50)
        select coalesce(json_agg(${nodeOf} order by up.depth), '[]') from up join employees e on e.id = up.id)`,
        // A page of their reports by name; the limit and offset are subqueries, so one plan serves every page.
        reports: sql<OrgNode[]>`(select coalesce(json_agg(page.node order by page.f, page.l, page.id), '[]')
        from (select ${nodeOf} as node, lower(e.first_name) as f, lower(e.last_name) as l, e.id
          from employees e where e.manager_id = ${id} and e.status = 'active'
          order by f, l, e.id limit (select ${orgReportsPageSize}::int)
          offset (select ${sql.placeholder('offset')}::int)) page)`,
      })
      .from(sql`(values (1)) as node`)
      .prepare('org_chart'),
  );
};

/**
 * One node of the chart: the person, their managers up to the top, and a page of their direct reports by name, in
 * one prepared statement (planned once per connection). Undefined if they are not active.
 */
export async function orgChart(db: Db, employeeId: string, page = 1): Promise<OrgChartReply | undefined> {
  const [row] = await orgChartNode(db).execute({ id: employeeId, offset: (page - 1) * orgReportsPageSize });
  if (!row?.person) return undefined;
  return { person: row.person, chain: row.chain, reports: row.reports };
}
