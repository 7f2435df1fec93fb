/**
 * Demo approvals (rules §10): one routing rule (annual leave over five working days needs the manager, then hr),
 * every pending demo leave routed as if just asked, and a few corrections and a profile change in flight.
 * Decided demo leave gets its one-step history (approvals/adopt.ts).
 */
import { and, eq, gte } from 'drizzle-orm';
import { adoptLeave, openRequest } from '../../../areas/approvals/server/writes.js';
import { countWorkingDays, formatClock, localDateTime } from '../../../shared/calendar.js';
import { periodsOf } from '../../../shared/periods.js';
import type { Tx } from '../client.js';
import {
  approvalRules,
  attendanceRecords,
  employees,
  leaveRequests,
  organisationSettings,
} from '../schema.js';
import type { DemoOrganisation } from './demo.js';

export async function seedDemoApprovals(tx: Tx, demo: DemoOrganisation) {
  const [settings] = await tx.select().from(organisationSettings);
  if (!settings) return;
  const { now } = demo;
  await tx.insert(approvalRules).values({
    name: 'Long annual leave',
    kind: 'leave',
    leaveType: 'Annual',
    minDays: 6,
    steps: [
      { approvers: ['manager'], people: [], mode: 'any' },
      { approvers: ['hr'], people: [], mode: 'any' },
    ],
  });
  const person = async (id: string) => {
    const [row] = await tx.select().from(employees).where(eq(employees.id, id));
    return row!;
  };
  const by = (id: string) => ({ id, requestId: 'demo' });

  const pending = await tx.select().from(leaveRequests).where(eq(leaveRequests.status, 'pending'));
  for (const leave of pending)
    await openRequest(tx, by(leave.employeeId), leave.createdAt, {
      kind: 'leave',
      employee: await person(leave.employeeId),
      leaveId: leave.id,
      leaveType: leave.leaveType,
      days: countWorkingDays(leave.startDate, leave.endDate, settings),
    });
  await adoptLeave(tx);

  const key = new Map(demo.people.map((p) => [p.key, p.id]));
  // A late day this month (the organisation's: a BS month on Nepal's profile), asked to be put right (the reader
  // missed the punch).
  const periods = periodsOf(settings.periodCalendar);
  const month = periods.rangeOf(periods.monthOf(demo.today))?.first ?? demo.today;
  for (const who of ['o1', 's2']) {
    const id = key.get(who);
    if (!id) continue;
    const [late] = await tx
      .select()
      .from(attendanceRecords)
      .where(
        and(
          eq(attendanceRecords.employeeId, id),
          eq(attendanceRecords.status, 'Late'),
          gte(attendanceRecords.workDate, month),
        ),
      )
      .limit(1);
    if (!late?.checkInAt) continue;
    const minutes = localDateTime(late.checkInAt, settings.timeZone).minutes;
    await openRequest(tx, by(id), now, {
      kind: 'attendance',
      employee: await person(id),
      payload: {
        date: late.workDate,
        check_in_time: formatClock(Math.min(minutes - 45, 540)),
        check_out_time: null,
        reason: 'The card reader at the door did not register my punch.',
      },
    });
  }
  const mover = key.get('o3');
  if (mover)
    await openRequest(tx, by(mover), now, {
      kind: 'profile',
      employee: await person(mover),
      payload: { address: 'Kupondole, Lalitpur, Nepal', contactNumber: '9841234567' },
    });
}
