/**
 * Overtime (issue 42, decision 035): hr's policy, a person's day as overtime sees it, and a claim (or a request
 * in advance) that goes through the approval engine as a request of kind `overtime`.
 */
import { z } from 'zod';
import { says } from '../../shared/i18n/refusals.js';
import { idOf } from '../../shared/schemas.js';
import { restDayChoices } from './overtime-rules.js';

const whole = (field: string, min: number, max: number) =>
  z
    .number({ error: says('field_whole_between', { field, min, max }) })
    .int({ error: says('field_whole_between', { field, min, max }) })
    .min(min, { error: says('field_whole_between', { field, min, max }) })
    .max(max, { error: says('field_whole_between', { field, min, max }) });
const text = (field: string, max: number) =>
  z
    .string({ error: says('field_required', { field }) })
    .trim()
    .min(1, { error: says('field_required', { field }) })
    .max(max, { error: says('field_too_long', { field, max }) });
const isoDate = z.iso.date({ error: says('field_date', { field: 'Date' }) });

/** hr's policy: the caps, the rate (percent of the basic hourly rate), the thresholds and rest, the choices. */
export const overtimePolicyInput = z
  .object({
    daily_cap_minutes: whole('Daily cap minutes', 0, 1440),
    weekly_cap_minutes: whole('Weekly cap minutes', 0, 10080),
    rate_percent: whole('Rate percent', 100, 500),
    day_threshold_minutes: whole('Day threshold minutes', 60, 1440),
    week_threshold_minutes: whole('Week threshold minutes', 60, 10080),
    rest_after_minutes: whole('Rest after minutes', 60, 1440),
    rest_minutes: whole('Rest minutes', 0, 240),
    rest_day_work: z.enum(restDayChoices),
    pre_approval: z.boolean(),
    source: text('Policy source', 200),
  })
  .superRefine((p, ctx) => {
    if (p.daily_cap_minutes > p.weekly_cap_minutes)
      ctx.addIssue({ code: 'custom', path: ['daily_cap_minutes'], message: says('overtime_caps_order') });
  });
export type OvertimePolicyInput = z.input<typeof overtimePolicyInput>;
export type OvertimePolicyBody = z.output<typeof overtimePolicyInput>;

export const overtimePolicyReply = z.object({
  daily_cap_minutes: z.number(),
  weekly_cap_minutes: z.number(),
  rate_percent: z.number(),
  day_threshold_minutes: z.number(),
  week_threshold_minutes: z.number(),
  rest_after_minutes: z.number(),
  rest_minutes: z.number(),
  rest_day_work: z.enum(restDayChoices),
  pre_approval: z.boolean(),
  source: z.string(),
  /** When hr last changed it; null: the shipped figures. */
  updated_at: z.string().nullable(),
});
export type OvertimePolicyReply = z.infer<typeof overtimePolicyReply>;

export const overtimeDayBody = z.object({
  employee_id: idOf('employee_id', 'employee id').optional(),
  date: isoDate,
});

/** A person's day as overtime sees it: what attendance says was overtime, and what is claimed against the caps. */
export const overtimeDayReply = z.object({
  date: z.string(),
  /** A weekly off, a holiday or a rostered day off: all of the time worked counts. */
  rest_day: z.boolean(),
  worked_minutes: z.number(),
  /** The day's overtime from its check-in and check-out: what a claim is prefilled with. */
  overtime_minutes: z.number(),
  /** Minutes of this day and of its week already claimed (approved or waiting). */
  claimed_day: z.number(),
  claimed_week: z.number(),
  week_start: z.string(),
  daily_cap_minutes: z.number(),
  weekly_cap_minutes: z.number(),
  pre_approval: z.boolean(),
  rest_day_work: z.enum(restDayChoices),
});
export type OvertimeDayReply = z.infer<typeof overtimeDayReply>;

export const overtimeTakes = ['pay', 'leave'] as const;
export type OvertimeTake = (typeof overtimeTakes)[number];

/**
 * A claim of worked overtime, or (`advance`) a request for overtime not yet worked. `take`: paid in payroll, or
 * substitute leave. `override_reason`: hr passing the caps, audited.
 */
export const claimOvertimeBody = z.object({
  employee_id: idOf('employee_id', 'employee id').optional(),
  date: isoDate,
  minutes: whole('Overtime minutes', 1, 1440),
  reason: text('Reason', 500),
  take: z.enum(overtimeTakes).default('pay'),
  advance: z.boolean().default(false),
  override_reason: text('Override reason', 500).optional(),
});
export type ClaimOvertimeInput = z.input<typeof claimOvertimeBody>;
export type ClaimOvertimeBody = z.output<typeof claimOvertimeBody>;

export const overtimeMessages = {
  policySaved: 'Overtime policy saved.',
  claimed: 'Overtime sent for approval.',
} as const;

export const overtimePolicyMessageReply = z.object({ message: z.string() });
export const claimOvertimeReply = z.object({ message: z.string(), request_id: z.string() });
