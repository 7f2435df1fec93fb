/**
 * Three months of demo attendance, up to yesterday (never today, so every demo person can clock in on first
 * start): about 85% on time (08:35–09:09), 10% late (09:11–10:05), 5% absent (no record), on working days that
 * are not holidays or approved leave. Deterministic, so every fresh demo looks the same; one batched insert.
 * Working days and months are the organisation's (Sunday to Friday and Bikram Sambat months on Nepal's profile);
 * months before the current one are submitted, as a real team would have done. The organisation's attendance
 * start date is the first seeded day, so the years before it are not counted as absences.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { checkInStatus, zonedInstant } from '../../../areas/attendance/contract.js';
import { addDays, eachDay, isWorkingDay } from '../../../shared/calendar.js';
import { periodsOf } from '../../../shared/periods.js';
import type { Tx } from '../client.js';
import { attendanceRecords, attendanceSubmissions, leaveRequests, organisationSettings } from '../schema.js';
import type { DemoOrganisation } from './demo.js';

/** A number in [0, 1) from a string: FNV-1a, then a few rounds of mixing. */
function roll(key: string): number {
  let h = 2166136261;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 16777619);
  h ^= h >>> 16;
  h = Math.imul(h, 2246822507);
  h ^= h >>> 13;
  return (h >>> 0) / 4294967296;
}

const between = (r: number, from: number, to: number) => from + Math.floor(r * (to - from + 1));

function threeMonthsBefore(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() - 3);
  return d.toISOString().slice(0, 10);
}

export async function seedDemoAttendance(tx: Tx, demo: DemoOrganisation) {
  const [settings] = await tx.select().from(organisationSettings).where(eq(organisationSettings.id, 1));
  if (!settings) return;
  const { monthOf } = periodsOf(settings.periodCalendar);
  const ids = demo.people.map((p) => p.id);
  const leaves = await tx
    .select({
      employeeId: leaveRequests.employeeId,
      start: leaveRequests.startDate,
      end: leaveRequests.endDate,
    })
    .from(leaveRequests)
    .where(and(inArray(leaveRequests.employeeId, ids), eq(leaveRequests.status, 'approved')));
  const yesterday = addDays(demo.today, -1);
  const start = threeMonthsBefore(demo.today);
  // People joined 8–47 months ago, but the demo's attendance begins here: no absences before it.
  await tx
    .update(organisationSettings)
    .set({ attendanceStartDate: start })
    .where(eq(organisationSettings.id, 1));

  const rows: (typeof attendanceRecords.$inferInsert)[] = [];
  const submissions: (typeof attendanceSubmissions.$inferInsert)[] = [];
  for (const person of demo.people) {
    const from = [start, person.dateOfJoining].sort()[1]!;
    const own = leaves.filter((l) => l.employeeId === person.id);
    for (const date of eachDay(from, yesterday)) {
      if (!isWorkingDay(date, settings)) continue;
      if (own.some((l) => l.start <= date && date <= l.end)) continue;
      const key = `${person.key}:${date}`;
      const r = roll(key);
      if (r < 0.05) continue; // absent: no record
      const inMinutes =
        r < 0.15 ? between(roll(`${key}:in`), 551, 605) : between(roll(`${key}:in`), 515, 549);
      const checkInAt = zonedInstant(date, inMinutes, settings.timeZone);
      rows.push({
        employeeId: person.id,
        workDate: date,
        checkInAt,
        checkOutAt: zonedInstant(date, between(roll(`${key}:out`), 1020, 1110), settings.timeZone),
        status: checkInStatus(checkInAt, settings, true),
      });
    }
    const months = new Set(eachDay(from, yesterday).map(monthOf));
    months.delete(monthOf(demo.today));
    for (const month of months) submissions.push({ employeeId: person.id, month });
  }
  if (rows.length) await tx.insert(attendanceRecords).values(rows);
  if (submissions.length) await tx.insert(attendanceSubmissions).values(submissions);
}
