/**
 * Clock In and Clock Out (rules §4, §15), each one prepared statement: the day's record (a conditional upsert
 * or update, refused when the day's month is submitted), the punch that made it and the audit line, written
 * together or not at all, in one round trip. A phone's punch may say when it happened (`device_time`): the day
 * and the time written are the device's, never later than now. Its key (`punch_id`) makes the same punch sent
 * again answer what the first recorded: a key already stored breaks its unique index and rolls the statement
 * back, and a refusal of a keyed punch looks for the punch that key recorded before it answers.
 */
import { and, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../../server/actor.js';
import { type Db, preparedOnce } from '../../../server/db/client.js';
import { jsonObject } from '../../../server/db/json.js';
import {
  attendancePunches,
  attendanceRecords,
  attendanceSubmissions,
  auditLog,
} from '../../../server/db/schema.js';
import { AppError, constraintRefusal, refuse, registerUniqueRules } from '../../../server/http/errors.js';
import { isWorkingDay } from '../../../shared/calendar.js';
import { periodsOf } from '../../../shared/periods.js';
import { personalCalendar } from '../../holidays/server/reads.js';
import { getSettings, type Settings } from '../../settings/server/reads.js';
import { judgeDay } from '../../shifts/contract.js';
import { workDayOf } from '../../shifts/server/reads.js';
import { checkPlace } from '../../sites/server/reads.js';
import { checkInStatus } from '../schemas.js';
import { presentRecord } from './ledger.js';
import { keyReused, type PunchAction, type PunchInput, punchTimes, replayOf } from './punches.js';
import { type AttendanceSubject, isDayLocked } from './service.js';

registerUniqueRules({ attendance_punches_key: { code: 'punch_key_reused', field: 'punch_id' } });

const p = {
  employee: sql`${sql.placeholder('employee')}::uuid`,
  day: sql`${sql.placeholder('day')}::date`,
  at: sql`${sql.placeholder('at')}::timestamptz`,
  now: sql`${sql.placeholder('now')}::timestamptz`,
};

/** The day's month is submitted up to and including the day (`isDayLocked`, in SQL). */
const dayLocked = sql`exists (select 1 from ${attendanceSubmissions} s
  where s.employee_id = ${p.employee} and s.month = ${sql.placeholder('month')}
    and (s.submitted_at at time zone ${sql.placeholder('timeZone')})::date >= ${p.day})`;

/**
 * One statement: `record` writes the day and returns it as `rec`; the punch and the audit line follow it, so
 * nothing is written when the record is not.
 */
function clockStatement(db: Db, action: PunchAction, record: SQL, audit: { before: SQL; after: SQL }) {
  const rec = db.$with('rec', getTableColumns(attendanceRecords)).as(record);
  const punch = db.$with('punch', {}).as(sql`insert into ${attendancePunches} (employee_id, attendance_id,
    action, punch_key, device_time, received_at, recorded_at, flags, latitude, longitude, accuracy)
    select rec.employee_id, rec.id, ${action}, ${sql.placeholder('key')}::uuid,
      ${sql.placeholder('device')}::timestamptz, ${p.now}, ${p.at}, ${sql.placeholder('flags')}::text[],
      ${sql.placeholder('latitude')}::float8, ${sql.placeholder('longitude')}::float8,
      ${sql.placeholder('accuracy')}::float8
    from rec`);
  const logged = db.$with('logged', {}).as(sql`insert into ${auditLog} (actor_id, action, entity, entity_id,
    before, after, request_id)
    select ${sql.placeholder('actor')}::uuid, ${`check_${action}`}, 'attendance', rec.id, ${audit.before},
      ${audit.after} || jsonb_build_object('punch', ${sql.placeholder('punch')}::jsonb),
      ${sql.placeholder('requestId')}::text
    from rec`);
  return db.with(rec, punch, logged).select().from(rec).prepare(`clock_${action}`);
}

/** The record as the audit keeps it: every column, by the names the code uses. */
const wholeRecord = jsonObject(attendanceRecords, 'rec');

/** Clock In and Clock Out on `db`, for the routes. */
export function clock(db: Db) {
  // A day hr marked Absent can still be checked in; a day already checked in cannot, even by a racing instance.
  const checkIn = preparedOnce(db, 'clock_in', () =>
    clockStatement(
      db,
      'in',
      sql`insert into ${attendanceRecords} (employee_id, work_date, check_in_at, status)
      select ${p.employee}, ${p.day}, ${p.at}, ${sql.placeholder('status')}::text where not ${dayLocked}
      on conflict (employee_id, work_date) do update
        set check_in_at = excluded.check_in_at, status = excluded.status, updated_at = ${p.now}
        where ${attendanceRecords}.check_in_at is null
      returning *`,
      { before: sql`null`, after: wholeRecord },
    ),
  );
  // The database keeps check-out after check-in (a check constraint); a device clock behind cannot break it.
  const checkOut = preparedOnce(db, 'clock_out', () =>
    clockStatement(
      db,
      'out',
      sql`update ${attendanceRecords} set check_out_at = greatest(check_in_at, ${p.at}), updated_at = ${p.now}
      where employee_id = ${p.employee} and work_date = ${p.day}
        and check_in_at is not null and check_out_at is null and not ${dayLocked}
      returning *`,
      {
        before: sql`jsonb_build_object('checkOutAt', null)`,
        after: sql`jsonb_build_object('checkOutAt', rec.check_out_at)`,
      },
    ),
  );

  /** Why a punch wrote nothing: the month is submitted, or the day is already clocked (or not clocked in). */
  async function refusal(action: PunchAction, employee: AttendanceSubject, day: string, settings: Settings) {
    if (await isDayLocked(db, employee.id, day, settings))
      return refuse(409, 'month_locked', { month: periodsOf(settings.periodCalendar).monthOf(day) });
    if (action === 'in') return refuse(409, 'already_checked_in');
    const [existing] = await db
      .select({ checkInAt: attendanceRecords.checkInAt })
      .from(attendanceRecords)
      .where(and(eq(attendanceRecords.employeeId, employee.id), eq(attendanceRecords.workDate, day)));
    return refuse(409, existing?.checkInAt ? 'already_checked_out' : 'not_checked_in');
  }

  async function punch(
    action: PunchAction,
    by: Actor,
    employee: AttendanceSubject,
    now: Date,
    input: PunchInput,
  ) {
    const settings = await getSettings(db);
    const times = punchTimes(now, input.device_time, settings.clockGapMinutes);
    // A blocked punch is refused here, before anything is written (rules §15).
    const place = await checkPlace(db, settings, employee.id, input);
    const at = times.recorded;
    // The day the punch belongs to: a night shift's punch after midnight is the day the shift started (issue 42).
    const { day, shift } = await workDayOf(db, employee.id, at, settings.timeZone);
    if (action === 'in' && day < employee.dateOfJoining) throw refuse(409, 'before_joining');
    const flags = [...times.flags, ...place.flags];
    // On a rostered day the shift judges lateness (a rostered day off is never late). Otherwise a check-in is
    // late only on a day the person works: the organisation's working day and none of their own holidays (a
    // women-only or a branch's holiday, issue 40; read only for a check-in that would be late).
    const late =
      action === 'in' &&
      (shift !== undefined
        ? shift !== null && judgeDay(day, shift, settings.timeZone, at, null).late
        : checkInStatus(at, settings, isWorkingDay(day, settings)) === 'Late' &&
          isWorkingDay(day, await personalCalendar(db, employee.id, day, day, settings)));
    const [row] = await (action === 'in' ? checkIn : checkOut).execute({
      employee: employee.id,
      day,
      at: at.toISOString(),
      now: now.toISOString(),
      status: late ? 'Late' : 'Present',
      month: periodsOf(settings.periodCalendar).monthOf(day),
      timeZone: settings.timeZone,
      key: input.punch_id ?? null,
      device: times.device?.toISOString() ?? null,
      flags,
      latitude: place.location?.latitude ?? null,
      longitude: place.location?.longitude ?? null,
      accuracy: place.location?.accuracy ?? null,
      actor: by.id,
      requestId: by.requestId,
      punch: JSON.stringify({ deviceTime: times.device, receivedAt: now, flags }),
    });
    if (!row) throw await refusal(action, employee, day, settings);
    return presentRecord(row);
  }

  /** Runs a punch; a keyed punch that is refused answers what its key recorded, if it was sent before. */
  const once =
    (action: PunchAction) =>
    async (by: Actor, employee: AttendanceSubject, now: Date, input: PunchInput = {}) => {
      try {
        return await punch(action, by, employee, now, input);
      } catch (error) {
        const taken = constraintRefusal(error)?.code === 'punch_key_reused';
        const refused = error instanceof AppError && error.statusCode < 500;
        if (!input.punch_id || !(taken || refused)) throw error;
        const earlier = await replayOf(db, employee.id, action, input.punch_id);
        if (earlier) return earlier;
        if (taken) throw keyReused();
        throw error;
      }
    };

  return { checkIn: once('in'), checkOut: once('out') };
}
