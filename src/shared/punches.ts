/**
 * Clocking in from a phone (rules §15): what a punch may add to Clock In / Clock Out (its idempotency key and
 * the device's time, both optional so older callers keep working), and hr's list of flagged punches.
 */
import { z } from 'zod';
import { idOf } from './schemas.js';
import { punchLocation } from './sites.js';

/** Why hr should look at a punch. */
export const punchFlags = ['clock_gap', 'outside_site', 'unknown_network', 'no_location'] as const;
export type PunchFlag = (typeof punchFlags)[number];

/** A punch made longer ago than this is refused: hr corrects such a day instead. */
export const MAX_PUNCH_AGE_HOURS = 72;
/** The organisation's allowed gap between a device's time and the server's, in minutes. */
export const CLOCK_GAP_RANGE = { min: 1, max: 1440 } as const;

export const punchMessages = {
  keyReused: 'This punch id belongs to another punch.',
  tooOld: `A punch made more than ${MAX_PUNCH_AGE_HOURS} hours ago cannot be recorded; ask hr to correct the day.`,
  reviewed: 'Punch marked as reviewed.',
  alreadyReviewed: 'This punch has already been reviewed.',
  notFound: 'Punch not found',
} as const;

/** Clock In / Clock Out: the caller, and what a phone adds. */
export const clockBody = z.object({
  employee_id: idOf('employee_id', 'employee id').optional(),
  /** A uuid the device made when the button was pressed: sending the punch again records it once. */
  punch_id: idOf('punch_id', 'punch id').optional(),
  /** When the button was pressed, by the device's clock (ISO-8601 with an offset). */
  device_time: z.iso
    .datetime({ offset: true, error: 'device_time must be a date and time in ISO-8601 format' })
    .optional(),
  /** Where the device was, sent only when the location rule needs it (rules §15). */
  ...punchLocation,
});
export type ClockBody = z.infer<typeof clockBody>;

export const clockGapMinutes = z
  .number({
    error: `clockGapMinutes must be between ${CLOCK_GAP_RANGE.min} and ${CLOCK_GAP_RANGE.max} minutes`,
  })
  .int({ error: `clockGapMinutes must be between ${CLOCK_GAP_RANGE.min} and ${CLOCK_GAP_RANGE.max} minutes` })
  .min(CLOCK_GAP_RANGE.min, {
    error: `clockGapMinutes must be between ${CLOCK_GAP_RANGE.min} and ${CLOCK_GAP_RANGE.max} minutes`,
  })
  .max(CLOCK_GAP_RANGE.max, {
    error: `clockGapMinutes must be between ${CLOCK_GAP_RANGE.min} and ${CLOCK_GAP_RANGE.max} minutes`,
  });

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
