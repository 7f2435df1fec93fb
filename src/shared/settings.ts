import { z } from 'zod';
import { isValidTimeZone } from './calendar.js';
import { accrualModes, leaveUnits } from './leave-policy.js';
import { calendars, languages } from './locale.js';
import { clockGapMinutes } from './punches.js';
import { siteRules } from './sites.js';

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
/** Days in whole or half days, from 0 to `max`. */
const halfDays = (field: string, max: number) =>
  z
    .number({ error: `${field} must be a number of days from 0 to ${max}, in whole or half days` })
    .min(0, { error: `${field} must be a number of days from 0 to ${max}, in whole or half days` })
    .max(max, { error: `${field} must be a number of days from 0 to ${max}, in whole or half days` })
    .refine((n) => Number.isInteger(n * 2), {
      error: `${field} must be a number of days from 0 to ${max}, in whole or half days`,
    });

/** A leave type and its policy (rules §14); each policy field left out takes its default (`policyOf`). */
export const leaveTypeSchema = z
  .object({
    name: z.string().trim().min(1).max(40),
    allowance: halfDays('allowance', 366).nullable(),
    /** No new requests of this type; those made stay, with their balances. */
    retired: z.boolean().optional(),
    unit: z.enum(leaveUnits, { error: `unit must be one of ${leaveUnits.join(', ')}` }).optional(),
    accrual: z.enum(accrualModes, { error: `accrual must be one of ${accrualModes.join(', ')}` }).optional(),
    prorate: z.boolean().optional(),
    eligibleAfterDays: z
      .number({ error: 'eligibleAfterDays must be a whole number of days from 0 to 3650' })
      .int({ error: 'eligibleAfterDays must be a whole number of days from 0 to 3650' })
      .min(0, { error: 'eligibleAfterDays must be a whole number of days from 0 to 3650' })
      .max(3650, { error: 'eligibleAfterDays must be a whole number of days from 0 to 3650' })
      .optional(),
    carryForwardDays: halfDays('carryForwardDays', 366).optional(),
    carryForwardExpiryMonths: z
      .number({ error: 'carryForwardExpiryMonths must be a whole number of months from 1 to 11' })
      .int({ error: 'carryForwardExpiryMonths must be a whole number of months from 1 to 11' })
      .min(1, { error: 'carryForwardExpiryMonths must be a whole number of months from 1 to 11' })
      .max(11, { error: 'carryForwardExpiryMonths must be a whole number of months from 1 to 11' })
      .nullable()
      .optional(),
    maxBalance: halfDays('maxBalance', 1000).nullable().optional(),
    allowNegative: z.boolean().optional(),
  })
  .superRefine((t, ctx) => {
    const say = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (t.allowance === null) {
      if ((t.accrual && t.accrual !== 'yearly') || t.carryForwardDays || t.maxBalance != null)
        say('allowance', settingsMessages.unlimitedPolicy);
    } else if (t.maxBalance != null && t.maxBalance < t.allowance)
      say('maxBalance', settingsMessages.maxBelowAllowance);
    if (t.carryForwardExpiryMonths && !t.carryForwardDays)
      say('carryForwardExpiryMonths', settingsMessages.expiryWithoutCarry);
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
  /** The length of a working day in minutes: an hour of leave is its share of one (rules §14). */
  workDayMinutes: z.number(),
  /** Leave years start on the first day of this month (1–12) of the period calendar. */
  leaveYearStartMonth: z.number(),
  /** Balances are kept from the leave year of this day (yyyy-mm-dd). */
  leaveLedgerStart: z.string(),
  /** Every leave credit due up to this day has been written (null: the accrual job has not run yet). */
  leaveAccrualThrough: z.string().nullable(),
  /** A punch whose device time is further than this from its arrival is flagged for hr (rules §15). */
  clockGapMinutes: z.number(),
  /** What a punch outside the person's sites' geofences does (rules §15). */
  locationRule: z.enum(siteRules),
  /** What a punch from outside the person's sites' networks does (rules §15). */
  networkRule: z.enum(siteRules),
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
    workDayMinutes: z
      .number({ error: 'workDayMinutes must be a whole number of minutes from 60 to 1440' })
      .int({ error: 'workDayMinutes must be a whole number of minutes from 60 to 1440' })
      .min(60, { error: 'workDayMinutes must be a whole number of minutes from 60 to 1440' })
      .max(1440, { error: 'workDayMinutes must be a whole number of minutes from 60 to 1440' }),
    leaveYearStartMonth: z
      .number({ error: 'leaveYearStartMonth must be a month from 1 to 12' })
      .int({ error: 'leaveYearStartMonth must be a month from 1 to 12' })
      .min(1, { error: 'leaveYearStartMonth must be a month from 1 to 12' })
      .max(12, { error: 'leaveYearStartMonth must be a month from 1 to 12' }),
    leaveLedgerStart: z.iso.date({ error: 'leaveLedgerStart must be a date as yyyy-mm-dd' }),
    coverMinimums: z
      .array(coverMinimumSchema)
      .max(200)
      .refine((list) => new Set(list.map((c) => c.department.toLowerCase())).size === list.length, {
        error: 'coverMinimums must not repeat a department',
      }),
    clockGapMinutes,
    locationRule: z.enum(siteRules, { error: `locationRule must be one of ${siteRules.join(', ')}` }),
    networkRule: z.enum(siteRules, { error: `networkRule must be one of ${siteRules.join(', ')}` }),
  })
  .partial()
  .strict();
export type UpdateSettingsBody = z.infer<typeof updateSettingsBody>;

export const settingsMessages = {
  futureAttendanceStart: 'Attendance start date must not be in the future',
  deductionsOver100: 'Tax and social security together must not exceed 100% of the salary',
  unlimitedPolicy:
    'An unlimited leave type credits nothing: it cannot accrue monthly, carry forward or have a maximum',
  maxBelowAllowance: 'The maximum balance must not be below the yearly allowance',
  expiryWithoutCarry: 'Carried days can expire only when some are carried forward',
  typeInUse: (name: string) =>
    `The leave type "${name}" has leave requests, so it cannot be deleted: retire it instead (no new requests)`,
} as const;

/** Tax and social security are both taken from the gross salary: together they cannot exceed it. */
export const deductionsFit = (s: { taxPercent: number; ssfPercent: number }) =>
  s.taxPercent + s.ssfPercent <= 100;
