/**
 * The leave ledger's calls (rules §14): the lines behind a balance (the "why" view), hr's adjustments, and hr
 * running the accrual job from a past day.
 */
import { z } from 'zod';
import { ledgerKinds } from './leave-policy.js';
import { idOf } from './schemas.js';

export const ledgerMessages = {
  adjusted: 'Leave balance adjusted.',
  accrualQueued: 'Leave credits are being brought up to date from that day.',
  daysNonZero: 'Days must be a number other than 0, at most 366 either way, with at most two decimals',
  reasonRequired: 'A reason is required',
  unknownType: 'That leave type is not one of the organisation’s leave types',
  unlimitedType: 'That leave type is unlimited: it has no balance to adjust',
  futureFrom: 'The day to credit from must not be in the future',
  beforeLedger: 'The day to credit from must not be before the day balances are kept from',
  ownBalance: 'You cannot adjust your own leave balance; another hr person must.',
} as const;

const year = z
  .number({ error: 'year must be a whole number' })
  .int({ error: 'year must be a whole number' })
  .min(2000, { error: 'year must be between 2000 and 2100' })
  .max(2100, { error: 'year must be between 2000 and 2100' });

const onDay = z.iso.date({ error: 'on must be a date as yyyy-mm-dd' });

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
    .string({ error: 'leave_type is required' })
    .trim()
    .min(1, { error: 'leave_type is required' })
    .max(40),
  days: z
    .number({ error: ledgerMessages.daysNonZero })
    .refine((n) => n !== 0 && Math.abs(n) <= 366 && Math.abs(Math.round(n * 100) - n * 100) < 1e-6, {
      error: ledgerMessages.daysNonZero,
    }),
  reason: z
    .string({ error: ledgerMessages.reasonRequired })
    .trim()
    .min(1, { error: ledgerMessages.reasonRequired })
    .max(500, { error: 'reason must be at most 500 characters' }),
  /** The leave year it counts in; today's when absent. */
  year: year.optional(),
});
export type AdjustLeaveBody = z.input<typeof adjustLeaveBody>;
export const adjustLeaveReply = z.object({ message: z.string(), data: ledgerLineSchema });

export const runAccrualBody = z.object({ from: z.iso.date({ error: 'from must be a date as yyyy-mm-dd' }) });
export const runAccrualReply = z.object({ message: z.string() });
