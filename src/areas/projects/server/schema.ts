/**
 * Projects and timesheets (issue 43); re-exported by `db/schema.ts`. The rules that must hold however many
 * instances race are the database's: codes and names unique, a cell's minutes within a day, one week per person,
 * one running timer per person; a day's cells together at most 24 hours is a constraint trigger (migration 0050).
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, id, instant, ref, timestamps } from '../../../server/db/columns.js';
import { approvalRequests, employees } from '../../../server/db/schema.js';

/** Whom projects are done for; archived ones get no new projects. */
export const projectClients = pgTable(
  'project_clients',
  {
    id: id(),
    name: text('name').notNull(),
    code: text('code'),
    archivedAt: instant('archived_at'),
    ...timestamps,
  },
  (t) => [
    // Two archived clients may share a name; a client in use may not share one.
    uniqueIndex('project_clients_name_key').on(sql`lower(${t.name})`).where(sql`${t.archivedAt} is null`),
    uniqueIndex('project_clients_code_key').on(sql`lower(${t.code})`),
  ],
);

/** A project: members log time on it while it is active; with time it is archived, never deleted. */
export const projects = pgTable(
  'projects',
  {
    id: id(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    clientId: ref('client_id', () => projectClients.id),
    /** The employee who manages it: approves its members' weeks when the rule says so, sees its reports. */
    managerId: ref('manager_id', () => employees.id, 'set null'),
    startDate: date('start_date').notNull(),
    endDate: date('end_date'),
    budgetMinutes: integer('budget_minutes'),
    billable: boolean('billable').notNull().default(true),
    status: text('status', { enum: ['active', 'archived'] })
      .notNull()
      .default('active'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('projects_code_key').on(sql`lower(${t.code})`),
    index('projects_manager_idx').on(t.managerId),
    index('projects_client_idx').on(t.clientId),
    check('projects_status', sql`${t.status} in ('active', 'archived')`),
    check('projects_dates', sql`${t.endDate} is null or ${t.endDate} >= ${t.startDate}`),
    check('projects_budget', sql`${t.budgetMinutes} is null or ${t.budgetMinutes} >= 0`),
  ],
);

/** What time on a project is spent doing; billable null follows the project. */
export const projectActivities = pgTable(
  'project_activities',
  {
    id: id(),
    projectId: ref('project_id', () => projects.id, 'cascade').notNull(),
    name: text('name').notNull(),
    billable: boolean('billable'),
    archivedAt: instant('archived_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('project_activities_name_key').on(t.projectId, sql`lower(${t.name})`)],
);

/** Who may log time on a project. */
export const projectMembers = pgTable(
  'project_members',
  {
    projectId: ref('project_id', () => projects.id, 'cascade').notNull(),
    employeeId: ref('employee_id', () => employees.id, 'cascade').notNull(),
    addedAt: instant('added_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.employeeId] }),
    index('project_members_employee_idx').on(t.employeeId),
  ],
);

/** A person's week from the organisation's week start; submitted through the approval engine (kind `timesheet`). */
export const timesheets = pgTable(
  'timesheets',
  {
    id: id(),
    employeeId: ref('employee_id', () => employees.id, 'cascade').notNull(),
    weekStart: date('week_start').notNull(),
    status: text('status', { enum: ['draft', 'submitted', 'approved', 'rejected'] })
      .notNull()
      .default('draft'),
    /** The approval request of its last submission. */
    requestId: ref('request_id', () => approvalRequests.id, 'set null'),
    submittedAt: instant('submitted_at'),
    decidedAt: instant('decided_at'),
    decisionNote: text('decision_note'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('timesheets_week_key').on(t.employeeId, t.weekStart),
    index('timesheets_request_idx').on(t.requestId),
    index('timesheets_status_week_idx').on(t.status, t.weekStart),
    check('timesheets_status', sql`${t.status} in ('draft', 'submitted', 'approved', 'rejected')`),
    check('timesheets_submitted', sql`${t.status} = 'draft' or ${t.submittedAt} is not null`),
  ],
);

/**
 * A row of a week: a project's activity, in the order the person put it, kept with or without time (copying last
 * week brings rows without hours). A cell belongs to its row: removing the row removes its cells.
 */
export const timesheetRows = pgTable(
  'timesheet_rows',
  {
    timesheetId: ref('timesheet_id', () => timesheets.id, 'cascade').notNull(),
    projectId: ref('project_id', () => projects.id).notNull(),
    activityId: ref('activity_id', () => projectActivities.id).notNull(),
    position: integer('position').notNull(),
    /** The row's cells' minutes, kept by the database (migration 0052): reports over whole weeks sum these. */
    minutes: integer('minutes').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.timesheetId, t.projectId, t.activityId] }),
    index('timesheet_rows_project_idx').on(t.projectId),
    index('timesheet_rows_activity_idx').on(t.activityId),
  ],
);

/** A cell of a week: minutes on a project's activity on a day, with a note. */
export const timesheetEntries = pgTable(
  'timesheet_entries',
  {
    id: id(),
    timesheetId: ref('timesheet_id', () => timesheets.id, 'cascade').notNull(),
    projectId: ref('project_id', () => projects.id).notNull(),
    activityId: ref('activity_id', () => projectActivities.id).notNull(),
    workDate: date('work_date').notNull(),
    minutes: integer('minutes').notNull(),
    note: text('note'),
  },
  (t) => [
    uniqueIndex('timesheet_entries_cell_key').on(t.timesheetId, t.projectId, t.activityId, t.workDate),
    foreignKey({
      name: 'timesheet_entries_row_fk',
      columns: [t.timesheetId, t.projectId, t.activityId],
      foreignColumns: [timesheetRows.timesheetId, timesheetRows.projectId, timesheetRows.activityId],
    }).onDelete('cascade'),
    index('timesheet_entries_project_idx').on(t.projectId, t.workDate),
    index('timesheet_entries_activity_idx').on(t.activityId),
    check('timesheet_entries_minutes', sql`${t.minutes} > 0 and ${t.minutes} <= 1440`),
    check('timesheet_entries_note', sql`${t.note} is null or char_length(${t.note}) <= 500`),
  ],
);

/** A running timer: one per person; stopping it adds its minutes to today's cell. */
export const projectTimers = pgTable('project_timers', {
  employeeId: ref('employee_id', () => employees.id, 'cascade').primaryKey(),
  projectId: ref('project_id', () => projects.id, 'cascade').notNull(),
  activityId: ref('activity_id', () => projectActivities.id, 'cascade').notNull(),
  startedAt: instant('started_at').notNull(),
});
