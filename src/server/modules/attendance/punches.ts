/**
 * Punches from phones (rules §15): when a Clock In / Clock Out happened (the device's time, never later than
 * its arrival), why hr should look at it, and the idempotency key that makes a punch sent twice one punch. The
 * key is claimed first in the punch's transaction: a racing duplicate waits on the unique index, finds it taken
 * and answers what the first one recorded.
 */
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { MAX_PUNCH_AGE_HOURS, type PunchFlag, punchMessages as say } from '../../../shared/punches.js';
import type { Actor } from '../../actor.js';
import type { Db, Tx } from '../../db/client.js';
import { attendancePunches, attendanceRecords, employees } from '../../db/schema.js';
import { AppError, badRequest, conflict } from '../../http/errors.js';
import { recordAudit } from '../audit/service.js';
import type { checkPlace, PunchPlace } from '../sites/service.js';
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
    throw badRequest(say.tooOld, { field: 'device_time' });
  const flags: PunchFlag[] = [];
  if (device && Math.abs(received.getTime() - device.getTime()) > gapMinutes * 60_000)
    flags.push('clock_gap');
  return { device, recorded, flags };
}

/** Thrown inside a punch's transaction when its key was already taken: rolls it back, then the replay answers. */
export class PunchReplayed extends Error {}

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
    throw conflict(say.keyReused, { code: 'punch_key_reused', field: 'punch_id' });
  return presentRecord(found.record);
}

/** Claims the punch's key and stores the punch; throws PunchReplayed when another request took the key. */
export async function claimPunch(
  tx: Tx,
  employeeId: string,
  action: PunchAction,
  key: string | undefined,
  times: ReturnType<typeof punchTimes>,
  received: Date,
  place: Awaited<ReturnType<typeof checkPlace>>,
) {
  const [row] = await tx
    .insert(attendancePunches)
    .values({
      employeeId,
      action,
      punchKey: key ?? null,
      deviceTime: times.device,
      receivedAt: received,
      recordedAt: times.recorded,
      flags: [...times.flags, ...place.flags],
      latitude: place.location?.latitude ?? null,
      longitude: place.location?.longitude ?? null,
      accuracy: place.location?.accuracy ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: attendancePunches.id });
  if (!row) throw new PunchReplayed();
  return row.id;
}

export async function attachPunch(tx: Tx, punchId: string, attendanceId: string) {
  await tx.update(attendancePunches).set({ attendanceId }).where(eq(attendancePunches.id, punchId));
}

/** Runs a punch; a key another request already used answers what that request recorded. */
export async function oncePerKey<T>(
  db: Db,
  employeeId: string,
  action: PunchAction,
  key: string | undefined,
  run: () => Promise<T>,
  replay: (record: ReturnType<typeof presentRecord>) => T,
): Promise<T> {
  const earlier = await replayOf(db, employeeId, action, key);
  if (earlier) return replay(earlier);
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof PunchReplayed)) throw error;
    const record = await replayOf(db, employeeId, action, key);
    if (!record) throw new AppError(409, say.keyReused, { code: 'punch_key_reused', field: 'punch_id' });
    return replay(record);
  }
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
      if (!existing) throw new AppError(404, say.notFound, { code: 'punch_not_found', field: 'punch_id' });
      throw conflict(say.alreadyReviewed, { code: 'punch_already_reviewed' });
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
