/**
 * Projects (issue 43): hr's clients, projects, their activities and members. Only a project's members log time
 * on it; a project with time is archived, never deleted. Time is kept in whole minutes; the API speaks minutes.
 */
import { z } from 'zod';
import { says } from '../../shared/i18n/refusals.js';
import { idOf, pageReply, paging } from '../../shared/schemas.js';
import { humanize } from '../../shared/validation.js';

/** Most minutes a day holds; a cell (and a day's cells together) never more. */
export const DAY_MINUTES = 1440;
/** Most budgeted minutes a project may have (a million hours). */
export const MAX_BUDGET_MINUTES = 60_000_000;
/** Most people added or removed by one `setprojectmembers`. */
export const MAX_MEMBERS_AT_ONCE = 500;
export const projectStatuses = ['active', 'archived'] as const;
export type ProjectStatus = (typeof projectStatuses)[number];

export const projectMessages = {
  clientSaved: 'Client saved.',
  clientArchived: 'Client archived.',
  clientRestored: 'Client restored.',
  projectSaved: 'Project saved.',
  projectArchived: 'Project archived.',
  projectRestored: 'Project restored.',
  projectDeleted: 'Project deleted.',
  activitySaved: 'Activity saved.',
  activityArchived: 'Activity archived.',
  activityRestored: 'Activity restored.',
  membersSaved: 'Members saved.',
} as const;

/** A day as yyyy-mm-dd, named by its field in the refusal. */
export const isoDate = (key: string) => z.iso.date({ error: says('field_date', { field: humanize(key) }) });

const text = (key: string, max: number) => {
  const field = humanize(key);
  return z
    .string({ error: says('field_required', { field }) })
    .trim()
    .min(1, { error: says('field_required', { field }) })
    .max(max, { error: says('field_too_long', { field, max }) });
};

/** Optional text: blank is null. */
const optionalText = (key: string, max: number) =>
  z
    .string({ error: says('field_text', { field: humanize(key) }) })
    .trim()
    .max(max, { error: says('field_too_long', { field: humanize(key), max }) })
    .nullish()
    .transform((v) => v || null);

/** A code people type and read on reports: letters, digits, dot, dash and underscore. */
const code = (key: string) =>
  text(key, 20).regex(/^[\p{L}\p{N}._-]+$/u, { error: says('project_code_format') });

/** true or false, named by its field in the refusal. */
const yesNo = (field: string) =>
  z.boolean({ error: says('field_either', { field, first: 'true', second: 'false' }) });

/** `archived: false` restores what was archived. */
const archivedFlag = yesNo('Archived').default(true);

// Clients.

export const clientSchema = z.object({
  _id: z.string(),
  name: z.string(),
  code: z.string().nullable(),
  archived_at: z.string().nullable(),
  /** Its projects (any status). */
  projects: z.number(),
});
export type ProjectClient = z.infer<typeof clientSchema>;

/** POST /employee/getprojectclients: hr sees every client; anyone else those of the projects they may see. */
export const clientsQuery = z
  .object({ include_archived: yesNo('Include archived') })
  .partial()
  .nullish();
export const clientsReply = z.object({ clients: z.array(clientSchema) });
export type ClientsReply = z.infer<typeof clientsReply>;

/** POST /employee/saveprojectclient: a new client, or a change to one (`_id`). */
export const clientBody = z.object({
  _id: idOf('_id', 'client id').optional(),
  name: text('name', 120),
  code: optionalText('code', 20).refine((v) => v === null || /^[\p{L}\p{N}._-]+$/u.test(v), {
    error: says('project_code_format'),
  }),
});
export type ClientInput = z.input<typeof clientBody>;
export const clientReply = z.object({ message: z.string(), client: clientSchema });

/** POST /employee/archiveprojectclient (and the project and activity ones): archive, or restore with false. */
export const archiveBody = z.object({ _id: idOf('_id'), archived: archivedFlag });
export type ArchiveInput = z.input<typeof archiveBody>;

// Projects.

export const personRef = z.object({ _id: z.string(), name: z.string() });
export const clientRef = z.object({ _id: z.string(), name: z.string() });

export const projectSummarySchema = z.object({
  _id: z.string(),
  code: z.string(),
  name: z.string(),
  client: clientRef.nullable(),
  manager: personRef.nullable(),
  start_date: z.string(),
  end_date: z.string().nullable(),
  budget_minutes: z.number().nullable(),
  billable: z.boolean(),
  status: z.enum(projectStatuses),
  /** How many people are members. */
  members: z.number(),
  /** Minutes of approved weeks logged on it, all time. */
  approved_minutes: z.number(),
  can: z.object({
    /** Change it, its activities and members (hr). */
    manage: z.boolean(),
    /** The caller may log time on it now (a member, and it is active). */
    log: z.boolean(),
  }),
});
export type ProjectSummary = z.infer<typeof projectSummarySchema>;

/** POST /employee/getprojects: what the caller may see (hr all, a manager theirs, anyone their memberships). */
export const projectsQuery = z
  .object({
    status: z
      .enum(projectStatuses, {
        error: says('field_either', { field: 'Status', first: 'active', second: 'archived' }),
      })
      .optional(),
    client_id: idOf('client_id', 'client id').optional(),
    /** Words of the code or the name. */
    q: z
      .string({ error: says('field_text', { field: 'Search' }) })
      .trim()
      .max(100, { error: says('field_too_long', { field: 'Search', max: 100 }) })
      .optional()
      .transform((v) => v || undefined),
    ...paging({ defaultSize: 50, maxSize: 200 }),
  })
  .nullish()
  .transform((q) => q ?? { page: 1, pageSize: 50 });
export type ProjectsQuery = z.input<typeof projectsQuery>;
export const projectsReply = z.object({ projects: z.array(projectSummarySchema), ...pageReply });
export type ProjectsReply = z.infer<typeof projectsReply>;

export const activitySchema = z.object({
  _id: z.string(),
  name: z.string(),
  /** Null: as the project. */
  billable: z.boolean().nullable(),
  archived_at: z.string().nullable(),
});
export type ProjectActivity = z.infer<typeof activitySchema>;

export const memberSchema = z.object({
  _id: z.string(),
  name: z.string(),
  employee_id: z.string(),
  designation: z.string().nullable(),
  added_at: z.string(),
});
export type ProjectMember = z.infer<typeof memberSchema>;

export const projectDetailSchema = projectSummarySchema.extend({
  activities: z.array(activitySchema),
  /** Empty to a caller who only logs time on it (a member sees the project, not the others on it). */
  member_list: z.array(memberSchema),
  /** Time is logged on it (any week): it can be archived, not deleted. */
  has_time: z.boolean(),
  can: projectSummarySchema.shape.can.extend({ delete: z.boolean() }),
});
export type ProjectDetail = z.infer<typeof projectDetailSchema>;

export const projectRef = z.object({ _id: idOf('_id', 'project id') });
export const projectReply = z.object({ project: projectDetailSchema });
export type ProjectReply = z.infer<typeof projectReply>;

/** POST /employee/saveproject: a new project, or a change to one (`_id`). */
export const projectBody = z
  .object({
    _id: idOf('_id', 'project id').optional(),
    code: code('code'),
    name: text('name', 120),
    client_id: idOf('client_id', 'client id')
      .nullish()
      .transform((v) => v ?? null),
    manager_id: idOf('manager_id', 'employee id')
      .nullish()
      .transform((v) => v ?? null),
    start_date: isoDate('start_date'),
    end_date: isoDate('end_date')
      .nullish()
      .transform((v) => v ?? null),
    budget_minutes: z
      .number({ error: says('field_whole_number', { field: 'Budget minutes' }) })
      .int({ error: says('field_whole_number', { field: 'Budget minutes' }) })
      .min(0, { error: says('field_too_small', { field: 'Budget minutes', min: 0 }) })
      .max(MAX_BUDGET_MINUTES, {
        error: says('field_too_big', { field: 'Budget minutes', max: MAX_BUDGET_MINUTES }),
      })
      .nullish()
      .transform((v) => v ?? null),
    billable: yesNo('Billable').default(true),
  })
  .refine((p) => p.end_date === null || p.end_date >= p.start_date, {
    path: ['end_date'],
    error: says('project_dates'),
  });
export type ProjectInput = z.input<typeof projectBody>;
export type ProjectValues = z.output<typeof projectBody>;
export const savedProjectReply = z.object({ message: z.string(), project: projectDetailSchema });

/** POST /employee/saveprojectactivity: a new activity of a project, or a change to one (`_id`). */
export const activityBody = z.object({
  _id: idOf('_id', 'activity id').optional(),
  project_id: idOf('project_id', 'project id'),
  name: text('name', 80),
  /** Null (or left out): as the project. */
  billable: yesNo('Billable')
    .nullish()
    .transform((v) => v ?? null),
});
export type ActivityInput = z.input<typeof activityBody>;
export const activityReply = z.object({ message: z.string(), activity: activitySchema });

const ids = (key: string) =>
  z
    .array(idOf(key, 'employee id'))
    .max(MAX_MEMBERS_AT_ONCE, {
      error: says('field_too_many', { field: humanize(key), max: MAX_MEMBERS_AT_ONCE }),
    })
    .default([])
    .transform((list) => [...new Set(list)]);

/** POST /employee/setprojectmembers: people added and removed (removing keeps the time they logged). */
export const membersBody = z
  .object({ project_id: idOf('project_id', 'project id'), add: ids('add'), remove: ids('remove') })
  .refine((b) => !b.add.some((id) => b.remove.includes(id)), {
    path: ['remove'],
    error: says('project_member_twice'),
  });
export type MembersInput = z.input<typeof membersBody>;
export const membersReply = z.object({ message: z.string(), members: z.array(memberSchema) });

export const messageReply = z.object({ message: z.string() });
