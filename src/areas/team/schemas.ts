/**
 * The team screens (rules §13): the colleague directory and the org chart, for everyone signed in, and a
 * manager's view of their reports today. Only what colleagues may see of each other: name, designation,
 * department, work location, work e-mail, manager; never salary, ids, bank or anything personal.
 */
import { z } from 'zod';
import { says } from '../../shared/i18n/refusals.js';
import { cappedPageReply, idOf, paging } from '../../shared/schemas.js';
import { humanize } from '../../shared/validation.js';

const text = (key: string) =>
  z
    .string({ error: says('field_text', { field: humanize(key) }) })
    .trim()
    .max(100, { error: says('field_too_long', { field: humanize(key), max: 100 }) })
    .default('');

export const directoryQuery = z
  .object({ q: text('q'), department: text('department'), ...paging({ defaultSize: 24, maxSize: 100 }) })
  .strict();
export type DirectoryQuery = z.output<typeof directoryQuery>;

export const colleagueSchema = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  designation: z.string().nullable(),
  department: z.string().nullable(),
  workLocation: z.string().nullable(),
  email: z.string(),
  /** Only when the person chose to share it. */
  contactNumber: z.string().nullable(),
  /** Their photo's document, if they have one: any colleague may download it. */
  photo: z.string().nullable(),
  manager: z.object({ _id: z.string(), name: z.string() }).nullable(),
});
export type Colleague = z.infer<typeof colleagueSchema>;

export const directoryReply = z.object({
  people: z.array(colleagueSchema),
  ...cappedPageReply,
  /** The departments with anyone in them, for the filter. */
  departments: z.array(z.string()),
});
export type DirectoryReply = z.infer<typeof directoryReply>;

/** Direct reports come this many at a time, in name order; a person's `reports` says how many there are. */
export const orgReportsPageSize = 50;

/**
 * GET a node of the org chart: a person (me by default), whom they report to up to the top, and a `page` of their
 * direct reports.
 */
export const orgChartQuery = z
  .object({
    employee_id: idOf('employee_id').optional(),
    page: paging({ defaultSize: orgReportsPageSize, maxSize: orgReportsPageSize }).page,
  })
  .strict();

export const orgNodeSchema = z.object({
  _id: z.string(),
  name: z.string(),
  designation: z.string().nullable(),
  department: z.string().nullable(),
  /** How many active people report to them: the chart offers to open the node when there are any. */
  reports: z.number(),
});
export type OrgNode = z.infer<typeof orgNodeSchema>;

export const orgChartReply = z.object({
  person: orgNodeSchema,
  /** Their manager, that manager's manager, … up to the top. */
  chain: z.array(orgNodeSchema),
  reports: z.array(orgNodeSchema),
});
export type OrgChartReply = z.infer<typeof orgChartReply>;
