/**
 * Project reports (issue 43): approved hours by project, person, activity or client for a period, budget used,
 * utilisation (billable minutes over available minutes), their CSV and XLSX files, and a project's chart. Only
 * approved weeks count. hr sees everything, a project's manager their projects, anyone else their own time.
 */
import { z } from 'zod';
import { inclusiveDays } from '../../shared/calendar.js';
import { says } from '../../shared/i18n/refusals.js';
import { idOf } from '../../shared/schemas.js';
import { isoDate } from './schemas.js';

export const reportGroups = ['project', 'person', 'activity', 'client'] as const;
export type ReportGroup = (typeof reportGroups)[number];
export const reportFormats = ['csv', 'xlsx'] as const;
export const chartBuckets = ['week', 'month'] as const;
/** The longest period a report or a chart covers, in days. */
export const MAX_REPORT_DAYS = 366 * 2;

const period = {
  from: isoDate('from'),
  to: isoDate('to'),
};
const periodRule = <T extends { from: string; to: string }>(q: T) => q.to >= q.from;
const periodLength = <T extends { from: string; to: string }>(q: T) =>
  q.to < q.from || inclusiveDays(q.from, q.to) <= MAX_REPORT_DAYS;
const tooLong = { path: ['to'], error: says('project_report_period', { max: MAX_REPORT_DAYS }) };

const reportFilters = z.object({
  ...period,
  group_by: z.enum(reportGroups, {
    error: says('field_one_of', { field: 'Group by', values: reportGroups.join(', ') }),
  }),
  project_id: idOf('project_id', 'project id').optional(),
  client_id: idOf('client_id', 'client id').optional(),
  employee_id: idOf('employee_id', 'employee id').optional(),
});

/** POST /employee/getprojectreport. */
export const projectReportQuery = reportFilters
  .refine(periodRule, { path: ['to'], error: says('end_before_start') })
  .refine(periodLength, tooLong);
export type ProjectReportQuery = z.input<typeof projectReportQuery>;

export const reportRowSchema = z.object({
  /** The id of what the row is about (project, person, activity or client; '' for time on no client). */
  key: z.string(),
  label: z.string(),
  /** A project's code, a person's employee ID, an activity's project's code, a client's code (or null). */
  code: z.string().nullable(),
  minutes: z.number(),
  billable_minutes: z.number(),
  /** Projects only: the budget, and the share of it used (0–100+, one decimal); null without a budget. */
  budget_minutes: z.number().nullable(),
  used_percent: z.number().nullable(),
  /** People only: working minutes of the period less leave and holidays, and billable over available (%). */
  available_minutes: z.number().nullable(),
  utilisation_percent: z.number().nullable(),
});
export type ReportRow = z.infer<typeof reportRowSchema>;

export const projectReportReply = z.object({
  from: z.string(),
  to: z.string(),
  group_by: z.enum(reportGroups),
  rows: z.array(reportRowSchema),
  totals: z.object({ minutes: z.number(), billable_minutes: z.number() }),
});
export type ProjectReport = z.infer<typeof projectReportReply>;

/** POST /employee/exportprojectreport: the same report as a file. */
export const exportProjectReportQuery = reportFilters
  .extend({
    format: z.enum(reportFormats, {
      error: says('field_either', { field: 'Format', first: 'csv', second: 'xlsx' }),
    }),
  })
  .refine(periodRule, { path: ['to'], error: says('end_before_start') })
  .refine(periodLength, tooLong);
export type ExportProjectReportQuery = z.input<typeof exportProjectReportQuery>;

/** POST /employee/getprojectchart: a project's approved minutes per week or month. */
export const projectChartQuery = z
  .object({
    project_id: idOf('project_id', 'project id'),
    ...period,
    bucket: z
      .enum(chartBuckets, {
        error: says('field_either', { field: 'Bucket', first: 'week', second: 'month' }),
      })
      .default('week'),
  })
  .refine(periodRule, { path: ['to'], error: says('end_before_start') })
  .refine(periodLength, tooLong);
export type ProjectChartQuery = z.input<typeof projectChartQuery>;

export const projectChartReply = z.object({
  project: z.object({
    _id: z.string(),
    code: z.string(),
    name: z.string(),
    budget_minutes: z.number().nullable(),
  }),
  bucket: z.enum(chartBuckets),
  /** Each bucket from its first day, in order, empty ones included. */
  points: z.array(z.object({ start: z.string(), minutes: z.number(), billable_minutes: z.number() })),
});
export type ProjectChart = z.infer<typeof projectChartReply>;
