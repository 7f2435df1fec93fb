/**
 * Rosters (issue 42, decision 033): hr assigns shift types to people over a range, in rotation, with each person's
 * weekly offs, as one row per person and day written in one transaction that replaces what the range held, with
 * one audit line; a person's shifts and a team's roster are read back from the same rows.
 */
import { and, asc, eq, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Actor } from '../../../server/actor.js';
import type { Db } from '../../../server/db/client.js';
import { employees, rosterDays, shiftTypes } from '../../../server/db/schema.js';
import { refuse } from '../../../server/http/errors.js';
import { eachDay, formatClock, inclusiveDays, weekday } from '../../../shared/calendar.js';
import { groupBy } from '../../../shared/group.js';
import { type Asker, allowsEveryone } from '../../../shared/permissions.js';
import { recordAudit } from '../../audit/server/writes.js';
import { getSettings } from '../../settings/server/reads.js';
import {
  type AssignRosterBody,
  assignRosterBody,
  type ClearRosterBody,
  clearRosterBody,
  myShiftsBody,
  ROSTER_MAX_DAYS,
  ROSTER_MAX_PERSON_DAYS,
  type RosterReply,
  rosterBody,
  shiftMessages as say,
} from '../schemas.js';
import { defaultShift, planDays } from '../shift-rules.js';
import { shiftsOf } from './reads.js';
import { presentShiftType } from './service.js';

/** Rows per insert: three parameters each, well under PostgreSQL's 65,535. */
const BATCH = 5_000;

function boundRange(from: string, to: string) {
  const days = inclusiveDays(from, to);
  if (days > ROSTER_MAX_DAYS)
    throw refuse(400, 'roster_range_too_long', { max: ROSTER_MAX_DAYS }, { field: 'to' });
  return days;
}

/** Employed over the range: joined by its end and not terminated (a roster is planned for people who work here). */
const employed = (to: string) => and(lte(employees.dateOfJoining, to), isNull(employees.terminatedAt));

async function peopleOf(db: Db, body: Pick<ReturnType<typeof assignRosterBody.parse>, 'people' | 'to'>) {
  const { employee_ids: ids, manager_id: managerId, department } = body.people;
  const rows = await db
    .select({ id: employees.id })
    .from(employees)
    .where(
      and(
        employed(body.to),
        ids ? inArray(employees.id, ids) : undefined,
        managerId ? eq(employees.managerId, managerId) : undefined,
        department ? sql`lower(${employees.department}) = lower(${department})` : undefined,
      ),
    );
  if (ids) {
    const missing = new Set(ids).size - rows.length;
    if (missing > 0) throw refuse(400, 'roster_people_missing', { count: missing }, { field: 'people' });
  }
  if (rows.length === 0) throw refuse(400, 'roster_no_people', { field: 'people' });
  return rows.map((r) => r.id);
}

/** The people named, refused before anything is written when the range or people × days is too many. */
async function boundedPeople(db: Db, input: Parameters<typeof peopleOf>[1] & { from: string; to: string }) {
  const days = boundRange(input.from, input.to);
  const people = await peopleOf(db, input);
  if (people.length * days > ROSTER_MAX_PERSON_DAYS)
    throw refuse(
      400,
      'roster_too_big',
      { max: ROSTER_MAX_PERSON_DAYS, people: people.length, days },
      { field: 'people' },
    );
  return people;
}

/**
 * Writes the roster: every person's days from `from` to `to` replaced by the rotation's (a day off where the
 * shift type does not repeat or the person has a weekly off). Bounded before anything is read: the range, then
 * people × days.
 */
export async function assignRoster(db: Db, by: Actor, body: AssignRosterBody, now: Date) {
  const input = assignRosterBody.parse(body);
  const people = await boundedPeople(db, input);
  const wanted = [...new Set(input.rotation.filter((id): id is string => id !== null))];
  const dates = eachDay(input.from, input.to);
  const offsOf = new Map(input.weekly_offs.map((o) => [o.employee_id, o.weekdays]));

  return db.transaction(async (tx) => {
    // Shared locks: a shift type cannot be deleted while a roster naming it is written.
    const types = wanted.length
      ? await tx.select().from(shiftTypes).where(inArray(shiftTypes.id, wanted)).for('share')
      : [];
    const byId = new Map(types.map((t) => [t.id, t]));
    for (const id of wanted) {
      const type = byId.get(id);
      if (!type) throw refuse(404, 'shift_type_not_found', { field: 'rotation' });
      if (type.archivedAt)
        throw refuse(409, 'shift_type_archived', { name: type.name }, { field: 'rotation' });
    }
    const weekdaysOf = (id: string) => byId.get(id)?.weekdays ?? [];
    await tx
      .delete(rosterDays)
      .where(
        and(
          inArray(rosterDays.employeeId, people),
          gte(rosterDays.date, input.from),
          lte(rosterDays.date, input.to),
        ),
      );
    const rows = people.flatMap((employeeId) =>
      planDays(
        dates,
        { shiftTypeIds: input.rotation, every: input.every },
        weekdaysOf,
        offsOf.get(employeeId),
      ).map((d) => ({
        employeeId,
        date: d.date,
        shiftTypeId: d.shiftTypeId,
        assignedBy: by.id,
        assignedAt: now,
      })),
    );
    for (let i = 0; i < rows.length; i += BATCH) await tx.insert(rosterDays).values(rows.slice(i, i + BATCH));
    await recordAudit(tx, by, {
      action: 'assign',
      entity: 'roster',
      entityId: null,
      after: {
        people: input.people,
        employees: people.length,
        from: input.from,
        to: input.to,
        rotation: input.rotation,
        every: input.every,
        weeklyOffs: input.weekly_offs,
      },
    });
    return { message: say.assigned, people: people.length, days: rows.length };
  });
}

/**
 * Clears the people's roster from `from` to `to`: their rows go, so those days are the organisation's working day
 * again. Bounded and refused as an assignment is; one audit line; `days` says how many rows went.
 */
export async function clearRoster(db: Db, by: Actor, body: ClearRosterBody) {
  const input = clearRosterBody.parse(body);
  const people = await boundedPeople(db, input);
  return db.transaction(async (tx) => {
    const gone = await tx
      .delete(rosterDays)
      .where(
        and(
          inArray(rosterDays.employeeId, people),
          gte(rosterDays.date, input.from),
          lte(rosterDays.date, input.to),
        ),
      )
      .returning({ date: rosterDays.date });
    await recordAudit(tx, by, {
      action: 'clear',
      entity: 'roster',
      entityId: null,
      after: {
        people: input.people,
        employees: people.length,
        from: input.from,
        to: input.to,
        days: gone.length,
      },
    });
    return { message: say.cleared, people: people.length, days: gone.length };
  });
}

/** A person's shift of each day: the roster's, else the organisation's working day (or a day off by its week). */
export async function myShifts(db: Db, employeeId: string, body: { from: string; to: string }) {
  const input = myShiftsBody.parse(body);
  boundRange(input.from, input.to);
  const settings = await getSettings(db);
  const fallback = defaultShift(settings);
  const rostered = await shiftsOf(db, employeeId, input.from, input.to);
  return {
    employee_id: employeeId,
    days: eachDay(input.from, input.to).map((date) => {
      const found = rostered.get(date);
      const shift =
        found === undefined ? (settings.workingDays.includes(weekday(date)) ? fallback : null) : found;
      return {
        date,
        source: found === undefined ? ('default' as const) : ('roster' as const),
        shift: shift && {
          _id: shift.id,
          name: shift.name,
          start_time: formatClock(shift.start),
          end_time: formatClock(shift.end),
        },
      };
    }),
  };
}

/**
 * The roster of a range: hr's of anyone (the people or department asked, else everyone employed), a manager's of
 * their direct reports only (a person outside the team asked for is refused).
 */
export async function roster(
  db: Db,
  me: Asker,
  body: Parameters<typeof rosterBody.parse>[0],
): Promise<RosterReply> {
  const input = rosterBody.parse(body);
  boundRange(input.from, input.to);
  const everyone = allowsEveryone(me, 'read:attendance');
  if (!everyone && input.manager_id !== undefined && input.manager_id !== me.id)
    throw refuse(403, 'roster_not_your_team');
  const people = await db
    .select({
      id: employees.id,
      firstName: employees.firstName,
      lastName: employees.lastName,
      department: employees.department,
      managerId: employees.managerId,
    })
    .from(employees)
    .where(
      and(
        lte(employees.dateOfJoining, input.to),
        or(isNull(employees.terminatedAt), sql`${employees.terminatedAt}::date >= ${input.from}::date`),
        input.employee_ids ? inArray(employees.id, input.employee_ids) : undefined,
        input.department ? sql`lower(${employees.department}) = lower(${input.department})` : undefined,
        input.manager_id ? eq(employees.managerId, input.manager_id) : undefined,
        everyone || input.employee_ids ? undefined : eq(employees.managerId, me.id),
      ),
    )
    .orderBy(asc(employees.firstName), asc(employees.lastName), asc(employees.id));
  // A manager asking for someone outside their team (or someone not here) is refused, never answered in part.
  const outside =
    people.some((p) => p.managerId !== me.id) ||
    (input.employee_ids !== undefined && people.length < new Set(input.employee_ids).size);
  if (!everyone && outside) throw refuse(403, 'roster_not_your_team');
  const ids = people.map((p) => p.id);
  const [days, types] = await Promise.all([
    ids.length
      ? db
          .select({
            employeeId: rosterDays.employeeId,
            date: rosterDays.date,
            shiftTypeId: rosterDays.shiftTypeId,
          })
          .from(rosterDays)
          .where(
            and(
              inArray(rosterDays.employeeId, ids),
              gte(rosterDays.date, input.from),
              lte(rosterDays.date, input.to),
            ),
          )
          .orderBy(asc(rosterDays.date))
      : [],
    db.select().from(shiftTypes).orderBy(asc(shiftTypes.name)),
  ]);
  const daysOf = groupBy(days, (d) => d.employeeId);
  return {
    from: input.from,
    to: input.to,
    shift_types: types.map((t) => presentShiftType(t)),
    people: people.map((p) => ({
      employee: { _id: p.id, name: `${p.firstName} ${p.lastName}`, department: p.department },
      days: (daysOf.get(p.id) ?? []).map((d) => ({ date: d.date, shift_type_id: d.shiftTypeId })),
    })),
  };
}
