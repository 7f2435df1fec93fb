/**
 * The one database schema (PostgreSQL 15+, PGlite included). Rules that must hold when two instances race
 * live here as constraints, not only in code. `npm run db:generate` writes a migration after a change. The
 * settings row, requests and approvals, notifications, jobs and the team's tables are in the `schema-*.ts` files,
 * re-exported here: import every table from this file.
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { apiTokens } from '../../areas/integrations/server/schema.js';
import type { StoredNotificationPreferences } from '../../areas/notifications/contract.js';
import { dayParts } from '../../shared/leave-policy.js';
import { calendars, digitStyles, languages } from '../../shared/locale.js';
import { createdAt, id, instant, ref, timestamps } from './columns.js';

/** The text the employee search matches (decision 019). */
const searchSource = `lower(first_name || ' ' || last_name || chr(10) || email || chr(10) || coalesce(designation, '') || chr(10) || employee_code)`;

export const employees = pgTable(
  'employees',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['employee', 'manager', 'hr'] })
      .notNull()
      .default('employee'),
    status: text('status', { enum: ['active', 'terminated'] })
      .notNull()
      .default('active'),
    firstName: text('first_name').notNull(),
    middleName: text('middle_name'),
    lastName: text('last_name').notNull(),
    dateOfBirth: date('date_of_birth'),
    gender: text('gender'),
    contactNumber: text('contact_number'),
    address: text('address'),
    employeeCode: text('employee_code').notNull(),
    designation: text('designation'),
    department: text('department'),
    dateOfJoining: date('date_of_joining').notNull().default(sql`current_date`),
    employmentType: text('employment_type'),
    position: text('position'),
    workLocation: text('work_location'),
    /** The branch or office the person belongs to (one of the organisation's branches): holidays may apply by it. */
    branch: text('branch'),
    /**
     * The festival the person chose in writing for their festival allowance (one of the organisation's `festival`
     * values; Labour Act 2074 s.37); null: the country profile's default (Dashain).
     */
    festival: text('festival'),
    salary: numeric('salary', { precision: 14, scale: 2, mode: 'number' }),
    bankAccount: text('bank_account'),
    /** The bank of the account (a value of hr's list of banks, issue 41) and its branch as the person writes it. */
    bank: text('bank'),
    bankBranch: text('bank_branch'),
    taxId: text('tax_id'),
    ssn: text('ssn'),
    /** Nepal's identity numbers (issue 40), sealed like the ssn: PAN, SSF number, citizenship and its district, NIN. */
    pan: text('pan'),
    ssfNumber: text('ssf_number'),
    citizenshipNumber: text('citizenship_number'),
    citizenshipDistrict: text('citizenship_district'),
    nin: text('nin'),
    healthInsurance: text('health_insurance'),
    emergencyName: text('emergency_name'),
    emergencyRelationship: text('emergency_relationship'),
    emergencyContactNumber: text('emergency_contact_number'),
    managerId: uuid('manager_id').references((): AnyPgColumn => employees.id, { onDelete: 'set null' }),
    terminatedAt: timestamp('terminated_at', { withTimezone: true }),
    /** Tokens issued before this instant are refused: password change and termination end every session. */
    sessionsValidAfter: timestamp('sessions_valid_after', { withTimezone: true }),
    /** The person's own language, calendar and digits (rules §9); null follows the organisation's default. */
    language: text('language', { enum: languages }),
    calendar: text('calendar', { enum: calendars }),
    digits: text('digits', { enum: digitStyles }),
    /** The person shows their phone number to colleagues in the team directory (rules §13). */
    shareContact: boolean('share_contact').notNull().default(false),
    /** How the person hears of each event (rules §11); what they never chose follows the defaults. */
    notificationPreferences: jsonb('notification_preferences')
      .$type<StoredNotificationPreferences>()
      .notNull()
      .default({}),
    /**
     * What the search box matches (decision 019): name, e-mail, designation and employee ID, lower-cased once when
     * written, joined by line breaks (a typed search, its white space made single spaces, never holds one).
     */
    searchText: text('search_text').notNull().generatedAlwaysAs(sql.raw(searchSource)),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('employees_email_key').on(sql`lower(${t.email})`),
    // Employee IDs are unique whatever their case: "emp-001" is "EMP-001".
    uniqueIndex('employees_employee_code_key').on(sql`lower(${t.employeeCode})`),
    index('employees_manager_idx').on(t.managerId),
    /** Headcount by status (the dashboards) from the index alone. */
    index('employees_status_idx').on(t.status, t.id),
    // A trigram index (pg_trgm) serves the search's `like '%…%'` of three letters or more (decision 019).
    index('employees_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    // The name order of every list (paged, streamed by keyset) read from an index instead of sorted each time.
    index('employees_name_order_idx').on(sql`lower(${t.firstName})`, sql`lower(${t.lastName})`, t.id),
    // The designation filter, and its list of choices read from the index alone.
    index('employees_designation_idx').on(t.designation),
    // The department filters' choices, read from the index alone (and the cover's people of a department).
    index('employees_department_idx').on(t.department),
    check('employees_not_own_manager', sql`${t.managerId} is null or ${t.managerId} <> ${t.id}`),
    check(
      'employees_terminated_has_date',
      sql`(${t.status} = 'terminated') = (${t.terminatedAt} is not null)`,
    ),
    check('employees_salary_not_negative', sql`${t.salary} is null or ${t.salary} >= 0`),
    check(
      'employees_preferences',
      sql`(${t.language} is null or ${t.language} in ('en', 'ne')) and (${t.calendar} is null or ${t.calendar} in ('gregorian', 'bs')) and (${t.digits} is null or ${t.digits} in ('latin', 'devanagari'))`,
    ),
  ],
);

/** Tokens ended by logout before they expire; rows past expiry can be deleted. */
export const revokedTokens = pgTable(
  'revoked_tokens',
  {
    jti: text('jti').primaryKey(),
    employeeId: uuid('employee_id').references(() => employees.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('revoked_tokens_expires_idx').on(t.expiresAt)],
);

/** Sign-in attempts per key (an account or an address) in the current window; shared by every instance. */
export const loginAttempts = pgTable('login_attempts', {
  key: text('key').primaryKey(),
  count: integer('count').notNull().default(0),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull().defaultNow(),
});

export const leaveRequests = pgTable(
  'leave_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id),
    leaveType: text('leave_type').notNull(),
    reason: text('reason').notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    status: text('status', { enum: ['pending', 'approved', 'rejected', 'cancelled'] })
      .notNull()
      .default('pending'),
    decidedBy: uuid('decided_by').references(() => employees.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionNote: text('decision_note'),
    /**
     * Working days counted per year ({"2026": 3}) when the request was approved: later changes to the working
     * days or holidays do not rewrite what was decided. Null while pending (counted live) and for old rows.
     */
    countedDays: jsonb('counted_days').$type<Record<string, number>>(),
    /** Which part of the first and the last day the request takes (one-day requests: both the same). */
    startPart: text('start_part', { enum: dayParts }).notNull().default('full'),
    endPart: text('end_part', { enum: dayParts }).notNull().default('full'),
    /**
     * When on the first day the leave starts and on the last day it ends, in minutes after midnight (0 and 1440
     * for full days): what the database compares to refuse overlapping requests (leave_no_overlap, migration 0018).
     */
    startMinute: smallint('start_minute').notNull().default(0),
    endMinute: smallint('end_minute').notNull().default(1440),
    ...timestamps,
  },
  (t) => [
    index('leave_employee_created_idx').on(t.employeeId, t.createdAt),
    index('leave_status_created_idx').on(t.status, t.createdAt),
    index('leave_employee_dates_idx').on(t.employeeId, t.startDate, t.endDate),
    // The pending queue pages in start order, from the index alone (its id ends the order; decision 019);
    // "on leave today" looks only at approved leave not yet ended.
    index('leave_status_start_idx').on(t.status, t.startDate, t.createdAt, t.id.desc().nullsFirst()),
    // Who is on leave on a day, from the index alone (the dashboard): approved requests not ended by it, with
    // their first day and person.
    index('leave_status_end_idx').on(t.status, t.endDate, t.startDate, t.employeeId),
    // A person's pending requests (held against their balances), from an index of the pending ones only.
    index('leave_pending_employee_idx').on(t.employeeId).where(sql`${t.status} = 'pending'`),
    // Who is off when (the calendar): the requests whose days overlap a range, found by the range itself.
    index('leave_span_idx').using('gist', sql`daterange(${t.startDate}, ${t.endDate}, '[]')`),
    check('leave_dates_ordered', sql`${t.endDate} >= ${t.startDate}`),
    check(
      'leave_parts',
      sql`${t.startPart} in ('full', 'morning', 'afternoon', 'hours') and ${t.endPart} in ('full', 'morning', 'afternoon', 'hours')
        and ${t.startMinute} between 0 and 1440 and ${t.endMinute} between 0 and 1440
        and (${t.startDate} < ${t.endDate} or (${t.startPart} = ${t.endPart} and ${t.startMinute} < ${t.endMinute}))`,
    ),
    check('leave_not_self_decided', sql`${t.decidedBy} is null or ${t.decidedBy} <> ${t.employeeId}`),
    check(
      'leave_decision_recorded',
      // A cancelled request keeps who approved it, if anyone did (approved leave may be cancelled before it starts).
      sql`case when ${t.status} = 'pending' then ${t.decidedBy} is null and ${t.decidedAt} is null
        when ${t.status} in ('approved', 'rejected') then ${t.decidedBy} is not null and ${t.decidedAt} is not null
        else true end`,
    ),
  ],
);

/** Every change made through the API: who, what, when, before and after (secrets left out). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: uuid('actor_id').references(() => employees.id),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    requestId: text('request_id'),
    /** The integration's API token, when the change came through one (decision 036). */
    integrationId: uuid('integration_id').references((): AnyPgColumn => apiTokens.id),
  },
  (t) => [
    index('audit_at_idx').on(t.at),
    index('audit_entity_idx').on(t.entity, t.entityId),
    index('audit_actor_idx').on(t.actorId, t.at),
  ],
);

/** Single-use password reset links: only a hash of the token is stored; 30 minutes to use it. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: id(),
    employeeId: ref('employee_id', () => employees.id, 'cascade').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('password_resets_token_key').on(t.tokenHash),
    index('password_resets_employee_idx').on(t.employeeId),
  ],
);

// Two-step sign-in: TOTP factors, recovery codes, sign-in challenges, hr's requirement (issue 45).
export * from '../../areas/account/server/schema.js';
// Attendance: the day's records, months submitted, punches from phones (rules §2, §15).
export * from '../../areas/attendance/server/schema.js';
// The Bikram Sambat calendar's month lengths (issue 40, decision 028).
export * from '../../areas/calendar/server/schema.js';
// Attendance devices, their PINs and the punch lines they sent (issue 42, decision 034).
export * from '../../areas/devices/server/schema.js';
// The leave ledger (rules §14).
export * from '../../areas/documents/server/schema.js';
// Holiday calendars: each holiday with its tags and whom it applies to (issue 40).
export * from '../../areas/holidays/server/schema.js';
// Imports from files (rules §17).
export * from '../../areas/import/server/schema.js';
// API tokens for integrations (issue 46, decision 036).
export * from '../../areas/integrations/server/schema.js';
export * from '../../areas/leave/server/schema.js';
// The organisation's own lists: departments, designations, positions, branches, employment types (issue 40).
export * from '../../areas/organisation/server/schema.js';
export * from '../../areas/payroll/server/bank-schema.js';
// Payroll runs, salary structures, tax tables and contribution schemes (rules §16).
export * from '../../areas/payroll/server/schema.js';
// Review cycles and performance reviews.
export * from '../../areas/performance/server/schema.js';
// Projects, activities, members, weekly timesheets and timers (issue 43).
export * from '../../areas/projects/server/schema.js';
// Shift types and rosters (issue 42).
export * from '../../areas/shifts/server/schema.js';
// Work sites and who works at which (rules §15).
export * from '../../areas/sites/server/schema.js';
// The job queue (rules §12).
export * from './schema-jobs.js';
// The organisation's settings: one row.
export * from './schema-settings.js';
// The team screens (rules §13).
export * from './schema-team.js';
