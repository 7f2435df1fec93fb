/**
 * Attendance devices (issue 42, decision 034): the shapes of hr's calls, and the limits of what a device may send.
 * The push protocol itself (ZKTeco/eSSL "ADMS", iClock) is text, read on the server (`server/iclock.ts`).
 */
import { z } from 'zod';
import { isValidTimeZone } from '../../shared/calendar.js';
import { says } from '../../shared/i18n/refusals.js';
import { idOf } from '../../shared/schemas.js';
import { humanize } from '../../shared/validation.js';

/** A device's serial and a device user id (PIN), as the database's checks allow them. */
export const SERIAL_PATTERN = /^[A-Za-z0-9_-]{1,40}$/;
export const PIN_PATTERN = /^[A-Za-z0-9_-]{1,24}$/;

/** What one upload may hold: read no further than this (decision 034). */
export const DEVICE_LIMITS = {
  /** Bytes of one request's body. */
  bodyBytes: 1024 * 1024,
  /** Lines of one request's body. */
  lines: 20_000,
  /** Requests of one device per minute, per server instance. */
  requestsPerMinute: 120,
  /** Requests from one address per minute, per server instance, whatever serials they name (a site's devices share one). */
  addressRequestsPerMinute: 600,
  /** A punch older than this at arrival is kept but not applied (`too_old`). */
  maxAgeDays: 45,
  /** A device not heard from for longer is shown as silent. */
  silentMinutes: 10,
  /** Commands a device is given in one poll, and how long one sent waits for its answer before it is sent again. */
  commandsPerPoll: 20,
  commandAnswerMinutes: 10,
  /** Sendings without an answer before a command is given up (`failed`). */
  commandAttempts: 5,
  /** A device's commands hr sees. */
  commandsListed: 50,
} as const;

export const deviceMessages = {
  saved: 'Device saved.',
  mapped: 'Device user mapped.',
  unmapped: 'Device user mapping removed.',
  commandsQueued: 'Sent to the device when it next asks.',
} as const;

const serial = z
  .string()
  .trim()
  .max(40, { error: says('device_serial_invalid') })
  .regex(SERIAL_PATTERN, { error: says('device_serial_invalid') });
const pin = z
  .string()
  .trim()
  .max(24, { error: says('device_pin_invalid') })
  .regex(PIN_PATTERN, { error: says('device_pin_invalid') });

export const deviceInput = z
  .object({
    _id: idOf('_id', 'device id').optional(),
    serial,
    name: z
      .string()
      .trim()
      .min(1, { error: says('field_required', { field: 'Name' }) })
      .max(80, { error: says('field_too_long_plain', { field: 'Name' }) }),
    site_id: idOf('site_id', 'site id').nullable().default(null),
    time_zone: z
      .string()
      .max(64, { error: says('time_zone') })
      .refine(isValidTimeZone, { error: says('time_zone') }),
    enabled: z.boolean().default(true),
  })
  .strict();

export const device = z.object({
  _id: z.string(),
  serial: z.string(),
  name: z.string(),
  site_id: z.string().nullable(),
  time_zone: z.string(),
  enabled: z.boolean(),
  last_seen_at: z.string().nullable(),
  last_address: z.string().nullable(),
  last_stamp: z.string().nullable(),
  punches_received: z.number(),
  lines_skipped: z.number(),
  /** Arrival minus the newest punch of the last upload (negative: the device's clock is ahead). */
  clock_skew_seconds: z.number().nullable(),
  /** Heard from within `DEVICE_LIMITS.silentMinutes`. */
  healthy: z.boolean(),
});
export type Device = z.infer<typeof device>;
export const devicesReply = z.object({ devices: z.array(device) });

export const savedDeviceReply = z.object({ message: z.string(), _id: z.string() });
export const messageReply = z.object({ message: z.string() });

const person = z.object({ _id: z.string(), name: z.string(), employeeId: z.string() });

export const devicePin = z.object({
  _id: z.string(),
  /** null: on every device. */
  device_id: z.string().nullable(),
  pin: z.string(),
  employee: person,
});
export const devicePinsReply = z.object({ pins: z.array(devicePin) });

export const mapPinInput = z
  .object({
    device_id: idOf('device_id', 'device id').nullable().default(null),
    pin,
    employee_id: idOf('employee_id', 'employee id'),
  })
  .strict();
/** How many waiting punches the new mapping applied. */
export const mapPinReply = z.object({ message: z.string(), applied: z.number() });

export const unmapPinInput = z.object({ _id: idOf('_id', 'mapping id') }).strict();

export const unmatchedPunches = z.object({
  device_id: z.string(),
  device_name: z.string(),
  pin: z.string(),
  punches: z.number(),
  first_at: z.string(),
  last_at: z.string(),
});
export const unmatchedReply = z.object({ unmatched: z.array(unmatchedPunches) });

export const deviceCommandKinds = ['resend_punches', 'send_names'] as const;
const isoDate = (key: string) => z.iso.date({ error: says('field_date', { field: humanize(key) }) });

/**
 * What hr asks a device to do when it next polls: send its punches of a period again (at most the days a punch is
 * still applied, ending today at the latest), or write the names of the people mapped to it under their PINs.
 */
export const deviceCommandInput = z
  .object({
    device_id: idOf('device_id', 'device id'),
    kind: z.enum(deviceCommandKinds, {
      error: says('field_one_of', { field: 'Kind', values: deviceCommandKinds.join(', ') }),
    }),
    from: isoDate('from').optional(),
    to: isoDate('to').optional(),
  })
  .strict()
  .refine((b) => b.kind !== 'resend_punches' || (b.from && b.to && b.from <= b.to), {
    path: ['to'],
    error: says('device_command_period', { days: DEVICE_LIMITS.maxAgeDays }),
  });
export const deviceCommandReply = z.object({ message: z.string(), queued: z.number().int() });

export const deviceCommandsInput = z.object({ device_id: idOf('device_id', 'device id') }).strict();
export const deviceCommand = z.object({
  _id: z.string(),
  kind: z.enum(['resend_punches', 'send_name']),
  from: z.string().nullable(),
  to: z.string().nullable(),
  pin: z.string().nullable(),
  state: z.enum(['queued', 'sent', 'done', 'failed']),
  attempts: z.number().int(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
  ended_at: z.string().nullable(),
  /** The device's answer: 0 or more done, below 0 its error. */
  return_code: z.number().int().nullable(),
});
export type DeviceCommand = z.infer<typeof deviceCommand>;
/** The device's newest commands first (at most `DEVICE_LIMITS.commandsListed`). */
export const deviceCommandsReply = z.object({ commands: z.array(deviceCommand) });

export type DeviceCommandInput = z.input<typeof deviceCommandInput>;
export type DeviceInput = z.input<typeof deviceInput>;
export type MapPinInput = z.input<typeof mapPinInput>;
export type DevicePin = z.infer<typeof devicePin>;
export type UnmatchedPunches = z.infer<typeof unmatchedPunches>;
