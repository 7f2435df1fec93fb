/**
 * Demo shifts (issue 42): three shift types (Morning 06:00–14:00, Evening 14:00–22:00, Night 22:00–06:00) and a
 * weekly rotation for Operations over the rest of this month and the next (the organisation's months), each person
 * a turn apart so the roster shows all three, Saturday off. It starts tomorrow: the days already seeded keep the
 * working day that judged them. Deterministic, one insert per table.
 */
import { eq } from 'drizzle-orm';
import { planDays } from '../../../areas/shifts/shift-rules.js';
import { addDays, eachDay, weekday } from '../../../shared/calendar.js';
import { periodsOf } from '../../../shared/periods.js';
import type { Tx } from '../client.js';
import { organisationSettings, rosterDays, shiftTypes } from '../schema.js';
import type { DemoOrganisation } from './demo.js';

const everyDay = [0, 1, 2, 3, 4, 5, 6];
const types = [
  { name: 'Morning', startTime: '06:00', endTime: '14:00' },
  { name: 'Evening', startTime: '14:00', endTime: '22:00' },
  { name: 'Night', startTime: '22:00', endTime: '06:00' },
].map((t) => ({
  ...t,
  breakMinutes: 30,
  lateGraceMinutes: 10,
  earlyGraceMinutes: 10,
  fullDayMinutes: 420,
  halfDayMinutes: 210,
  weekdays: everyDay,
}));
/** Who is rostered: Operations (Hari Neupane and his three reports). */
const rostered = ['ops', 'o1', 'o2', 'o3'];

export async function seedDemoShifts(tx: Tx, demo: DemoOrganisation) {
  const rows = await tx.insert(shiftTypes).values(types).returning({ id: shiftTypes.id });
  const ids = rows.map((r) => r.id);
  const [settings] = await tx.select().from(organisationSettings).where(eq(organisationSettings.id, 1));
  const periods = periodsOf(settings!.periodCalendar);
  const thisMonth = periods.rangeOf(periods.monthOf(demo.today))!;
  const nextMonth = periods.rangeOf(periods.monthOf(addDays(thisMonth.last, 1)))!;
  const from = addDays(demo.today, 1);
  // Weeks are counted from the Sunday of the first day, so a turn changes on Sundays.
  const sunday = addDays(from, -weekday(from));
  const dates = eachDay(sunday, nextMonth.last);
  const days = rostered.flatMap((key, i) => {
    const person = demo.people.find((p) => p.key === key)!;
    const rotation = { shiftTypeIds: [...ids.slice(i % 3), ...ids.slice(0, i % 3)], every: 'week' as const };
    return planDays(dates, rotation, () => everyDay, [6])
      .filter((d) => d.date >= from)
      .map((d) => ({ employeeId: person.id, date: d.date, shiftTypeId: d.shiftTypeId }));
  });
  if (days.length) await tx.insert(rosterDays).values(days);
}
