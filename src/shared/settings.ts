import { z } from 'zod';
import { isValidTimeZone } from './calendar.js';
import { calendars, languages } from './locale.js';
import { clockGapMinutes } from './punches.js';

export const holidaySchema = z.object({ date: z.iso.date(), name: z.string().trim().min(1).max(100) });
export const coverMinimumSchema = z.object({
  department: z.string().trim().min(1, { error: 'department is required' }).max(100),
  minimum: z
    .number({ error: 'minimum must be a whole number from 1 to 10000' })
    .int({ error: 'minimum must be a whole number from 1 to 10000' })
    .min(1, { error: 'minimum must be a whole number from 1 to 10000' })
    .max(10_000, { error: 'minimum must be a whole number from 1 to 10000' }),
});
export type CoverMinimum = z.infer<typeof coverMinimumSchema>;
export const leaveTypeSchema = z.object({
  name: z.string().trim().min(1).max(40),
  allowance: z.number().int().min(0).max(366).nullable(),
  /** No new requests of this type; those made stay, with their balances. */
  retired: z.boolean().optional(),
});

export const settingsSchema = z.object({
  companyName: z.string(),
  timeZone: z.string(),
  workStart: z.string(),
  lateGraceMinutes: z.number(),
  workingDays: z.array(z.number()),
  holidays: z.array(holidaySchema),
  currency: z.string(),
  taxPercent: z.number(),
  ssfPercent: z.number(),
  leaveTypes: z.array(leaveTypeSchema),
  /** Attendance is counted from this day on (yyyy-mm-dd): no absence before it, even for long-serving staff. */
  attendanceStartDate: z.string(),
  /** What a person who has chosen nothing sees (rules §9). */
  language: z.enum(languages),
  calendar: z.enum(calendars),
  /** Which months attendance counts and submits in. */
  periodCalendar: z.enum(calendars),
  /** Approvers are reminded of a request waiting this many days, and again every as many (rules §11). */
  requestReminderDays: z.number(),
  /** People are reminded of a month not submitted this many days after it ended. */
  monthReminderDays: z.number(),
  coverMinimums: z.array(coverMinimumSchema),
  /** A punch whose device time is further than this from its arrival is flagged for hr (rules §15). */
  clockGapMinutes: z.number(),
  updatedAt: z.string(),
});
export type Settings = z.infer<typeof settingsSchema>;

/** The ISO 4217 currency codes this runtime knows (Node and every current browser list the same ones). */
export const currencyCodes: readonly string[] = Intl.supportedValuesOf('currency');

const percent = (field: string) =>
  z
    .number({ error: `${field} must be a number` })
    .min(0, { error: `${field} must be between 0 and 100` })
    .max(100, { error: `${field} must be between 0 and 100` });

const days = (field: string, max: number) =>
  z
    .number({ error: `${field} must be between 1 and ${max} days` })
    .int({ error: `${field} must be between 1 and ${max} days` })
    .min(1, { error: `${field} must be between 1 and ${max} days` })
    .max(max, { error: `${field} must be between 1 and ${max} days` });

/** What hr may change; every field is optional, so a form can save one section. */
export const updateSettingsBody = z
  .object({
    companyName: z.string().trim().min(1, { error: 'companyName is required' }).max(120),
    timeZone: z
      .string()
      .max(64, { error: 'timeZone must be an IANA time zone such as Asia/Kathmandu' })
      .refine(isValidTimeZone, { error: 'timeZone must be an IANA time zone such as Asia/Kathmandu' }),
    workStart: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'workStart must be a time as HH:MM' }),
    lateGraceMinutes: z
      .number()
      .int({ error: 'lateGraceMinutes must be a whole number' })
      .min(0)
      .max(720, { error: 'lateGraceMinutes must be at most 720' }),
    workingDays: z
      .array(z.number().int().min(0).max(6), {
        error: 'workingDays must be a list of weekdays 0 (Sunday) to 6 (Saturday)',
      })
      .min(1, { error: 'workingDays must include at least one day' })
      .max(7)
      .refine((days) => new Set(days).size === days.length, { error: 'workingDays must not repeat a day' }),
    holidays: z
      .array(holidaySchema)
      .max(100)
      .refine((list) => new Set(list.map((h) => h.date)).size === list.length, {
        error: 'holidays must not repeat a date',
      }),
    currency: z
      .string()
      .max(3, { error: 'currency must be an ISO 4217 currency code such as NPR, USD or EUR' })
      .trim()
      .refine((code) => currencyCodes.includes(code), {
        error: 'currency must be an ISO 4217 currency code such as NPR, USD or EUR',
      }),
    taxPercent: percent('taxPercent'),
    ssfPercent: percent('ssfPercent'),
    leaveTypes: z
      .array(leaveTypeSchema)
      .min(1, { error: 'leaveTypes needs at least one type' })
      .max(20)
      .refine((list) => new Set(list.map((t) => t.name.toLowerCase())).size === list.length, {
        error: 'leaveTypes must not repeat a name',
      }),
    // Not in the future: the server checks that against its own clock, in the organisation's time zone.
    attendanceStartDate: z.iso.date({ error: 'attendanceStartDate must be a date as yyyy-mm-dd' }),
    language: z.enum(languages, { error: `language must be one of ${languages.join(', ')}` }),
    calendar: z.enum(calendars, { error: `calendar must be one of ${calendars.join(', ')}` }),
    periodCalendar: z.enum(calendars, { error: `periodCalendar must be one of ${calendars.join(', ')}` }),
    requestReminderDays: days('requestReminderDays', 30),
    monthReminderDays: days('monthReminderDays', 28),
    coverMinimums: z
      .array(coverMinimumSchema)
      .max(200)
      .refine((list) => new Set(list.map((c) => c.department.toLowerCase())).size === list.length, {
        error: 'coverMinimums must not repeat a department',
      }),
    clockGapMinutes,
  })
  .partial()
  .strict();
export type UpdateSettingsBody = z.infer<typeof updateSettingsBody>;

export const settingsMessages = {
  futureAttendanceStart: 'Attendance start date must not be in the future',
  deductionsOver100: 'Tax and social security together must not exceed 100% of the salary',
  typeInUse: (name: string) =>
    `The leave type "${name}" has leave requests, so it cannot be deleted: retire it instead (no new requests)`,
} as const;

/** Tax and social security are both taken from the gross salary: together they cannot exceed it. */
export const deductionsFit = (s: { taxPercent: number; ssfPercent: number }) =>
  s.taxPercent + s.ssfPercent <= 100;
