import { z } from 'zod';
import { isValidTimeZone } from '../../shared/calendar.js';
import { countryCodes, identityFields } from '../../shared/country-profiles.js';
import { says } from '../../shared/i18n/refusals.js';
import { labelsSchema } from '../../shared/labels.js';
import { accrualModes, creditsFromAttendance, leaveUnits } from '../../shared/leave-policy.js';
import { leavePresetIds } from '../../shared/leave-presets.js';
import { calendars, languages } from '../../shared/locale.js';
import { humanize } from '../../shared/validation.js';
import { clockGapMinutes } from '../attendance/contract.js';
import { siteRules } from '../sites/contract.js';

export const holidaySchema = z.object({ date: z.iso.date(), name: z.string().trim().min(1).max(100) });
const minimumRange = says('field_whole_between', { field: 'Minimum', min: 1, max: 10_000 });
export const coverMinimumSchema = z.object({
  department: z
    .string()
    .trim()
    .min(1, { error: says('field_required', { field: 'Department' }) })
    .max(100),
  minimum: z
    .number({ error: minimumRange })
    .int({ error: minimumRange })
    .min(1, { error: minimumRange })
    .max(10_000, { error: minimumRange }),
});
export type CoverMinimum = z.infer<typeof coverMinimumSchema>;
/** Days in whole or half days, from 0 to `max`. */
const halfDays = (key: string, max: number) => {
  const error = says('field_half_days', { field: humanize(key), max });
  return z
    .number({ error })
    .min(0, { error })
    .max(max, { error })
    .refine((n) => Number.isInteger(n * 2), { error });
};

/** The most leave types an organisation may have. */
export const maxLeaveTypes = 20;

/** A list of names a leave type is limited to (genders, employment types): each named once. */
const eligibilityList = (field: string) =>
  z
    .array(z.string().trim().min(1).max(60), { error: says('field_list', { field }) })
    .max(20)
    .refine((list) => new Set(list.map((v) => v.toLowerCase())).size === list.length, {
      error: says('field_list', { field }),
    });

/** A leave type and its policy (rules §14); each policy field left out takes its default (`policyOf`). */
export const leaveTypeSchema = z
  .object({
    name: z.string().trim().min(1).max(40),
    labels: labelsSchema.optional(),
    allowance: halfDays('allowance', 366).nullable(),
    /** No new requests of this type; those made stay, with their balances. */
    retired: z.boolean().optional(),
    unit: z
      .enum(leaveUnits, { error: says('field_one_of', { field: 'Unit', values: leaveUnits.join(', ') }) })
      .optional(),
    accrual: z
      .enum(accrualModes, {
        error: says('field_one_of', { field: 'Accrual', values: accrualModes.join(', ') }),
      })
      .optional(),
    prorate: z.boolean().optional(),
    eligibleAfterDays: z
      .number({ error: says('field_whole_days_range', { field: 'Eligible after days', max: 3650 }) })
      .int({ error: says('field_whole_days_range', { field: 'Eligible after days', max: 3650 }) })
      .min(0, { error: says('field_whole_days_range', { field: 'Eligible after days', max: 3650 }) })
      .max(3650, { error: says('field_whole_days_range', { field: 'Eligible after days', max: 3650 }) })
      .optional(),
    carryForwardDays: halfDays('carryForwardDays', 366).optional(),
    carryForwardExpiryMonths: z
      .number({ error: says('field_months_range', { field: 'Carry forward expiry months', max: 11 }) })
      .int({ error: says('field_months_range', { field: 'Carry forward expiry months', max: 11 }) })
      .min(1, { error: says('field_months_range', { field: 'Carry forward expiry months', max: 11 }) })
      .max(11, { error: says('field_months_range', { field: 'Carry forward expiry months', max: 11 }) })
      .nullable()
      .optional(),
    maxBalance: halfDays('maxBalance', 1000).nullable().optional(),
    allowNegative: z.boolean().optional(),
    /** Only these genders may take it (the employee record's values); empty: everyone. */
    eligibleGenders: eligibilityList('Eligible genders').optional(),
    /** Only these employment types may take it (names, as the organisation's list spells them); empty: all. */
    eligibleEmploymentTypes: eligibilityList('Eligible employment types').optional(),
    /** Of a request's days, this many are paid (payroll reads it); null: all. */
    paidDays: halfDays('paidDays', 366).nullable().optional(),
    daysWorkedPerDay: z
      .number({ error: says('field_whole_between', { field: 'Days worked per day', min: 1, max: 365 }) })
      .int({ error: says('field_whole_between', { field: 'Days worked per day', min: 1, max: 365 }) })
      .min(1, { error: says('field_whole_between', { field: 'Days worked per day', min: 1, max: 365 }) })
      .max(365, { error: says('field_whole_between', { field: 'Days worked per day', min: 1, max: 365 }) })
      .optional(),
    /** Requests take every calendar day, weekly offs and holidays included (maternity under Nepal's law). */
    calendarDays: z.boolean().optional(),
  })
  .superRefine((t, ctx) => {
    const say = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (t.allowance === null) {
      if ((t.accrual && t.accrual !== 'yearly') || t.carryForwardDays || t.maxBalance != null)
        say('allowance', says('leave_unlimited_policy'));
    } else if (t.maxBalance != null && t.maxBalance < t.allowance)
      say('maxBalance', says('leave_max_below_allowance'));
    if (t.carryForwardExpiryMonths && !t.carryForwardDays)
      say('carryForwardExpiryMonths', says('leave_expiry_without_carry'));
    // Credits from attendance have no yearly allowance to pay a part of.
    if (t.paidDays != null && t.allowance !== null && !creditsFromAttendance(t.accrual ?? 'yearly'))
      if (t.paidDays > t.allowance) say('paidDays', says('leave_paid_over_allowance'));
  });

const country = z.enum(countryCodes, {
  error: says('field_one_of', { field: 'Country', values: countryCodes.join(', ') }),
});

export const settingsSchema = z.object({
  companyName: z.string(),
  /** The country profile (shared/country-profiles.ts): which identity fields employees have, and its defaults. */
  country: z.enum(countryCodes),
  /** The identity fields hr requires of every employee (decision 006); only the profile's count. */
  requiredIdentity: z.array(z.enum(identityFields)),
  timeZone: z.string(),
  workStart: z.string(),
  lateGraceMinutes: z.number(),
  workingDays: z.array(z.number()),
  holidays: z.array(holidaySchema),
  currency: z.string(),
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

const days = (key: string, max: number) => {
  const error = says('field_days_between', { field: humanize(key), max });
  return z.number({ error }).int({ error }).min(1, { error }).max(max, { error });
};

/** What hr may change; every field is optional, so a form can save one section. */
export const updateSettingsBody = z
  .object({
    companyName: z
      .string()
      .trim()
      .min(1, { error: says('field_required', { field: 'Company name' }) })
      .max(120),
    country,
    requiredIdentity: z
      .array(z.enum(identityFields), { error: says('identity_list') })
      .max(identityFields.length, { error: says('identity_list') })
      .refine((list) => new Set(list).size === list.length, { error: says('identity_list') }),
    timeZone: z
      .string()
      .max(64, { error: says('time_zone') })
      .refine(isValidTimeZone, { error: says('time_zone') }),
    workStart: z
      .string()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: says('field_time', { field: 'Work start' }) }),
    lateGraceMinutes: z
      .number()
      .int({ error: says('field_whole_number', { field: 'Late grace minutes' }) })
      .min(0)
      .max(720, { error: says('field_too_big', { field: 'Late grace minutes', max: 720 }) }),
    workingDays: z
      .array(z.number().int().min(0).max(6), {
        error: says('working_days_list'),
      })
      .min(1, { error: says('working_days_empty') })
      .max(7)
      .refine((days) => new Set(days).size === days.length, { error: says('working_days_repeat') }),
    holidays: z
      .array(holidaySchema)
      .max(100)
      .refine((list) => new Set(list.map((h) => h.date)).size === list.length, {
        error: says('holidays_repeat'),
      }),
    currency: z
      .string()
      .max(3, { error: says('currency_code') })
      .trim()
      .refine((code) => currencyCodes.includes(code), {
        error: says('currency_code'),
      }),
    leaveTypes: z
      .array(leaveTypeSchema)
      .min(1, { error: says('leave_types_empty') })
      .max(maxLeaveTypes)
      .refine((list) => new Set(list.map((t) => t.name.toLowerCase())).size === list.length, {
        error: says('leave_types_repeat'),
      }),
    // Not in the future: the server checks that against its own clock, in the organisation's time zone.
    attendanceStartDate: z.iso.date({ error: says('field_date', { field: 'Attendance start date' }) }),
    language: z.enum(languages, {
      error: says('field_one_of', { field: 'Language', values: languages.join(', ') }),
    }),
    calendar: z.enum(calendars, {
      error: says('field_one_of', { field: 'Calendar', values: calendars.join(', ') }),
    }),
    periodCalendar: z.enum(calendars, {
      error: says('field_one_of', { field: 'Period calendar', values: calendars.join(', ') }),
    }),
    requestReminderDays: days('requestReminderDays', 30),
    monthReminderDays: days('monthReminderDays', 28),
    workDayMinutes: z
      .number({ error: says('field_minutes_range', { field: 'Work day minutes', min: 60, max: 1440 }) })
      .int({ error: says('field_minutes_range', { field: 'Work day minutes', min: 60, max: 1440 }) })
      .min(60, { error: says('field_minutes_range', { field: 'Work day minutes', min: 60, max: 1440 }) })
      .max(1440, { error: says('field_minutes_range', { field: 'Work day minutes', min: 60, max: 1440 }) }),
    leaveYearStartMonth: z
      .number({ error: says('field_month_number', { field: 'Leave year start month' }) })
      .int({ error: says('field_month_number', { field: 'Leave year start month' }) })
      .min(1, { error: says('field_month_number', { field: 'Leave year start month' }) })
      .max(12, { error: says('field_month_number', { field: 'Leave year start month' }) }),
    leaveLedgerStart: z.iso.date({ error: says('field_date', { field: 'Leave ledger start' }) }),
    coverMinimums: z
      .array(coverMinimumSchema)
      .max(200)
      .refine((list) => new Set(list.map((c) => c.department.toLowerCase())).size === list.length, {
        error: says('cover_repeat'),
      }),
    clockGapMinutes,
    locationRule: z.enum(siteRules, {
      error: says('field_one_of', { field: 'Location rule', values: siteRules.join(', ') }),
    }),
    networkRule: z.enum(siteRules, {
      error: says('field_one_of', { field: 'Network rule', values: siteRules.join(', ') }),
    }),
  })
  .partial()
  .strict();
export type UpdateSettingsBody = z.infer<typeof updateSettingsBody>;

/** POST /employee/applycountryprofile: the organisation takes a country profile and its defaults. */
export const applyCountryProfileBody = z.object({ country }).strict();

/** hr adopts a leave preset (shared/leave-presets.ts) by its id. */
export const adoptLeavePresetBody = z
  .object({
    preset: z.enum(leavePresetIds, {
      error: says('field_one_of', { field: 'Preset', values: leavePresetIds.join(', ') }),
    }),
  })
  .strict();
export type AdoptLeavePresetBody = z.infer<typeof adoptLeavePresetBody>;

/** The settings after adopting, the types added, and the preset's types already there, kept as they were. */
export const adoptLeavePresetReply = z.object({
  settings: settingsSchema,
  added: z.array(z.string()),
  kept: z.array(z.string()),
});
