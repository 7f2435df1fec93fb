/**
 * The attendance area's tables, re-exported by `db/schema.ts`: the day's records, the months submitted, and every
 * punch from a phone as it arrived (rules §15).
 */
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  doublePrecision,
  index,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, instant, ref, timestamps } from '../../../server/db/columns.js';
import { employees } from '../../../server/db/schema.js';

/**
 * One attendance record per employee per local working day (the unique index makes racing check-ins give one
 * record). Times are instants; `workDate` is the day in the organisation's time zone.
 */
export const attendanceRecords = pgTable(
  'attendance_records',
  {
    id: id(),
    employeeId: ref('employee_id', () => employees.id).notNull(),
    workDate: date('work_date').notNull(),
    checkInAt: instant('check_in_at'),
    checkOutAt: instant('check_out_at'),
    status: text('status', { enum: ['Present', 'Late', 'Absent'] }).notNull(),
    /** Why hr corrected this record, and who did it; null for records made by the clock. */
    correctionNote: text('correction_note'),
    correctedBy: ref('corrected_by', () => employees.id),
    correctedAt: instant('corrected_at'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('attendance_employee_day_key').on(t.employeeId, t.workDate),
    index('attendance_day_idx').on(t.workDate),
    // The dashboard counts today's Present and Late from the index alone.
    index('attendance_day_status_idx').on(t.workDate, t.status),
    check(
      'attendance_out_after_in',
      sql`${t.checkOutAt} is null or (${t.checkInAt} is not null and ${t.checkOutAt} >= ${t.checkInAt})`,
    ),
  ],
);

/** A month an employee has submitted: read-only for them from then on. */
export const attendanceSubmissions = pgTable(
  'attendance_submissions',
  {
    employeeId: ref('employee_id', () => employees.id).notNull(),
    /** yyyy-mm */
    month: text('month').notNull(),
    submittedAt: instant('submitted_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.employeeId, t.month] }),
    check('attendance_submissions_month_format', sql`${t.month} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
  ],
);

/**
 * One Clock In or Clock Out as the server received it: the device's time (a punch queued offline arrives late)
 * and the server's, the time recorded on the day, and why hr should look at it. The device's key makes a punch
 * sent twice (a retry, a replayed queue) one punch: the unique index decides, even between racing instances.
 */
export const attendancePunches = pgTable(
  'attendance_punches',
  {
    id: id(),
    employeeId: ref('employee_id', () => employees.id).notNull(),
    /** The day the punch wrote (written in the same statement as the day, `clock.ts`). */
    attendanceId: ref('attendance_id', () => attendanceRecords.id),
    action: text('action', { enum: ['in', 'out'] }).notNull(),
    /** The device's idempotency key (a uuid it made when the person pressed the button); null from callers that send none. */
    punchKey: uuid('punch_key'),
    /** When the person pressed the button, by the device's clock; null when the caller did not say. */
    deviceTime: instant('device_time'),
    receivedAt: instant('received_at').notNull(),
    /** The time written on the day: the device's, never later than the server's. */
    recordedAt: instant('recorded_at').notNull(),
    /**
     * Where the device said it was, kept only when the location rule needed it (rules §15): not off, and the
     * person has a site. Shown only to hr and the person.
     */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** How far off the fix may be (metres), as the device reported it. */
    accuracy: doublePrecision('accuracy'),
    /**
     * Why hr should look at it: `clock_gap` (device and server times too far apart), `outside_site` (outside
     * every geofence of the person's sites), `unknown_network` (an address in none of their networks),
     * `no_location` (the device gave no location where the rule needed one).
     */
    flags: text('flags').array().notNull().default(sql`'{}'::text[]`),
    reviewedBy: ref('reviewed_by', () => employees.id),
    reviewedAt: instant('reviewed_at'),
  },
  (t) => [
    uniqueIndex('attendance_punches_key').on(t.punchKey),
    index('attendance_punches_employee_idx').on(t.employeeId, t.receivedAt),
    // hr's list of punches waiting for a look.
    index('attendance_punches_flagged_idx')
      .on(t.receivedAt)
      .where(sql`cardinality(${t.flags}) > 0 and ${t.reviewedAt} is null`),
    check('attendance_punches_action', sql`${t.action} in ('in', 'out')`),
    check(
      'attendance_punches_flags',
      sql`${t.flags} <@ array['clock_gap', 'outside_site', 'unknown_network', 'no_location']::text[]`,
    ),
    check(
      'attendance_punches_location',
      sql`(${t.latitude} is null) = (${t.longitude} is null) and (${t.accuracy} is null or ${t.latitude} is not null)`,
    ),
    check('attendance_punches_recorded', sql`${t.recordedAt} <= ${t.receivedAt}`),
    check('attendance_punches_reviewed', sql`(${t.reviewedBy} is null) = (${t.reviewedAt} is null)`),
  ],
);
