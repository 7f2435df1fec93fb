/**
 * Shift types and rosters (issue 42, decision 033); re-exported by `db/schema.ts`. A roster is stored as one row
 * per person and day, so "the shift of P on D" is a lookup by the primary key and a month's grid one range scan.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { id, instant, ref, timestamps } from '../../../server/db/columns.js';
import { employees } from '../../../server/db/schema.js';

/** A shift: its clock times (an end at or before the start ends the next day), allowances and weekdays. */
export const shiftTypes = pgTable(
  'shift_types',
  {
    id: id(),
    name: text('name').notNull(),
    /** HH:MM in the organisation's time zone. */
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    breakMinutes: smallint('break_minutes').notNull().default(0),
    lateGraceMinutes: smallint('late_grace_minutes').notNull().default(0),
    earlyGraceMinutes: smallint('early_grace_minutes').notNull().default(0),
    fullDayMinutes: smallint('full_day_minutes').notNull(),
    halfDayMinutes: smallint('half_day_minutes').notNull(),
    /** 0 = Sunday … 6 = Saturday: the days it is worked when assigned over a range. */
    weekdays: smallint('weekdays').array().notNull(),
    /** Set when hr removes a type some roster uses: kept for the days it judges, offered no more. */
    archivedAt: instant('archived_at'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('shift_types_name_key').on(sql`lower(${t.name})`),
    check(
      'shift_types_times',
      sql`${t.startTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'
      and ${t.endTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`,
    ),
    check(
      'shift_types_minutes',
      sql`${t.breakMinutes} between 0 and 720 and ${t.lateGraceMinutes} between 0 and 720
      and ${t.earlyGraceMinutes} between 0 and 720 and ${t.halfDayMinutes} between 0 and ${t.fullDayMinutes}
      and ${t.fullDayMinutes} <= 1440`,
    ),
    check(
      'shift_types_weekdays',
      sql`cardinality(${t.weekdays}) between 1 and 7
      and ${t.weekdays} <@ array[0,1,2,3,4,5,6]::smallint[]`,
    ),
  ],
);

/** A person's day on a roster: the shift type, or null for a day off. No row: the organisation's working day. */
export const rosterDays = pgTable(
  'roster_days',
  {
    employeeId: ref('employee_id', () => employees.id, 'cascade').notNull(),
    date: date('date').notNull(),
    shiftTypeId: ref('shift_type_id', () => shiftTypes.id),
    assignedBy: ref('assigned_by', () => employees.id, 'set null'),
    assignedAt: instant('assigned_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.employeeId, t.date] }),
    index('roster_days_date_idx').on(t.date),
    index('roster_days_shift_type_idx').on(t.shiftTypeId),
  ],
);

/**
 * The organisation's overtime policy (issue 42, decision 035): one row, id 1, written by the migration with the
 * Labour Act 2074's figures (s.28 hours, s.30 caps, s.31 rate) as the shipped default; hr changes it.
 */
export const overtimePolicy = pgTable(
  'overtime_policy',
  {
    id: smallint('id').primaryKey().default(1),
    dailyCapMinutes: smallint('daily_cap_minutes').notNull().default(240),
    weeklyCapMinutes: smallint('weekly_cap_minutes').notNull().default(1440),
    /** The rate as a percentage of the basic hourly rate: 150 is 1.5x. */
    ratePercent: smallint('rate_percent').notNull().default(150),
    /** Without a shift: overtime is time beyond this many minutes a day, or a week. */
    dayThresholdMinutes: smallint('day_threshold_minutes').notNull().default(480),
    weekThresholdMinutes: smallint('week_threshold_minutes').notNull().default(2880),
    /** Rest (s.28): a day worked past `restAfterMinutes` without a shift's break has `restMinutes` of rest in it. */
    restAfterMinutes: smallint('rest_after_minutes').notNull().default(300),
    restMinutes: smallint('rest_minutes').notNull().default(30),
    /** Work on a weekly off or a public holiday earns `substitute` leave or is paid as `overtime`. */
    restDayWork: text('rest_day_work', { enum: ['substitute', 'overtime'] })
      .notNull()
      .default('overtime'),
    /** Overtime is claimed only when asked for in advance and approved. */
    preApproval: boolean('pre_approval').notNull().default(false),
    /** Where the figures come from: the law's name, or hr's own note once changed. */
    source: text('source').notNull().default('Labour Act 2074 (Nepal), sections 28, 30 and 31'),
    updatedBy: ref('updated_by', () => employees.id, 'set null'),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('overtime_policy_one_row', sql`${t.id} = 1`),
    check(
      'overtime_policy_figures',
      sql`${t.dailyCapMinutes} between 0 and 1440 and ${t.weeklyCapMinutes} between 0 and 10080
      and ${t.dailyCapMinutes} <= ${t.weeklyCapMinutes} and ${t.ratePercent} between 100 and 500
      and ${t.dayThresholdMinutes} between 60 and 1440 and ${t.weekThresholdMinutes} between 60 and 10080
      and ${t.restAfterMinutes} between 60 and 1440 and ${t.restMinutes} between 0 and 240`,
    ),
    check('overtime_policy_rest_day_work', sql`${t.restDayWork} in ('substitute', 'overtime')`),
  ],
);
