/** The organisation's settings (rules §2, §9, §11, §13), one row; re-exported by `schema.ts`. */
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
} from 'drizzle-orm/pg-core';
import type { CoverMinimum } from '../../areas/settings/contract.js';
import { siteRules } from '../../areas/sites/contract.js';
import { countryCodes, type IdentityField } from '../../shared/country-profiles.js';
import type { LeaveTypePolicy } from '../../shared/leave-policy.js';
import { calendars, languages } from '../../shared/locale.js';
import { updatedAt } from './columns.js';

export interface Holiday {
  date: string;
  name: string;
}
/** A leave type and its policy (shared/leave-policy.ts); a type in use is retired, never deleted. */
export type LeaveType = LeaveTypePolicy;

/** The organisation's settings: exactly one row, id 1. */
export const organisationSettings = pgTable(
  'organisation_settings',
  {
    id: smallint('id').primaryKey().default(1),
    companyName: text('company_name').notNull().default('Acme Corporation'),
    timeZone: text('time_zone').notNull().default('Asia/Kathmandu'),
    workStart: text('work_start').notNull().default('09:00'),
    lateGraceMinutes: integer('late_grace_minutes').notNull().default(10),
    /**
     * The organisation's country profile (shared/country-profiles.ts). A new organisation starts on Nepal's: the
     * defaults below (Sunday–Friday, BS, the leave year from Shrawan, NPR, Kathmandu) are its.
     */
    country: text('country', { enum: countryCodes }).notNull().default('NP'),
    /**
     * The identity fields of the profile every employee must have (decision 006): hr's choice, set to the profile's
     * `required` ones when a profile is applied. A field its profile does not show is not asked for.
     */
    requiredIdentity: text('required_identity')
      .array()
      .$type<IdentityField[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** 0 = Sunday … 6 = Saturday. */
    workingDays: smallint('working_days').array().notNull().default(sql`'{0,1,2,3,4,5}'::smallint[]`),
    holidays: jsonb('holidays').$type<Holiday[]>().notNull().default([]),
    currency: text('currency').notNull().default('NPR'),
    leaveTypes: jsonb('leave_types')
      .$type<LeaveType[]>()
      .notNull()
      .default([
        { name: 'Annual', allowance: 18 },
        { name: 'Sick', allowance: 12 },
        { name: 'Personal', allowance: 5 },
        { name: 'Unpaid', allowance: null },
      ]),
    /** Attendance was tracked from this day on: no absence is counted before it (long-serving staff). */
    attendanceStartDate: date('attendance_start_date').notNull().default(sql`current_date`),
    /** What a person who has chosen nothing sees (rules §9). */
    language: text('language', { enum: languages }).notNull().default('en'),
    calendar: text('calendar', { enum: calendars }).notNull().default('bs'),
    /** Which months attendance counts and submits: Gregorian, or Bikram Sambat (rules §9). */
    periodCalendar: text('period_calendar', { enum: calendars }).notNull().default('bs'),
    /** Approvers are reminded of a request that has waited this many days, and again every as many (rules §11). */
    requestReminderDays: smallint('request_reminder_days').notNull().default(3),
    /** A person is reminded of a month they have not submitted this many days after it ended. */
    monthReminderDays: smallint('month_reminder_days').notNull().default(3),
    /** The fewest people a department needs present on a working day; approving below it warns (rules §13). */
    coverMinimums: jsonb('cover_minimums').$type<CoverMinimum[]>().notNull().default([]),
    /** The length of a working day: an hour of leave is this share of a day (rules §14). */
    workDayMinutes: smallint('work_day_minutes').notNull().default(480),
    /** Leave years start on the first day of this month of the period calendar (1: January, or Baisakh). */
    leaveYearStartMonth: smallint('leave_year_start_month').notNull().default(4),
    /** Balances are kept from the leave year of this day: nothing is credited for earlier years. */
    leaveLedgerStart: date('leave_ledger_start').notNull().default(sql`date_trunc('year', current_date)`),
    /** The accrual job has written every credit due up to this day (null: never run). */
    leaveAccrualThrough: date('leave_accrual_through'),
    /** A punch whose device time is further than this from its arrival is flagged for hr (rules §15). */
    clockGapMinutes: smallint('clock_gap_minutes').notNull().default(15),
    /** What a punch outside the person's sites' geofences does: nothing, a flag for hr, or a refusal (rules §15). */
    locationRule: text('location_rule', { enum: siteRules }).notNull().default('off'),
    /** What a punch from outside the person's sites' networks does. */
    networkRule: text('network_rule', { enum: siteRules }).notNull().default('off'),
    updatedAt: updatedAt(),
    /** Bumped by a trigger on every change, however made; each instance's cached copy is checked against it. */
    revision: bigint('revision', { mode: 'number' }).notNull().default(1),
  },
  (t) => [
    check('organisation_settings_single_row', sql`${t.id} = 1`),
    check('organisation_settings_grace', sql`${t.lateGraceMinutes} between 0 and 720`),
    check('organisation_settings_working_days', sql`cardinality(${t.workingDays}) between 1 and 7`),
    check('organisation_settings_country', sql`${t.country} in ('NP', 'XX')`),
    check(
      'organisation_settings_required_identity',
      sql`${t.requiredIdentity} <@ array['pan', 'ssfNumber', 'citizenshipNumber', 'citizenshipDistrict', 'nin', 'taxId', 'ssn']::text[]`,
    ),
    check('organisation_settings_language', sql`${t.language} in ('en', 'ne')`),
    check('organisation_settings_calendar', sql`${t.calendar} in ('gregorian', 'bs')`),
    check('organisation_settings_period_calendar', sql`${t.periodCalendar} in ('gregorian', 'bs')`),
    check('organisation_settings_work_day', sql`${t.workDayMinutes} between 60 and 1440`),
    check('organisation_settings_leave_year', sql`${t.leaveYearStartMonth} between 1 and 12`),
    check(
      'organisation_settings_site_rules',
      sql`${t.locationRule} in ('off', 'flag', 'block') and ${t.networkRule} in ('off', 'flag', 'block')`,
    ),
    check('organisation_settings_clock_gap', sql`${t.clockGapMinutes} between 1 and 1440`),
    check(
      'organisation_settings_reminders',
      sql`${t.requestReminderDays} between 1 and 30 and ${t.monthReminderDays} between 1 and 28`,
    ),
  ],
);

/**
 * A revision per list a process keeps in memory (decision 019): a trigger adds one in the transaction of every
 * write that may change the list, so a process re-reads the list only when its revision moved. `designations`:
 * the employees' distinct designations (the search's filter choices).
 */
export const listRevisions = pgTable('list_revisions', {
  name: text('name').primaryKey(),
  revision: bigint('revision', { mode: 'number' }).notNull().default(1),
});

/**
 * Counts the dashboard reads instead of counting rows (decision 019), kept exact by statement-level triggers in
 * the transaction of every write: `employees_active`, `employees_terminated` and `leave_pending`.
 */
export const summaryCounts = pgTable('summary_counts', {
  name: text('name').primaryKey(),
  n: bigint('n', { mode: 'number' }).notNull().default(0),
});

/**
 * Attendance records per day and status, kept by statement-level triggers like `summary_counts` (decision 019),
 * spread over 16 slots by employee so the morning's concurrent Clock Ins rarely wait on one another's row.
 */
export const attendanceDayCounts = pgTable(
  'attendance_day_counts',
  {
    workDate: date('work_date').notNull(),
    status: text('status').notNull(),
    slot: smallint('slot').notNull(),
    n: integer('n').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.workDate, t.status, t.slot] })],
);
