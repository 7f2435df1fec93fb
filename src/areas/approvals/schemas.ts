/**
 * Requests and approvals (rules §10): every "someone asks, someone decides" flow goes through one engine. A
 * request has a kind, the employee it is about, what is asked, and ordered steps; hr's rules choose the steps.
 */
import { z } from 'zod';
import { says } from '../../shared/i18n/refusals.js';
import { idOf, pageReply, paging } from '../../shared/schemas.js';
import { humanize } from '../../shared/validation.js';
import { leaveDecisions, leavePartFields, leaveStatuses, yearBalanceSchema } from '../leave/contract.js';
import { overtimeTakes } from '../shifts/contract.js';
import { profileFields } from './request-bodies.js';

export * from './request-bodies.js';

export const requestKinds = ['leave', 'attendance', 'profile', 'timesheet', 'overtime'] as const;
export type RequestKind = (typeof requestKinds)[number];
/** `project_manager`: the managers of the projects a timesheet's week has time on (else the line manager). */
export const approverSources = ['manager', 'manager_of_manager', 'hr', 'project_manager'] as const;
export type ApproverSource = (typeof approverSources)[number];
/** The sources a rule of `kind` may name: the project managers decide timesheets only. */
export const approverSourcesFor = (kind: RequestKind): ApproverSource[] =>
  approverSources.filter((source) => source !== 'project_manager' || kind === 'timesheet');
export const stepModes = ['any', 'all'] as const;
export const stepStatuses = ['waiting', 'pending', 'approved', 'rejected', 'skipped', 'cancelled'] as const;
export type StepStatus = (typeof stepStatuses)[number];
/** Most steps a rule may have, and most named people a step may list. */
export const MAX_STEPS = 5;
export const MAX_PEOPLE = 20;

export const approvalMessages = {
  decided: 'Decision recorded.',
  decidedMany: 'Decisions recorded.',
  requested: 'Request submitted.',
  cancelled: 'Request cancelled.',
  ruleSaved: 'Rule saved.',
  ruleDeleted: 'Rule deleted.',
  delegationSaved: 'Stand-in saved.',
  delegationRemoved: 'Stand-in removed.',
} as const;

const note = z
  .string({ error: says('field_text', { field: 'Note' }) })
  .trim()
  .max(500, { error: says('field_too_long', { field: 'Note', max: 500 }) })
  .nullish()
  .transform((v) => v || null);

export const ruleStepSchema = z
  .object({
    approvers: z
      .array(
        z.enum(approverSources, {
          error: says('field_among', { field: 'Approvers', values: approverSources.join(', ') }),
        }),
      )
      .max(approverSources.length)
      .transform((list) => [...new Set(list)]),
    people: z
      .array(idOf('people'))
      .max(MAX_PEOPLE, { error: says('rule_too_many_people', { n: MAX_PEOPLE }) })
      .default([])
      .transform((list) => [...new Set(list)]),
    mode: z.enum(stepModes, { error: says('field_either', { field: 'Mode', first: 'any', second: 'all' }) }),
  })
  .refine((s) => s.approvers.length + s.people.length > 0, { error: says('rule_no_approver') });
export type RuleStepInput = z.input<typeof ruleStepSchema>;

const days = (key: string) => {
  const field = humanize(key);
  return z
    .number({ error: says('field_whole_number', { field }) })
    .int({ error: says('field_whole_number', { field }) })
    .min(1, { error: says('field_too_small', { field, min: 1 }) })
    .max(366, { error: says('field_too_big', { field, max: 366 }) })
    .nullish()
    .transform((v) => v ?? null);
};

const blankIsNull = (key: string, max: number) =>
  z
    .string({ error: says('field_text', { field: humanize(key) }) })
    .trim()
    .max(max, { error: says('field_too_long', { field: humanize(key), max }) })
    .nullish()
    .transform((v) => v || null);

/** POST /employee/saveapprovalrule: a new rule, or a change to one (`_id`). */
export const ruleBody = z
  .object({
    _id: idOf('_id').optional(),
    name: z
      .string({ error: says('field_required', { field: 'Name' }) })
      .trim()
      .min(1, { error: says('field_required', { field: 'Name' }) })
      .max(80, { error: says('field_too_long', { field: 'Name', max: 80 }) }),
    kind: z.enum(requestKinds, {
      error: says('field_one_of', { field: 'Kind', values: requestKinds.join(', ') }),
    }),
    leave_type: blankIsNull('leave_type', 40),
    department: blankIsNull('department', 100),
    min_days: days('min_days'),
    max_days: days('max_days'),
    steps: z
      .array(ruleStepSchema)
      .min(1, { error: says('rule_no_steps') })
      .max(MAX_STEPS, { error: says('rule_too_many_steps', { n: MAX_STEPS }) }),
  })
  .superRefine((rule, ctx) => {
    if (rule.min_days !== null && rule.max_days !== null && rule.max_days < rule.min_days)
      ctx.addIssue({ code: 'custom', path: ['max_days'], message: says('rule_days_order') });
    if (rule.kind !== 'leave' && (rule.leave_type || rule.min_days !== null || rule.max_days !== null))
      ctx.addIssue({
        code: 'custom',
        path: ['kind'],
        message: says('rule_leave_only'),
      });
    const allowed = approverSourcesFor(rule.kind);
    rule.steps.forEach((step, i) => {
      if (step.approvers.some((source) => !allowed.includes(source)))
        ctx.addIssue({
          code: 'custom',
          path: ['steps', i, 'approvers'],
          message: says('rule_project_manager_only'),
        });
    });
  });
export type RuleInput = z.input<typeof ruleBody>;
export type RuleBody = z.output<typeof ruleBody>;

export const ruleSchema = z.object({
  _id: z.string(),
  name: z.string(),
  kind: z.enum(requestKinds),
  leave_type: z.string().nullable(),
  department: z.string().nullable(),
  min_days: z.number().nullable(),
  max_days: z.number().nullable(),
  steps: z.array(
    z.object({
      approvers: z.array(z.enum(approverSources)),
      people: z.array(z.object({ _id: z.string(), name: z.string() })),
      mode: z.enum(stepModes),
    }),
  ),
});
export type Rule = z.infer<typeof ruleSchema>;
export const rulesReply = z.object({ rules: z.array(ruleSchema) });
export type RulesReply = z.infer<typeof rulesReply>;

export const idBody = z.object({ _id: idOf('_id') });

/** POST /employee/decide: approve or reject the step the caller may decide (hr: any step, with a note). */
export const decideBody = z.object({
  _id: idOf('_id'),
  status: z.enum(leaveDecisions, { error: says('decision_status') }),
  note,
});
export type DecideInput = z.input<typeof decideBody>;

/** Most requests one decision may take at once (a manager's inbox after a week away). */
export const MAX_DECIDED_AT_ONCE = 50;

/** POST /employee/decidemany: one decision, with one note, on several requests (all of them or none). */
export const decideManyBody = z.object({
  ids: z
    .array(idOf('ids', 'request id'), { error: says('field_required', { field: 'Requests' }) })
    .min(1, { error: says('field_too_few', { field: 'Requests', min: 1 }) })
    .max(MAX_DECIDED_AT_ONCE, {
      error: says('field_too_many', { field: 'Requests', max: MAX_DECIDED_AT_ONCE }),
    }),
  status: decideBody.shape.status,
  note,
});
export type DecideManyInput = z.input<typeof decideManyBody>;

/** POST /employee/getapprovals: the inbox (pending) or the history (decided), of every kind. */
export const approvalsQuery = z
  .object({
    view: z
      .enum(['inbox', 'history'], {
        error: says('field_either', { field: 'View', first: 'inbox', second: 'history' }),
      })
      .default('inbox'),
    kind: z
      .enum(requestKinds, { error: says('field_one_of', { field: 'Kind', values: requestKinds.join(', ') }) })
      .optional(),
    /** Whose requests: words of the person's name, e-mail or employee ID (as the people search matches them). */
    person: z
      .string({ error: says('field_text', { field: 'Person' }) })
      .trim()
      .max(100, { error: says('field_too_long', { field: 'Person', max: 100 }) })
      .optional()
      .transform((v) => v || undefined),
    /** Asked on or after this day, and on or before `to` (days in the organisation's time zone). */
    from: z.iso.date({ error: says('field_date_format', { field: 'From' }) }).optional(),
    to: z.iso.date({ error: says('field_date_format', { field: 'To' }) }).optional(),
    /** Only this request (a notification's link opens its card). */
    request: idOf('request').optional(),
    ...paging({ defaultSize: 50, maxSize: 200 }),
  })
  .refine((q) => !q.from || !q.to || q.to >= q.from, { path: ['to'], error: says('end_before_start') });
export type ApprovalsQuery = z.input<typeof approvalsQuery>;

export const myRequestsBody = z
  .object({
    employee_id: idOf('employee_id').optional(),
    kind: z.enum(requestKinds).optional(),
  })
  .nullish();

/** A person as a request or a stand-in names them. */
export const person = z.object({ _id: z.string(), name: z.string() });
const clockValues = z.object({
  check_in_time: z.string().nullable(),
  check_out_time: z.string().nullable(),
  status: z.string().nullable(),
});

export const approvalSchema = z.object({
  _id: z.string(),
  kind: z.enum(requestKinds),
  status: z.enum(leaveStatuses),
  created_at: z.string(),
  decided_at: z.string().nullable(),
  employee: person.extend({ department: z.string().nullable() }),
  /** The rule that chose the steps; null for the fallback (manager, else hr). */
  rule: z.string().nullable(),
  current_step: z.number().nullable(),
  steps: z.array(
    z.object({
      position: z.number(),
      mode: z.enum(stepModes),
      status: z.enum(stepStatuses),
      approvers: z.array(person),
      /** Anyone with the hr role may decide this step, besides the people listed. */
      hr: z.boolean(),
      skip_reason: z.string().nullable(),
      decisions: z.array(
        z.object({
          by: person,
          on_behalf_of: person.nullable(),
          decision: z.enum(leaveDecisions),
          note: z.string().nullable(),
          override: z.boolean(),
          at: z.string(),
        }),
      ),
    }),
  ),
  leave: z
    .object({
      _id: z.string(),
      leave_type: z.string(),
      reason: z.string(),
      start_date: z.string(),
      end_date: z.string(),
      /** Calendar days, both ends included, and the working days the balance counts. */
      days: z.number(),
      working_days: z.number(),
      ...leavePartFields,
      balance: yearBalanceSchema.nullable(),
      /** Working days on which approving would leave the department below its minimum cover (rules §13). */
      cover_shortfall: z.array(z.string()),
      /** The requester's teammates (the same manager's reports) with approved leave on these dates. */
      team_off: z.array(z.object({ name: z.string(), start_date: z.string(), end_date: z.string() })),
    })
    .nullable(),
  correction: z
    .object({
      date: z.string(),
      reason: z.string(),
      before: clockValues.nullable(),
      after: clockValues,
      attachment: z.object({ _id: z.string(), name: z.string() }).nullable(),
    })
    .nullable(),
  /** Each proposed field with its value now and the one asked for; private values are null to other approvers. */
  profile: z
    .array(
      z.object({
        field: z.enum(profileFields),
        before: z.string().nullable(),
        after: z.string().nullable(),
        hidden: z.boolean(),
      }),
    )
    .nullable(),
  /**
   * A timesheet's week and its minutes as the viewer may read the week (issue 43): `scope` `all`, the week's
   * whole minutes; `yours`, those of the projects whose manager's seat the viewer holds (a project's manager who is
   * not the person's line manager, or one standing in for them), never another project's. The week itself is
   * read with gettimesheet.
   */
  timesheet: z
    .object({ week_start: z.string(), minutes: z.number(), scope: z.enum(['all', 'yours']) })
    .nullable(),
  /**
   * An overtime claim (issue 42): its day and minutes, why, paid or as substitute leave, asked in advance or
   * worked, and hr's reason when it passed the caps.
   */
  overtime: z
    .object({
      date: z.string(),
      minutes: z.number(),
      reason: z.string(),
      take: z.enum(overtimeTakes),
      advance: z.boolean(),
      override_reason: z.string().nullable(),
    })
    .nullable(),
  can: z.object({ decide: z.boolean(), override: z.boolean(), cancel: z.boolean() }),
});
export type Approval = z.infer<typeof approvalSchema>;

export const approvalsReply = z.object({
  requests: z.array(approvalSchema),
  ...pageReply,
  /** The caller approves something (delegations.ts `approvesSomething`): they are offered stand-ins. */
  approver: z.boolean().default(false),
});
export type ApprovalsReply = z.infer<typeof approvalsReply>;
export const myRequestsReply = z.object({ requests: z.array(approvalSchema) });
export type MyRequestsReply = z.infer<typeof myRequestsReply>;
export const approvalReply = z.object({ message: z.string(), data: approvalSchema });
export type ApprovalReply = z.infer<typeof approvalReply>;
export const decideManyReply = z.object({ message: z.string(), data: z.array(approvalSchema) });
