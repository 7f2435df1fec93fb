/**
 * What other areas read of holidays: `personalCalendars`, the one answer to "which days in this range are a
 * weekly off or a holiday for this person (or each of these people)". Attendance (a person's month, hr's day) and
 * leave (counting a request's days) ask it, so a women-only holiday is a holiday for women alone and a branch's
 * holiday for that branch alone. One query of the range's confirmed holidays (a few rows, by the date index),
 * then the rule per person in memory: a list of 100,000 people costs one round trip.
 */
import { and, asc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../server/db/client.js';
import { employees, holidays } from '../../../server/db/schema.js';
import type { WorkCalendar } from '../../../shared/calendar.js';
import { appliesTo, type HolidayPerson } from '../schemas.js';

export interface RangeHoliday {
  date: string;
  name: string;
  gender: string | null;
  branches: readonly string[];
}

/** The confirmed holidays between two dates (both included), with whom each applies to. */
export async function confirmedHolidays(
  db: Pick<Db, 'select'>,
  from: string,
  to: string,
): Promise<RangeHoliday[]> {
  return db
    .select({
      date: holidays.date,
      name: holidays.name,
      gender: holidays.gender,
      branches: holidays.branches,
    })
    .from(holidays)
    .where(and(eq(holidays.confirmed, true), gte(holidays.date, from), lte(holidays.date, to)))
    .orderBy(asc(holidays.date), asc(holidays.name));
}

/** A person's holidays among the range's: the ones whose gender and branch rules they meet, one a date. */
export function holidaysOf(range: readonly RangeHoliday[], person: HolidayPerson): WorkCalendar['holidays'] {
  const seen = new Set<string>();
  const mine: { date: string; name: string }[] = [];
  for (const h of range)
    if (!seen.has(h.date) && appliesTo(h, person)) {
      seen.add(h.date);
      mine.push({ date: h.date, name: h.name });
    }
  return mine;
}

/** Each person's calendar between two dates: the organisation's weekly off (`workingDays`) and their holidays. */
export async function personalCalendars(
  db: Pick<Db, 'select'>,
  ids: readonly string[],
  from: string,
  to: string,
  week: Pick<WorkCalendar, 'workingDays'>,
): Promise<Map<string, Pick<WorkCalendar, 'workingDays' | 'holidays'>>> {
  const [range, people] = await Promise.all([
    confirmedHolidays(db, from, to),
    ids.length
      ? db
          .select({ id: employees.id, gender: employees.gender, branch: employees.branch })
          .from(employees)
          .where(inArray(employees.id, [...ids]))
      : Promise.resolve([]),
  ]);
  return new Map(
    people.map((person) => [
      person.id,
      { workingDays: week.workingDays, holidays: holidaysOf(range, person) },
    ]),
  );
}

/** One person's calendar between two dates (an unknown id: the holidays everyone has). */
export async function personalCalendar(
  db: Pick<Db, 'select'>,
  employeeId: string,
  from: string,
  to: string,
  week: Pick<WorkCalendar, 'workingDays'>,
) {
  const calendars = await personalCalendars(db, [employeeId], from, to, week);
  return (
    calendars.get(employeeId) ?? {
      workingDays: week.workingDays,
      holidays: holidaysOf(await confirmedHolidays(db, from, to), { gender: null, branch: null }),
    }
  );
}

/**
 * The same rule as `personalCalendars`, for a statement that reads a person (`person`: their employee row's alias):
 * that person's confirmed holidays on the days `on` keeps (given the holiday's date) as a JSON list of
 * `{ date, name }` (null: none), in the statement itself, so a month's view or a balance keeps its one round trip.
 */
export function personHolidaysJson(person: string, on: (date: SQL) => SQL) {
  const p = sql.raw(person);
  return sql<{ date: string; name: string }[] | null>`(select json_agg(json_build_object('date', h.date,
    'name', h.name) order by h.date) from ${holidays} h where h.confirmed and ${on(sql`h.date`)}
      and (h.gender is null or h.gender = ${p}.gender)
      and (cardinality(h.branches) = 0 or ${p}.branch = any(h.branches)))`;
}
