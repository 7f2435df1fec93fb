/**
 * The team calendar and department cover (rules §13). Who is in a scope: "team" is me, my manager, those who
 * share my manager and my reports; "department" my department; "everyone" (hr) all active people. Approved
 * and pending leave in range, each shown in full to the person, their manager and hr, and to anyone else as
 * "off" (approved leave only: a pending request is nobody else's business).
 */
import { and, eq, gte, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Actor } from '../../../server/actor.js';
import { type Db, queryRows, uuidIn } from '../../../server/db/client.js';
import { summaryCount } from '../../../server/db/count.js';
import { keptByRevision, type Revisions, revisionKey } from '../../../server/db/kept.js';
import { employees, leaveRequests } from '../../../server/db/schema.js';
import { eachDay, inclusiveDays, isWorkingDay } from '../../../shared/calendar.js';
import type { LeaveSpan } from '../../../shared/leave-policy.js';
import { confirmedHolidays, holidaysOf, personalCalendar } from '../../holidays/server/reads.js';
import { partsOf } from '../../leave/server/reads.js';
import { getSettings, type Settings } from '../../settings/server/reads.js';
import { type CalendarReply, type calendarQuery, SHOWN_PER_DAY } from '../calendar-schemas.js';
import { authorizeScope, seesEveryonesLeave, seesInFull } from './policy.js';

/** The active people of a scope, as a condition on employees. */
export function scopeWhere(
  scope: z.output<typeof calendarQuery>['scope'],
  me: { id: string; managerId: string | null; department: string | null },
): SQL {
  const active = eq(employees.status, 'active');
  if (scope === 'everyone') return active;
  if (scope === 'department')
    return and(active, me.department ? eq(employees.department, me.department) : eq(employees.id, me.id))!;
  return and(
    active,
    or(
      eq(employees.id, me.id),
      eq(employees.managerId, me.id),
      me.managerId ? or(eq(employees.id, me.managerId), eq(employees.managerId, me.managerId)) : undefined,
    ),
  )!;
}

export async function teamCalendar(
  db: Db,
  viewer: Actor,
  me: { id: string; managerId: string | null; department: string | null },
  query: z.output<typeof calendarQuery>,
  revisions: Revisions | null,
): Promise<CalendarReply> {
  authorizeScope(viewer, query.scope);
  const settings = await getSettings(db);
  const where = scopeWhere(query.scope, me);
  const [shown, cover, mine] = await Promise.all([
    query.scope === 'everyone'
      ? everyone(
          db,
          `${query.from} ${query.to} ${query.leave_type ?? ''} ${query.page} ${query.pageSize}`,
          revisionKey(revisions, ['leave', 'people']),
          () => leaveByDay(db, viewer, where, query),
        )
      : leaveByDay(db, viewer, where, query),
    departmentCover(db, settings, me.department, query.from, query.to),
    // The viewer's own holidays (issue 40): a women-only holiday shows for women, a branch's for that branch.
    personalCalendar(db, me.id, query.from, query.to, settings),
  ]);
  const days = eachDay(query.from, query.to).map((date, i) => {
    const present = cover?.present.get(date);
    return {
      date,
      working: isWorkingDay(date, mine),
      holiday: mine.holidays.find((h) => h.date === date)?.name ?? null,
      off: shown.off[i] ?? 0,
      cover: cover && present !== undefined ? { present, minimum: cover.minimum } : null,
    };
  });
  return {
    days,
    entries: shown.entries.map((r) => ({
      employee: { _id: r.employeeId, name: r.name ?? '' },
      start_date: r.startDate,
      end_date: r.endDate,
      leave_type: r.sees ? r.leaveType : null,
      status: r.sees ? r.status : null,
      request_id: r.sees ? r.id : null,
      // A colleague learns it is part of a day, not when.
      ...(r.sees ? partsOf(r) : { ...partsOf(r), start_time: null, end_time: null }),
    })),
    page: query.page,
    pageSize: query.pageSize,
    people: shown.people,
    department: me.department,
  };
}

interface ShownLeave extends LeaveSpan {
  id: string;
  employeeId: string;
  name: string | null;
  leaveType: string;
  status: 'approved' | 'pending';
  /** The viewer sees its details (policy.ts `seesInFull`): hr, the person, their manager. */
  sees: boolean;
}

/**
 * What the calendar shows of a scope's leave from `from` to `to`, counted in one statement so that only the
 * days' counts and the entries sent cross the wire (a month of everyone is ~1,800 requests at 10,000 people):
 * the requests the viewer may see (by their date range, `leave_span_idx`), each spread over its days in the
 * range and ranked on each day by start; `off` is each day's count, `entries` those among the first
 * SHOWN_PER_DAY of any day (a page of them when the range is one day), by start, with their names; `people`
 * how many the scope holds. Everyone's leave needs no list of people: whoever was off, even if they have left
 * since.
 */
export async function leaveByDay(
  db: Pick<Db, 'execute'>,
  viewer: Pick<Actor, 'id' | 'role'>,
  where: SQL,
  query: Pick<z.output<typeof calendarQuery>, 'from' | 'to' | 'scope' | 'leave_type' | 'page' | 'pageSize'>,
) {
  const from = sql`${query.from}::date`;
  const to = sql`${query.to}::date`;
  const everyone = seesEveryonesLeave(viewer);
  // Of leave not seen in full (policy.ts), approved leave alone, and nothing when filtering by type (the filter
  // must not tell the type).
  const visible = [
    query.leave_type ? sql`s.leave_type = ${query.leave_type}` : undefined,
    everyone ? undefined : query.leave_type ? sql`s.sees` : sql`(s.sees or s.status = 'approved')`,
  ].filter((c) => c !== undefined);
  const length = inclusiveDays(query.from, query.to);
  const skipped = (query.page - 1) * query.pageSize;
  const ranked =
    length === 1
      ? sql`d.n > ${skipped} and d.n <= ${skipped + query.pageSize}`
      : sql`d.n <= ${SHOWN_PER_DAY}`;
  // Everyone's headcount is kept by the writes (summary_counts, decision 019); a team or a department is counted.
  const people =
    query.scope === 'everyone'
      ? summaryCount('employees_active')
      : sql`(select count(*)::int from employees where ${where})`;
  const [row] = await queryRows<{ off: number[] | null; entries: ShownLeave[] | null; people: number }>(
    db,
    sql`with v as materialized (
        select * from (
          select l.id, l.employee_id, l.leave_type, l.status, l.start_date, l.end_date, l.start_part, l.end_part,
            l.start_minute, l.end_minute, ${seesInFull(viewer)} as sees
          from leave_requests l
          where daterange(l.start_date, l.end_date, '[]') && daterange(${from}, ${to}, '[]')
            and l.status in ('approved', 'pending')
            ${query.scope === 'everyone' ? sql`` : sql`and l.employee_id in (select employees.id from employees where ${where})`}
        ) s
        ${visible.length ? sql`where ${sql.join(visible, sql` and `)}` : sql``}
      ),
      -- Each request on each of its days in the range, ranked on the day by start. The limit (the range's
      -- length) changes nothing but the planner's guess of a thousand days a request, which would have it
      -- compile the query (JIT) for a hundred milliseconds.
      d as materialized (
        select v.id, g.i, row_number() over (partition by g.i order by v.start_date, v.id) as n
        from v cross join lateral (
          select generate_series(greatest(v.start_date, ${from}) - ${from}, least(v.end_date, ${to}) - ${from}) as i
          limit ${sql.raw(String(length))}) g
      )
      select
        (select array_agg(coalesce(c.n, 0) order by g.i)
          from generate_series(0, ${to} - ${from}) g(i)
          left join (select i, count(*)::int as n from d group by i) c on c.i = g.i) as off,
        (select json_agg(json_build_object('id', v.id, 'employeeId', v.employee_id,
            'name', (select e.first_name || ' ' || e.last_name from employees e where e.id = v.employee_id),
            'leaveType', v.leave_type, 'status', v.status, 'startDate', v.start_date, 'endDate', v.end_date,
            'startPart', v.start_part, 'endPart', v.end_part, 'startMinute', v.start_minute,
            'endMinute', v.end_minute, 'sees', v.sees) order by v.start_date, v.id)
          from v where v.id in (select d.id from d where ${ranked})) as entries,
        ${people} as people`,
  );
  return { off: row?.off ?? [], entries: row?.entries ?? [], people: Number(row?.people ?? 0) };
}

type Shown = Awaited<ReturnType<typeof leaveByDay>>;

/**
 * hr's calendars of everyone, by range: the same for every hr viewer, so counted once and kept while the `leave`
 * and `people` revisions stand (triggers move them in the transaction of every write to what it shows: the
 * requests, names, who is active; migrations 0029, 0030). The newest 24 ranges are kept.
 */
const everyone = keptByRevision<Shown>(24);

/**
 * Approved and pending leave of the people `where` selects (a condition on employees; none: anyone's) that overlaps `from`–`to`,
 * by start: the range finds the requests (leave_span_idx); names are read apart, for the few that are sent.
 */
export function leaveIn(db: Pick<Db, 'select'>, where: SQL | undefined, from: string, to: string) {
  return db
    .select({
      id: leaveRequests.id,
      employeeId: leaveRequests.employeeId,
      leaveType: leaveRequests.leaveType,
      status: leaveRequests.status,
      startDate: leaveRequests.startDate,
      endDate: leaveRequests.endDate,
      startPart: leaveRequests.startPart,
      endPart: leaveRequests.endPart,
      startMinute: leaveRequests.startMinute,
      endMinute: leaveRequests.endMinute,
    })
    .from(leaveRequests)
    .where(
      and(
        sql`daterange(${leaveRequests.startDate}, ${leaveRequests.endDate}, '[]') && daterange(${from}::date, ${to}::date, '[]')`,
        inArray(leaveRequests.status, ['approved', 'pending']),
        where &&
          inArray(leaveRequests.employeeId, db.select({ id: employees.id }).from(employees).where(where)),
      ),
    )
    .orderBy(leaveRequests.startDate, leaveRequests.id);
}

/** These people's names and managers, by id. */
export async function peopleOf(db: Pick<Db, 'select'>, ids: string[]) {
  const unique = [...new Set(ids)];
  const rows = unique.length
    ? await db
        .select({
          id: employees.id,
          name: sql<string>`${employees.firstName} || ' ' || ${employees.lastName}`,
          managerId: employees.managerId,
        })
        .from(employees)
        .where(uuidIn(employees.id, unique))
    : [];
  return new Map(rows.map((r) => [r.id, r]));
}

/**
 * A department's cover on each working day from `from` to `to`: its active people who had joined by then, less
 * those on approved leave and those on a holiday of their own (issue 40: a women-only or a branch's holiday);
 * undefined when the department has no minimum. `off` says who is away each day. A day on which every member has
 * a holiday of their own is no working day of the department.
 */
export async function departmentCover(
  db: Pick<Db, 'select'>,
  settings: Pick<Settings, 'coverMinimums' | 'workingDays' | 'holidays'>,
  department: string | null,
  from: string,
  to: string,
) {
  const rule = department
    ? settings.coverMinimums.find((c) => c.department.toLowerCase() === department.toLowerCase())
    : undefined;
  if (!rule || !department) return undefined;
  const members = and(eq(employees.status, 'active'), eq(employees.department, department));
  const [people, leave, range] = await Promise.all([
    db
      .select({
        id: employees.id,
        joined: employees.dateOfJoining,
        gender: employees.gender,
        branch: employees.branch,
      })
      .from(employees)
      .where(members),
    db
      .select({
        employeeId: leaveRequests.employeeId,
        startDate: leaveRequests.startDate,
        endDate: leaveRequests.endDate,
      })
      .from(leaveRequests)
      .innerJoin(employees, eq(employees.id, leaveRequests.employeeId))
      .where(
        and(
          members,
          eq(leaveRequests.status, 'approved'),
          lte(leaveRequests.startDate, to),
          gte(leaveRequests.endDate, from),
        ),
      ),
    confirmedHolidays(db, from, to),
  ]);
  const own = new Map(people.map((p) => [p.id, new Set(holidaysOf(range, p).map((h) => h.date))]));
  const present = new Map<string, number>();
  const off = new Map<string, Set<string>>();
  for (const date of eachDay(from, to)) {
    if (!isWorkingDay(date, settings)) continue;
    const joined = people.filter((p) => p.joined <= date);
    const onHoliday = joined.filter((p) => own.get(p.id)?.has(date)).map((p) => p.id);
    if (joined.length > 0 && onHoliday.length === joined.length) continue;
    const away = new Set([
      ...leave.filter((l) => l.startDate <= date && l.endDate >= date).map((l) => l.employeeId),
      ...onHoliday,
    ]);
    off.set(date, away);
    present.set(date, joined.length - joined.filter((p) => away.has(p.id)).length);
  }
  return { minimum: rule.minimum, present, off };
}

/** The working days on which approving this leave would leave its department below its minimum. */
export async function coverShortfall(
  db: Pick<Db, 'select'>,
  settings: Pick<Settings, 'coverMinimums' | 'workingDays' | 'holidays'>,
  leave: { employeeId: string; department: string | null; startDate: string; endDate: string },
) {
  const cover = await departmentCover(db, settings, leave.department, leave.startDate, leave.endDate);
  if (!cover) return [];
  return [...cover.present].flatMap(([date, present]) => {
    const after = cover.off.get(date)?.has(leave.employeeId) ? present : present - 1;
    return after < cover.minimum ? [date] : [];
  });
}
