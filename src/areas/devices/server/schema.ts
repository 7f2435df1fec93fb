/**
 * The devices area's tables (issue 42, decision 034), re-exported by `db/schema.ts`: the attendance devices that
 * push punches (ZKTeco/eSSL ADMS), which device user (PIN) is which employee, and every punch line a device sent.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, id, instant, ref, timestamps } from '../../../server/db/columns.js';
import { employees, workSites } from '../../../server/db/schema.js';

/** A device hr registered: its serial is how it names itself on every request (not a secret: decision 034). */
export const attendanceDevices = pgTable(
  'attendance_devices',
  {
    id: id(),
    serial: text('serial').notNull(),
    name: text('name').notNull(),
    /** Where it hangs: a punch of someone who works only at other sites is flagged `outside_site`. */
    siteId: ref('site_id', () => workSites.id, 'set null'),
    /** The zone of the device's clock: its local times become instants in it. */
    timeZone: text('time_zone').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    lastSeenAt: instant('last_seen_at'),
    /** The address its last request came from. */
    lastAddress: text('last_address'),
    /** The ATTLOG stamp of its last upload (the device's own bookmark). */
    lastStamp: text('last_stamp'),
    /** Punch lines stored (duplicates not counted), and lines skipped as malformed or refused. */
    punchesReceived: integer('punches_received').notNull().default(0),
    linesSkipped: integer('lines_skipped').notNull().default(0),
    /** Arrival minus the newest punch of its last upload, in seconds (negative: the device's clock is ahead). */
    clockSkewSeconds: integer('clock_skew_seconds'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('attendance_devices_serial_key').on(t.serial),
    check('attendance_devices_serial', sql`${t.serial} ~ '^[A-Za-z0-9_-]{1,40}$'`),
  ],
);

/**
 * A device user id (PIN) that is an employee: on one device, or on every device when `device_id` is null. A PIN
 * mapped nowhere is the employee whose code it is.
 */
export const devicePins = pgTable(
  'device_pins',
  {
    id: id(),
    deviceId: ref('device_id', () => attendanceDevices.id, 'cascade'),
    pin: text('pin').notNull(),
    employeeId: ref('employee_id', () => employees.id, 'cascade').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('device_pins_device_key').on(t.deviceId, t.pin).where(sql`${t.deviceId} is not null`),
    uniqueIndex('device_pins_everywhere_key').on(t.pin).where(sql`${t.deviceId} is null`),
    check('device_pins_pin', sql`${t.pin} ~ '^[A-Za-z0-9_-]{1,24}$'`),
  ],
);

/**
 * One punch line as a device sent it. The unique index makes a line sent again (devices resend) one row, even
 * between racing instances. `state`: `applied` (written to the person's day), `unmatched` (no employee for the
 * PIN yet: applied when hr maps it), `refused` (`reason`: the month is submitted, hr corrected the day, the day is
 * before joining, too old).
 */
export const devicePunches = pgTable(
  'device_punches',
  {
    id: id(),
    deviceId: ref('device_id', () => attendanceDevices.id, 'cascade').notNull(),
    pin: text('pin').notNull(),
    /** The time as the device wrote it, `YYYY-MM-DD HH:MM:SS` in its own zone. */
    localTime: text('local_time').notNull(),
    punchedAt: instant('punched_at').notNull(),
    /** The device's punch state (0 check-in, 1 check-out, 255 none …) and verify mode, as sent. */
    status: smallint('status'),
    verify: smallint('verify'),
    receivedAt: instant('received_at').notNull(),
    employeeId: ref('employee_id', () => employees.id, 'cascade'),
    state: text('state', { enum: ['applied', 'unmatched', 'refused'] }).notNull(),
    reason: text('reason', { enum: ['month_locked', 'corrected', 'before_joining', 'too_old'] }),
  },
  (t) => [
    uniqueIndex('device_punches_line_key').on(t.deviceId, t.pin, t.localTime),
    index('device_punches_unmatched_idx').on(t.pin).where(sql`${t.state} = 'unmatched'`),
    index('device_punches_employee_idx').on(t.employeeId, t.punchedAt),
    check('device_punches_state', sql`(${t.state} = 'unmatched') = (${t.employeeId} is null)`),
    check('device_punches_reason', sql`(${t.state} = 'refused') = (${t.reason} is not null)`),
  ],
);

/**
 * A command for a device, sent when it next polls (`/iclock/getrequest`) as `C:<seq>:<text>` and answered on
 * `/iclock/devicecmd` (decision 034): ask again for its punches of a period (`resend_punches`), or write a mapped
 * person's name under their PIN (`send_name`). `queued` until sent; `sent` until the device answers (`done` or
 * `failed` by its return code), sent again when unanswered, `failed` after five sendings. The same text waits once.
 */
export const deviceCommands = pgTable(
  'device_commands',
  {
    id: id(),
    /** The number the device sees and answers with (firmware reads it as an integer). */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
    deviceId: ref('device_id', () => attendanceDevices.id, 'cascade').notNull(),
    kind: text('kind', { enum: ['resend_punches', 'send_name'] }).notNull(),
    /** The command as the device reads it, without `C:<seq>:`. */
    text: text('text').notNull(),
    fromDate: date('from_date', { mode: 'string' }),
    toDate: date('to_date', { mode: 'string' }),
    pin: text('pin'),
    state: text('state', { enum: ['queued', 'sent', 'done', 'failed'] })
      .notNull()
      .default('queued'),
    attempts: smallint('attempts').notNull().default(0),
    sentAt: instant('sent_at'),
    endedAt: instant('ended_at'),
    /** The device's return code: 0 or more done, below 0 failed; null while unanswered or when it never was. */
    returnCode: integer('return_code'),
    requestedBy: ref('requested_by', () => employees.id, 'set null'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('device_commands_seq_key').on(t.seq),
    uniqueIndex('device_commands_waiting_key')
      .on(t.deviceId, t.text)
      .where(sql`${t.state} in ('queued', 'sent')`),
    index('device_commands_device_idx').on(t.deviceId, t.seq),
    check(
      'device_commands_period',
      sql`(${t.kind} = 'resend_punches') = (${t.fromDate} is not null and ${t.toDate} is not null)`,
    ),
    check('device_commands_pin', sql`(${t.kind} = 'send_name') = (${t.pin} is not null)`),
    check('device_commands_ended', sql`(${t.state} in ('done', 'failed')) = (${t.endedAt} is not null)`),
  ],
);
