/**
 * The leave ledger's calls (rules §14): the lines behind a balance (the "why" view), hr's adjustments, and hr
 * running the accrual job from a past day.
 */
import { z } from 'zod';
import { says } from '../../shared/i18n/refusals.js';
import { ledgerKinds } from '../../shared/leave-policy.js';
import { idOf } from '../../shared/schemas.js';

export const ledgerMessages = {
  adjusted: 'Leave balance adjusted.',
  accrualQueued: 'Leave credits are being brought up to date from that day.',
} as const;

const year = z
  .number({ error: says('field_whole_number', { field: 'Year' }) })
  .int({ error: says('field_whole_number', { field: 'Year' }) })
  .min(2000, { error: says('year_range') })
  .max(2100, { error: says('year_range') });

const onDay = z.iso.date({ error: says('field_date', { field: 'On' }) });

/** getleavebalance: a leave year (default: today's), or the balance as of a day (a forecast before applying). */
export const leaveBalanceBody = z
  .object({
    employee_id: idOf('employee_id').optional(),
    year: year.optional(),
    on: onDay.optional(),
  })
  .nullish();

export const leaveLedgerBody = z
  .object({
    employee_id: idOf('employee_id').optional(),
    year: year.optional(),
    /** As of this day (its leave year), instead of a year. */
    on: onDay.optional(),
    leave_type: z.string().trim().max(40).optional(),
  })
  .nullish();

/** The attendance a credit was earned by, read from its key (shared/leave-policy.ts `daysWorkedCredits`, …). */
export const earnedBy = ['days_worked', 'day_off_worked'] as const;
export const earnedByOf = (key: string) =>
  key.startsWith('worked:') ? 'days_worked' : key.startsWith('substitute:') ? 'day_off_worked' : null;

export const ledgerLineSchema = z.object({
  /** Null for a credit the policy makes that the accrual job has not written yet. */
  _id: z.string().nullable(),
  leave_type: z.string(),
  kind: z.enum(ledgerKinds),
  /** Positive adds to the balance, negative takes from it. */
  days: z.number(),
  /** The day it takes effect. */
  on: z.string(),
  /** The reason hr gave for an adjustment. */
  note: z.string().nullable(),
  /** The request a taken or returned line is for. */
  leave: z.object({ _id: z.string(), start_date: z.string(), end_date: z.string() }).nullable(),
  /** Due under the policy by the balance's day, not yet written by the accrual job. */
  projected: z.boolean(),
  /** Who wrote it (hr for an adjustment, the approver for leave taken); null for the accrual job. */
  by: z.string().nullable(),
  /** What attendance earned a credit: days worked (home leave), a day off worked (substitute leave); else null. */
  earned_by: z.enum(earnedBy).nullable().optional(),
});
export type LedgerLineReply = z.infer<typeof ledgerLineSchema>;

export const leaveLedgerReply = z.object({
  employee_id: z.string(),
  year: z.number(),
  from: z.string(),
  to: z.string(),
  on: z.string(),
  lines: z.array(ledgerLineSchema),
});
export type LeaveLedgerReply = z.infer<typeof leaveLedgerReply>;

export const adjustLeaveBody = z.object({
  employee_id: idOf('employee_id'),
  leave_type: z
    .string({ error: says('field_required', { field: 'Leave type' }) })
    .trim()
    .min(1, { error: says('field_required', { field: 'Leave type' }) })
    .max(40),
  days: z
    .number({ error: says('ledger_days') })
    .refine((n) => n !== 0 && Math.abs(n) <= 366 && Math.abs(Math.round(n * 100) - n * 100) < 1e-6, {
      error: says('ledger_days'),
    }),
  reason: z
    .string({ error: says('ledger_reason') })
    .trim()
    .min(1, { error: says('ledger_reason') })
    .max(500, { error: says('field_too_long', { field: 'Reason', max: 500 }) }),
  /** The leave year it counts in; today's when absent. */
  year: year.optional(),
});
export type AdjustLeaveBody = z.input<typeof adjustLeaveBody>;
export const adjustLeaveReply = z.object({ message: z.string(), data: ledgerLineSchema });

export const runAccrualBody = z.object({
  from: z.iso.date({ error: says('field_date', { field: 'From' }) }),
});
export const runAccrualReply = z.object({ message: z.string() });
