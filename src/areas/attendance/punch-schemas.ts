/**
 * Clocking in from a phone (rules §15): what a punch may add to Clock In / Clock Out (its idempotency key and
 * the device's time, both optional so older callers keep working), and hr's list of flagged punches.
 */
import { z } from 'zod';
import { says } from '../../shared/i18n/refusals.js';
import { idOf } from '../../shared/schemas.js';
import { punchLocation } from '../sites/contract.js';

/** Why hr should look at a punch. */
export const punchFlags = ['clock_gap', 'outside_site', 'unknown_network', 'no_location'] as const;
export type PunchFlag = (typeof punchFlags)[number];

/** A punch made longer ago than this is refused: hr corrects such a day instead. */
export const MAX_PUNCH_AGE_HOURS = 72;
/** The organisation's allowed gap between a device's time and the server's, in minutes. */
export const CLOCK_GAP_RANGE = { min: 1, max: 1440 } as const;

export const punchMessages = {
  reviewed: 'Punch marked as reviewed.',
} as const;

/** Clock In / Clock Out: the caller, and what a phone adds. */
export const clockBody = z.object({
  employee_id: idOf('employee_id', 'employee id').optional(),
  /** A uuid the device made when the button was pressed: sending the punch again records it once. */
  punch_id: idOf('punch_id', 'punch id').optional(),
  /** When the button was pressed, by the device's clock (ISO-8601 with an offset). */
  device_time: z.iso
    .datetime({ offset: true, error: says('field_datetime', { field: 'Device time' }) })
    .optional(),
  /** Where the device was, sent only when the location rule needs it (rules §15). */
  ...punchLocation,
});
export type ClockBody = z.infer<typeof clockBody>;

const gapRange = says('field_minutes_between', { field: 'Clock gap minutes', ...CLOCK_GAP_RANGE });
export const clockGapMinutes = z
  .number({ error: gapRange })
  .int({ error: gapRange })
  .min(CLOCK_GAP_RANGE.min, { error: gapRange })
  .max(CLOCK_GAP_RANGE.max, { error: gapRange });

export const flaggedPunchSchema = z.object({
  _id: z.string(),
  employee: z.object({ _id: z.string(), name: z.string(), employeeId: z.string() }),
  action: z.enum(['in', 'out']),
  /** The day the punch wrote (yyyy-mm-dd). */
  date: z.string().nullable(),
  device_time: z.string().nullable(),
  received_at: z.string(),
  recorded_at: z.string(),
  flags: z.array(z.enum(punchFlags)),
  /** Where the device said it was (kept only when the location rule needed it). */
  location: z
    .object({ latitude: z.number(), longitude: z.number(), accuracy: z.number().nullable() })
    .nullable(),
});
export type FlaggedPunch = z.infer<typeof flaggedPunchSchema>;

/** hr's list: punches flagged and not yet reviewed, newest first (at most 200). */
export const flaggedPunchesReply = z.object({ punches: z.array(flaggedPunchSchema) });
export type FlaggedPunchesReply = z.infer<typeof flaggedPunchesReply>;

export const reviewPunchBody = z.object({ punch_id: idOf('punch_id', 'punch id') });
export type ReviewPunchBody = z.infer<typeof reviewPunchBody>;
export const reviewPunchReply = z.object({ message: z.string() });
