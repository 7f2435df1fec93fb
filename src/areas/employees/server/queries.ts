/**
 * Reading employees for the admin screens: search, filter and paging run in the database so the list stays fast
 * with tens of thousands of people. "On Leave" is derived: an approved leave covering the organisation's today.
 */
import { and, asc, count, eq, gt, gte, inArray, lte, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { type Db, preparedOnce } from '../../../server/db/client.js';
import { cappedCount, one } from '../../../server/db/count.js';
import { keptByRevision, type Revisions, revisionKey } from '../../../server/db/kept.js';
import { employees } from '../../../server/db/schema.js';
import { refuse } from '../../../server/http/errors.js';
import { rolesWith } from '../../../shared/permissions.js';
import { approvedLeaveCovers } from '../../leave/server/reads.js';
import type { EmployeeFilters } from '../list-schemas.js';
import { listedColumns, presentListed } from './presenter.js';
import { distinctOf, nameOrder, textMatch } from './reads.js';
import { idIn, inIndexOrder, searchIndex } from './search-index.js';

/**
 * True when an approved leave of the row's employee covers `today`. The outer id is spelled out in full:
 * Drizzle writes a lone `"id"` for a one-table query, which inside this subquery would mean the leave's id.
 */
export const onLeaveSql = (today: string | Placeholder) =>
  sql<boolean>`exists (select 1 from leave_requests l where l.employee_id = "employees"."id"
    and ${approvedLeaveCovers('l', sql`${today}::date`)})`;

export async function isOnLeave(db: Db, employeeId: string, today: string): Promise<boolean> {
  const [row] = await db
    .select({ onLeave: onLeaveSql(today) })
    .from(employees)
    .where(eq(employees.id, employeeId));
  return Boolean(row?.onLeave);
}

function filterWhere(f: EmployeeFilters, today: string): SQL | undefined {
  const conditions: (SQL | undefined)[] = [textMatch(f.q)];
  if (f.designation) conditions.push(eq(employees.designation, f.designation));
  if (f.department) conditions.push(eq(employees.department, f.department));
  if (f.employmentType) conditions.push(eq(employees.employmentType, f.employmentType));
  if (f.managerId) conditions.push(eq(employees.managerId, f.managerId));
  if (f.joinedFrom) conditions.push(gte(employees.dateOfJoining, f.joinedFrom));
  if (f.joinedTo) conditions.push(lte(employees.dateOfJoining, f.joinedTo));
  if (f.status === 'Terminated') conditions.push(eq(employees.status, 'terminated'));
  // People on leave are active employees too: "On Leave" is a part of "Active", not beside it.
  if (f.status === 'Active') conditions.push(eq(employees.status, 'active'));
  if (f.status === 'On Leave') conditions.push(and(eq(employees.status, 'active'), onLeaveSql(today)));
  return and(...conditions);
}

/**
 * A page of the search. The index in memory (`search-index.ts`) finds the page's people and counts; the database
 * reads their rows. "On Leave" depends on today's leave: the database answers it alone.
 */
export async function searchEmployees(
  db: Db,
  revisions: Revisions | null,
  f: EmployeeFilters & { page: number; pageSize: number },
  today: string,
) {
  // The index would simply find nobody; the database refuses such text, and both answer alike.
  if (f.q.includes('\u0000')) throw refuse(400, 'text_nul');
  const people = revisionKey(revisions, ['people']);
  const designations = designationList(db, '', revisionKey(revisions, ['designations']), () =>
    distinctOf(db, 'designation'),
  );
  const page = { page: f.page, pageSize: f.pageSize };
  const listed = () => db.select({ row: listedColumns, onLeave: onLeaveSql(today) }).from(employees);
  if (f.status === 'On Leave') {
    const where = filterWhere(f, today);
    const [rows, counted] = await Promise.all([
      listed()
        .where(where)
        .orderBy(...nameOrder)
        .limit(f.pageSize)
        .offset((f.page - 1) * f.pageSize),
      cappedCount(db, db.select({ one }).from(employees).where(where).$dynamic(), f.page, f.pageSize),
    ]);
    return {
      employees: rows.map((r) => presentListed(r.row, r.onLeave)),
      ...counted,
      ...page,
      designations: await designations,
    };
  }
  const { ids, ...counted } = await searchIndex(db, people, {
    q: f.q,
    designation: f.designation || undefined,
    department: f.department || undefined,
    employmentType: f.employmentType || undefined,
    managerId: f.managerId || undefined,
    joinedFrom: f.joinedFrom || undefined,
    joinedTo: f.joinedTo || undefined,
    active: f.status === 'Active' ? true : f.status === 'Terminated' ? false : undefined,
    ...page,
  });
  const pageRows = preparedOnce(db, 'employee_search_page', () =>
    db
      .select({ row: listedColumns, onLeave: onLeaveSql(sql.placeholder('today')) })
      .from(employees)
      .where(idIn(sql.placeholder('ids')))
      .prepare('employee_search_page'),
  );
  const rows = ids.length ? await pageRows.execute({ ids, today }) : [];
  return {
    employees: inIndexOrder(ids, rows, (r) => r.row.id).map((r) => presentListed(r.row, r.onLeave)),
    ...counted,
    ...page,
    designations: await designations,
  };
}

/** The designations, kept while their revision (moved by a trigger on employees) stands. */
const designationList = keptByRevision<string[]>(1);

/**
 * Every matching employee in name order, a batch at a time (keyset paging, so rows added meanwhile neither
 * repeat nor shift the rest), with their manager's name: the CSV export streams these without holding the whole
 * list in memory.
 */
export async function* eachMatching(db: Db, f: EmployeeFilters, today: string, batchSize = 1000) {
  const batch = (after?: { first: string; last: string; id: string }) =>
    db
      .select({
        row: listedColumns,
        onLeave: onLeaveSql(today),
        // "employees" spelt out: in a one-table select drizzle leaves a column unqualified, and here it would be m's.
        manager: sql<string | null>`(select m.first_name || ' ' || m.last_name from ${employees} m
          where m.id = "employees"."manager_id")`,
        // The cursor keeps the database's own lower-casing, so it compares exactly as the order does.
        first: sql<string>`lower(${employees.firstName})`,
        last: sql<string>`lower(${employees.lastName})`,
      })
      .from(employees)
      .where(
        and(
          filterWhere(f, today),
          after &&
            gt(
              sql`(lower(${employees.firstName}), lower(${employees.lastName}), ${employees.id})`,
              sql`(${after.first}, ${after.last}, ${after.id}::uuid)`,
            ),
        ),
      )
      .orderBy(...nameOrder)
      .limit(batchSize);
  let next: ReturnType<typeof batch> | undefined = batch();
  try {
    while (next) {
      const rows: Awaited<ReturnType<typeof batch>> = await next;
      const last = rows.at(-1);
      // The next batch is asked for before this one is written out: the database reads while the rows are sent.
      next = last && rows.length === batchSize ? batch({ ...last, id: last.row.id }) : undefined;
      for (const r of rows) yield { listed: presentListed(r.row, r.onLeave), manager: r.manager };
    }
  } finally {
    // A reader that stopped early (the client went away) leaves a batch read for nothing; its failure is nobody's.
    next?.catch(() => {});
  }
}

/** The person's manager (if any) and their active direct reports, by name. */
export async function reportingLine(db: Db, employee: { id: string; managerId: string | null }) {
  const person = {
    _id: employees.id,
    name: sql<string>`${employees.firstName} || ' ' || ${employees.lastName}`,
    designation: sql<string>`coalesce(${employees.designation}, '')`,
  };
  const [managers, reports] = await Promise.all([
    employee.managerId
      ? db.select(person).from(employees).where(eq(employees.id, employee.managerId))
      : Promise.resolve([]),
    db
      .select(person)
      .from(employees)
      .where(and(eq(employees.managerId, employee.id), eq(employees.status, 'active')))
      .orderBy(...nameOrder),
  ]);
  return { manager: managers[0] ?? null, reports };
}

/** Active people who can be chosen as "Reports to": those who decide a team's leave (managers and hr). */
export async function listManagers(db: Db) {
  const rows = await db
    .select()
    .from(employees)
    .where(and(eq(employees.status, 'active'), inArray(employees.role, rolesWith('approve:leave', 'team'))))
    .orderBy(...nameOrder);
  return rows.map((r) => ({
    _id: r.id,
    name: [r.firstName, r.lastName].join(' '),
    designation: r.designation ?? '',
  }));
}

/** The employee dashboard: headcount by state, the newest people, and active headcount per department. */
export async function employeeStats(db: Db, today: string) {
  const [counts] = await db
    .select({
      total: count(),
      active: sql<number>`count(*) filter (where ${employees.status} = 'active')`,
      terminated: sql<number>`count(*) filter (where ${employees.status} = 'terminated')`,
      onLeave: sql<number>`count(*) filter (where ${employees.status} = 'active' and ${onLeaveSql(today)})`,
    })
    .from(employees);
  const recent = await db
    .select({ row: listedColumns, onLeave: onLeaveSql(today) })
    .from(employees)
    .orderBy(sql`${employees.createdAt} desc`, sql`${employees.dateOfJoining} desc`, asc(employees.id))
    .limit(5);
  const departments = await db
    .select({
      department: sql<string>`coalesce(nullif(${employees.department}, ''), 'Unassigned')`,
      n: count(),
    })
    .from(employees)
    .where(eq(employees.status, 'active'))
    .groupBy(sql`1`)
    .orderBy(sql`2 desc`, sql`1`);
  return {
    total: Number(counts?.total ?? 0),
    active: Number(counts?.active ?? 0),
    onLeave: Number(counts?.onLeave ?? 0),
    terminated: Number(counts?.terminated ?? 0),
    recent: recent.map((r) => presentListed(r.row, r.onLeave)),
    departments: departments.map((d) => ({ department: d.department, headcount: Number(d.n) })),
  };
}
