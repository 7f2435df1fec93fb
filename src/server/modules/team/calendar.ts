/**
 * The team calendar and department cover (rules §13). Who is in a scope: "team" is me, my manager, those who
 * share my manager and my reports; "department" my department; "everyone" (hr) all active people. Approved
 * and pending leave in range, each shown in full to the person, their manager and hr, and to anyone else as
 * "off" (approved leave only: a pending request is nobody else's business).
 */
import { and, eq, gte, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { eachDay, earlierDate, isWorkingDay, laterDate } from '../../../shared/calendar.js';
import { type CalendarReply, type calendarQuery, SHOWN_PER_DAY } from '../../../shared/team-calendar.js';
import type { Actor } from '../../actor.js';
import type { Db } from '../../db/client.js';
import { employees, leaveRequests } from '../../db/schema.js';
import { forbidden } from '../../http/errors.js';
import { partsOf } from '../leave/presenter.js';
import { getSettings, type Settings } from '../settings/service.js';

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
  query: z.output<typeof calendarQuery>,
): Promise<CalendarReply> {
  if (query.scope === 'everyone' && viewer.role !== 'hr') throw forbidden();
  const settings = await getSettings(db);
  const [me] = await db
    .select({ id: employees.id, managerId: employees.managerId, department: employees.department })
    .from(employees)
    .where(eq(employees.id, viewer.id));
  const where = scopeWhere(query.scope, me!);
  const [[counted], rows, cover] = await Promise.all([
    db.select({ n: sql<number>`count(*)::int` }).from(employees).where(where),
    // Everyone's leave needs no list of people: whoever was off, even if they have left since.
    leaveIn(db, query.scope === 'everyone' ? undefined : where, query.from, query.to),
    departmentCover(db, settings, me!.department, query.from, query.to),
  ]);
  // hr sees every entry in full; anyone else needs to know whose manager they are (a team or a department: few).
  const hr = viewer.role === 'hr';
  const managers: Awaited<ReturnType<typeof peopleOf>> = hr
    ? new Map()
    : await peopleOf(
        db,
        rows.map((r) => r.employeeId),
      );
  const visible = rows.flatMap((r) => {
    const sees = hr || r.employeeId === viewer.id || managers.get(r.employeeId)?.managerId === viewer.id;
    if (!sees && (r.status !== 'approved' || query.leave_type)) return [];
    if (query.leave_type && r.leaveType !== query.leave_type) return [];
    return [{ ...r, sees }];
  });
  // A month of everyone is thousands of entries: each day carries its count and its first few; a day alone, all.
  // One pass over the entries (in start order), each over its own days in the range.
  const dates = eachDay(query.from, query.to);
  const position = new Map(dates.map((date, i) => [date, i]));
  const off = dates.map(() => 0);
  const kept = new Set<(typeof visible)[number]>();
  for (const e of visible) {
    const last = position.get(earlierDate(e.endDate, query.to))!;
    for (let i = position.get(laterDate(e.startDate, query.from))!; i <= last; i++)
      if (++off[i]! <= SHOWN_PER_DAY || dates.length === 1) kept.add(e);
  }
  const days = dates.map((date, i) => {
    const present = cover?.present.get(date);
    return {
      date,
      working: isWorkingDay(date, settings),
      holiday: settings.holidays.find((h) => h.date === date)?.name ?? null,
      off: off[i]!,
      cover: cover && present !== undefined ? { present, minimum: cover.minimum } : null,
    };
  });
  // Names only for what is sent.
  const shown = visible.filter((e) => kept.has(e));
  const people = hr
    ? await peopleOf(
        db,
        shown.map((e) => e.employeeId),
      )
    : managers;
  return {
    days,
    entries: shown.map((r) => ({
      employee: { _id: r.employeeId, name: people.get(r.employeeId)?.name ?? '' },
      start_date: r.startDate,
      end_date: r.endDate,
      leave_type: r.sees ? r.leaveType : null,
      status: r.sees ? (r.status as 'approved' | 'pending') : null,
      request_id: r.sees ? r.id : null,
      // A colleague learns it is part of a day, not when.
      ...(r.sees ? partsOf(r) : { ...partsOf(r), start_time: null, end_time: null }),
    })),
    people: Number(counted?.n ?? 0),
    department: me!.department,
  };
}

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
        // One array parameter, not one per id: a hundred ids parse and plan in a third of the time.
        .where(sql`${employees.id} = any(${`{${unique.join(',')}}`}::uuid[])`)
    : [];
  return new Map(rows.map((r) => [r.id, r]));
}

/**
 * A department's cover on each working day from `from` to `to`: its active people who had joined by then, less
 * those on approved leave; undefined when the department has no minimum. `off` says who is away each day.
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
  const [people, leave] = await Promise.all([
    db.select({ joined: employees.dateOfJoining }).from(employees).where(members),
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
  ]);
  const present = new Map<string, number>();
  const off = new Map<string, Set<string>>();
  for (const date of eachDay(from, to)) {
    if (!isWorkingDay(date, settings)) continue;
    const away = new Set(
      leave.filter((l) => l.startDate <= date && l.endDate >= date).map((l) => l.employeeId),
    );
    off.set(date, away);
    present.set(date, people.filter((p) => p.joined <= date).length - away.size);
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
