/**
 * Punches from phones (rules §15): when a Clock In / Clock Out happened (the device's time, never later than
 * its arrival), why hr should look at it, and what a punch sent twice answers (`replayOf`; `clock.ts` writes
 * them).
 */
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Actor } from '../../../server/actor.js';
import type { Db, Tx } from '../../../server/db/client.js';
import { attendancePunches, attendanceRecords, employees } from '../../../server/db/schema.js';
import { refuse } from '../../../server/http/errors.js';
import { recordAudit } from '../../audit/server/writes.js';
import type { PunchPlace } from '../../sites/server/reads.js';
import { MAX_PUNCH_AGE_HOURS, type PunchFlag, punchMessages as say } from '../punch-schemas.js';
import { presentRecord } from './ledger.js';

export interface PunchInput extends PunchPlace {
  punch_id?: string;
  device_time?: string;
}
export type PunchAction = 'in' | 'out';

/** When the punch is written on the day, and why hr should look at it. */
export function punchTimes(received: Date, deviceTime: string | undefined, gapMinutes: number) {
  const device = deviceTime ? new Date(deviceTime) : null;
  // A device clock ahead of the server's cannot put a punch in the future; the gap flag tells hr.
  const recorded = device && device < received ? device : received;
  if (received.getTime() - recorded.getTime() > MAX_PUNCH_AGE_HOURS * 3_600_000)
    throw refuse(400, 'punch_too_old', { hours: MAX_PUNCH_AGE_HOURS }, { field: 'device_time' });
  const flags: PunchFlag[] = [];
  if (device && Math.abs(received.getTime() - device.getTime()) > gapMinutes * 60_000)
    flags.push('clock_gap');
  return { device, recorded, flags };
}

/** A punch key sent again for another action or another person. */
export const keyReused = () => refuse(409, 'punch_key_reused', { field: 'punch_id' });

/** What the punch with this key recorded, if it was already sent: the same day's record again. */
export async function replayOf(
  db: Db | Tx,
  employeeId: string,
  action: PunchAction,
  key: string | undefined,
) {
  if (!key) return null;
  const [found] = await db
    .select({ punch: attendancePunches, record: attendanceRecords })
    .from(attendancePunches)
    .leftJoin(attendanceRecords, eq(attendanceRecords.id, attendancePunches.attendanceId))
    .where(eq(attendancePunches.punchKey, key));
  if (!found) return null;
  if (found.punch.employeeId !== employeeId || found.punch.action !== action || !found.record)
    throw keyReused();
  return presentRecord(found.record);
}

const unreviewedFlagged = and(
  sql`cardinality(${attendancePunches.flags}) > 0`,
  isNull(attendancePunches.reviewedAt),
);

/** hr's list: flagged punches not yet reviewed, newest first. */
export async function flaggedPunches(db: Db) {
  const rows = await db
    .select({ punch: attendancePunches, workDate: attendanceRecords.workDate, person: employees })
    .from(attendancePunches)
    .innerJoin(employees, eq(employees.id, attendancePunches.employeeId))
    .leftJoin(attendanceRecords, eq(attendanceRecords.id, attendancePunches.attendanceId))
    .where(unreviewedFlagged)
    .orderBy(desc(attendancePunches.receivedAt))
    .limit(200);
  return {
    punches: rows.map(({ punch, workDate, person }) => ({
      _id: punch.id,
      employee: {
        _id: person.id,
        name: `${person.firstName} ${person.lastName}`,
        employeeId: person.employeeCode,
      },
      action: punch.action,
      date: workDate,
      device_time: punch.deviceTime?.toISOString() ?? null,
      received_at: punch.receivedAt.toISOString(),
      recorded_at: punch.recordedAt.toISOString(),
      flags: punch.flags as PunchFlag[],
      location:
        punch.latitude !== null && punch.longitude !== null
          ? { latitude: punch.latitude, longitude: punch.longitude, accuracy: punch.accuracy }
          : null,
    })),
  };
}

/** hr has looked at a flagged punch: it leaves the list (a wrong time is corrected on the day, as ever). */
export async function reviewPunch(db: Db, by: Actor, punchId: string, now: Date) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(attendancePunches)
      .set({ reviewedBy: by.id, reviewedAt: now })
      .where(and(eq(attendancePunches.id, punchId), unreviewedFlagged))
      .returning();
    if (!row) {
      const [existing] = await tx
        .select({ id: attendancePunches.id })
        .from(attendancePunches)
        .where(eq(attendancePunches.id, punchId));
      if (!existing) throw refuse(404, 'punch_not_found', { field: 'punch_id' });
      throw refuse(409, 'punch_already_reviewed');
    }
    await recordAudit(tx, by, {
      action: 'review',
      entity: 'attendance_punch',
      entityId: row.id,
      before: { reviewedAt: null },
      after: { reviewedAt: row.reviewedAt, flags: row.flags },
    });
    return { message: say.reviewed };
  });
}
