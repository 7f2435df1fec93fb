/**
 * Requests and approvals (rules §10) and notifications (rules §11): part of the one schema, re-exported by
 * `schema.ts`. Other tables are referenced lazily (`() => employees.id`), as the two files import each other.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, ref, timestamps } from './columns.js';
import { employees, leaveRequests } from './schema.js';

/** A step of an approval rule (and of a request, as resolved when it was made): who decides, and how many. */
export interface RuleStep {
  /**
   * Approvers by relation to the employee: their manager, their manager's manager, anyone with the hr role, the
   * managers of the projects a timesheet has time on.
   */
  approvers: ('manager' | 'manager_of_manager' | 'hr' | 'project_manager')[];
  /** Named people, by employee id. */
  people: string[];
  /** `any`: one approval completes the step; `all`: every approver must approve. */
  mode: 'any' | 'all';
}

/** hr's routing rules (Settings → Approvals): the most specific matching rule gives a new request its steps. */
export const approvalRules = pgTable(
  'approval_rules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    kind: text('kind', { enum: ['leave', 'attendance', 'profile', 'timesheet', 'overtime'] }).notNull(),
    leaveType: text('leave_type'),
    department: text('department'),
    /** Working days of a leave request, both ends included; null is open. */
    minDays: integer('min_days'),
    maxDays: integer('max_days'),
    steps: jsonb('steps').$type<RuleStep[]>().notNull(),
    ...timestamps,
  },
  (t) => [
    check(
      'approval_rules_kind',
      sql`${t.kind} in ('leave', 'attendance', 'profile', 'timesheet', 'overtime')`,
    ),
    check(
      'approval_rules_days',
      sql`(${t.minDays} is null or ${t.minDays} >= 1) and (${t.maxDays} is null or ${t.maxDays} >= coalesce(${t.minDays}, 1))`,
    ),
    check(
      'approval_rules_leave_only',
      sql`${t.kind} = 'leave' or (${t.leaveType} is null and ${t.minDays} is null and ${t.maxDays} is null)`,
    ),
  ],
);

/**
 * Something an employee asked for that others decide (rules §10): a leave request, an attendance correction or a
 * profile change. Its steps are fixed when it is made; the effect is applied only when the last step approves.
 */
export const approvalRequests = pgTable(
  'approval_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: ['leave', 'attendance', 'profile', 'timesheet', 'overtime'] }).notNull(),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id),
    /**
     * What is asked: a correction's date and times, a profile change's fields (private ones sealed), a timesheet's
     * week and minutes (as text), an overtime claim's date, minutes, reason and choice (issue 42).
     */
    payload: jsonb('payload').$type<Record<string, string | null>>().notNull().default({}),
    /** The leave request this decides (kind `leave`). */
    leaveId: uuid('leave_id').references(() => leaveRequests.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['pending', 'approved', 'rejected', 'cancelled'] })
      .notNull()
      .default('pending'),
    /** The rule chosen when the request was made; null for the fallback (manager, else hr). */
    ruleId: uuid('rule_id').references(() => approvalRules.id, { onDelete: 'set null' }),
    ruleName: text('rule_name'),
    /** The step waiting for a decision; null once the request has ended. */
    currentStep: smallint('current_step'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** What an approved request replaced, as it was when approved (a profile change's old details, sealed alike). */
    replaced: jsonb('replaced').$type<Record<string, string | null>>(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('approval_requests_leave_key').on(t.leaveId),
    index('approval_requests_employee_idx').on(t.employeeId, t.createdAt),
    index('approval_requests_status_idx').on(t.status, t.createdAt),
    // One open correction per person and day, one open profile change per person, however many instances race.
    uniqueIndex('approval_requests_one_open_correction')
      .on(t.employeeId, sql`(${t.payload}->>'date')`)
      .where(sql`${t.kind} = 'attendance' and ${t.status} = 'pending'`),
    uniqueIndex('approval_requests_one_open_profile_change')
      .on(t.employeeId)
      .where(sql`${t.kind} = 'profile' and ${t.status} = 'pending'`),
    uniqueIndex('approval_requests_one_open_timesheet')
      .on(t.employeeId, sql`(${t.payload}->>'week_start')`)
      .where(sql`${t.kind} = 'timesheet' and ${t.status} = 'pending'`),
    // One open overtime request per person and day (issue 42): a second claim waits for the first to end.
    uniqueIndex('approval_requests_one_open_overtime')
      .on(t.employeeId, sql`(${t.payload}->>'date')`)
      .where(sql`${t.kind} = 'overtime' and ${t.status} = 'pending'`),
    check(
      'approval_requests_kind',
      sql`${t.kind} in ('leave', 'attendance', 'profile', 'timesheet', 'overtime')`,
    ),
    check('approval_requests_leave_linked', sql`(${t.kind} = 'leave') = (${t.leaveId} is not null)`),
    check('approval_requests_open_has_step', sql`(${t.status} = 'pending') = (${t.currentStep} is not null)`),
    check('approval_requests_replaced_approved', sql`${t.replaced} is null or ${t.status} = 'approved'`),
  ],
);

/** A request's steps in order, with the approvers resolved when the request was made. */
export const approvalSteps = pgTable(
  'approval_steps',
  {
    requestId: uuid('request_id')
      .notNull()
      .references(() => approvalRequests.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    mode: text('mode', { enum: ['any', 'all'] }).notNull(),
    approverIds: uuid('approver_ids').array().notNull(),
    /** The step names hr: whoever holds `decide:hr-step` (hr) when it is decided may decide it, not only those listed. */
    hr: boolean('hr').notNull().default(false),
    status: text('status', {
      enum: ['waiting', 'pending', 'approved', 'rejected', 'skipped', 'cancelled'],
    }).notNull(),
    /** Why a step was skipped (nobody to fill it). */
    skipReason: text('skip_reason'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.requestId, t.position] }),
    index('approval_steps_approvers_idx').using('gin', t.approverIds),
    check('approval_steps_mode', sql`${t.mode} in ('any', 'all')`),
  ],
);

/**
 * A decision on a step. `seat` is whose place it fills: the approver's id on an `all` step, `step` for an `any`
 * step or an hr override; the unique key makes two deciders racing for one seat give one decision.
 */
export const approvalDecisions = pgTable(
  'approval_decisions',
  {
    id: id(),
    requestId: ref('request_id', () => approvalRequests.id, 'cascade').notNull(),
    position: smallint('position').notNull(),
    seat: text('seat').notNull(),
    decidedBy: uuid('decided_by')
      .notNull()
      .references(() => employees.id),
    /** The approver a stand-in decided for (delegation); null when they decided themselves. */
    onBehalfOf: uuid('on_behalf_of').references(() => employees.id),
    decision: text('decision', { enum: ['approved', 'rejected'] }).notNull(),
    note: text('note'),
    override: boolean('override').notNull().default(false),
    decidedAt: timestamp('decided_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('approval_decisions_seat_key').on(t.requestId, t.position, t.seat),
    check('approval_decisions_decision', sql`${t.decision} in ('approved', 'rejected')`),
    check('approval_decisions_override_noted', sql`not ${t.override} or ${t.note} is not null`),
  ],
);

/** A stand-in: `delegateId` sees and decides `employeeId`'s approval steps from `startDate` to `endDate`. */
export const delegations = pgTable(
  'delegations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id),
    delegateId: uuid('delegate_id')
      .notNull()
      .references(() => employees.id),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    /** When it was ended before its end date (by its namer, by hr, or as either person left); kept as history. */
    endedAt: timestamp('ended_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('delegations_delegate_idx').on(t.delegateId, t.endDate),
    index('delegations_employee_idx').on(t.employeeId, t.endDate),
    check('delegations_dates_ordered', sql`${t.endDate} >= ${t.startDate}`),
    check('delegations_not_self', sql`${t.delegateId} <> ${t.employeeId}`),
  ],
);

/**
 * What a person is told (rules §11): written in the transaction of the change that causes it, so none is lost and
 * none is sent for a change that rolled back. The text is the reader's catalogue's for `type`, with `params`.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    params: jsonb('params').$type<Record<string, string>>().notNull().default({}),
    /** Where in the app the thing is: `/approval`, `/leave`. */
    link: text('link').notNull(),
    /** Set on notices a job may write twice (reminders): the second is not written. */
    dedupeKey: text('dedupe_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('notifications_recipient_idx').on(t.recipientId, t.createdAt),
    // The bell's count reads only the unread.
    index('notifications_unread_idx').on(t.recipientId).where(sql`${t.readAt} is null`),
    uniqueIndex('notifications_dedupe_key').on(t.dedupeKey),
  ],
);
