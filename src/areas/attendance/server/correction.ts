/**
 * hr corrects one employee's day (rules §4): times and status with a reason, recorded in the audit log with
 * before and after in the same transaction. Submitted months may be corrected (that is what a correction is for).
 * Times arrive as local HH:MM in the organisation's time zone on the corrected date.
 */
import { and, eq } from 'drizzle-orm';
import type { Actor, Trace } from '../../../server/actor.js';
import type { Db, Tx } from '../../../server/db/client.js';
import { attendanceRecords } from '../../../server/db/schema.js';
import { refuse } from '../../../server/http/errors.js';
import { localDate, parseClock } from '../../../shared/calendar.js';
import { recordAudit } from '../../audit/server/writes.js';
import { getSettings } from '../../settings/server/reads.js';
import type { CorrectionBody } from '../admin-schemas.js';
import { zonedInstant } from '../schemas.js';
import { presentRecord } from './ledger.js';

export async function correctDay(
  db: Db,
  by: Actor,
  employee: { id: string; dateOfJoining: string },
  now: Date,
  body: CorrectionBody,
) {
  const settings = await getSettings(db);
  if (body.date > localDate(now, settings.timeZone)) throw refuse(400, 'field_future', { field: 'date' });
  if (body.date < employee.dateOfJoining) throw refuse(400, 'date_before_joining');
  const instant = (field: 'check_in_time' | 'check_out_time') => {
    const hhmm = body[field];
    if (!hhmm) return null;
    const at = zonedInstant(body.date, parseClock(hhmm), settings.timeZone);
    if (at > now) throw refuse(400, 'field_future', { field });
    return at;
  };
  const checkInAt = instant('check_in_time');
  const checkOutAt = instant('check_out_time');
  const correction = {
    checkInAt,
    checkOutAt,
    status: body.status,
    correctionNote: body.reason,
    correctedBy: by.id,
    correctedAt: now,
    updatedAt: now,
  };

  return db.transaction((tx) => writeCorrection(tx, by, employee.id, body.date, correction));
}

type Correction = Pick<
  typeof attendanceRecords.$inferInsert,
  'checkInAt' | 'checkOutAt' | 'status' | 'correctionNote' | 'correctedBy' | 'correctedAt' | 'updatedAt'
>;

/**
 * Writes a corrected day inside the caller's transaction, with the audit record: hr's correction, or an approved
 * correction request (approvals/effects.ts).
 */
export async function writeCorrection(
  tx: Tx,
  by: Trace,
  employeeId: string,
  date: string,
  correction: Correction,
) {
  const [before] = await tx
    .select()
    .from(attendanceRecords)
    .where(and(eq(attendanceRecords.employeeId, employeeId), eq(attendanceRecords.workDate, date)))
    .for('update');
  // One row per employee and day even when a check-in or another correction races this one.
  const [after] = await tx
    .insert(attendanceRecords)
    .values({ employeeId, workDate: date, ...correction })
    .onConflictDoUpdate({
      target: [attendanceRecords.employeeId, attendanceRecords.workDate],
      set: correction,
    })
    .returning();
  await recordAudit(tx, by, {
    action: 'correct',
    entity: 'attendance',
    entityId: after!.id,
    before: before ?? null,
    after: after!,
  });
  return presentRecord(after!);
}
