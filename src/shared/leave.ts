/**
 * Leave requests (spec §3, §5, §7; rules §5): the request and reply schemas of the leave calls, the exact
 * texts the screens show, and the balance rule both sides need. Field names are the spec's contract:
 * `leavetype` is the free-text reason, `leave_type` the type (Annual, Sick, …).
 */
import { z } from 'zod';
import { countWorkingDays, inclusiveDays, type WorkCalendar } from './calendar.js';
import { idOf, pageReply, paging } from './schemas.js';

export const leaveStatuses = ['pending', 'approved', 'rejected', 'cancelled'] as const;
export type LeaveStatus = (typeof leaveStatuses)[number];
export const leaveDecisions = ['approved', 'rejected'] as const;
export type LeaveDecision = (typeof leaveDecisions)[number];

/** Statuses that hold days: they count against the balance and block overlapping requests. */
export const activeLeaveStatuses = ['pending', 'approved'] as const satisfies readonly LeaveStatus[];

export const leaveMessages = {
  required: 'All fields are required.',
  submitted: 'Leave request submitted successfully.',
  approved: 'Leave approved successfully!',
  rejected: 'Leave rejected successfully!',
  approveFailed: 'Failed to approve leave.',
  rejectFailed: 'Failed to reject leave.',
  cancelled: 'Leave request cancelled.',
  noRecords: 'No records found.',
  noLeaveData: 'No leave data available',
  endBeforeStart: 'End date must not be before start date',
  tooLong: 'End date must be at most 365 days after start date',
  noWorkingDays: 'The selected dates contain no working days.',
  ownDecision: 'You cannot decide your own leave request.',
  notFound: 'Leave request not found',
} as const;

/** Longest request accepted, in calendar days: a year, leap day included. */
export const MAX_LEAVE_SPAN_DAYS = 366;
export const MAX_REASON_LENGTH = 500;

export const isIsoDate = (value: string) => z.iso.date().safeParse(value).success;

const optionalText = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .max(max, { error: `${field} must be at most ${max} characters` })
    .nullish();

/**
 * POST /employee/applyleave (spec §7). Start, end and reason are checked together so a missing one answers the
 * spec's `All fields are required.`; `status` is accepted and ignored (the server always stores pending);
 * `leave_type` defaults to the organisation's first type (Annual) for clients that do not send one.
 */
export const applyLeaveBody = z
  .object({
    employee_id: idOf('employee_id').optional(),
    leavetype: optionalText('leavetype', MAX_REASON_LENGTH),
    leave_type: optionalText('leave_type', 40),
    start_date: optionalText('start_date', 10),
    end_date: optionalText('end_date', 10),
    status: z.unknown().optional(),
  })
  .superRefine((body, ctx) => {
    if (!body.leavetype || !body.start_date || !body.end_date) {
      ctx.addIssue({ code: 'custom', path: [], message: leaveMessages.required });
      return;
    }
    let datesValid = true;
    for (const field of ['start_date', 'end_date'] as const) {
      if (isIsoDate(body[field] ?? '')) continue;
      datesValid = false;
      ctx.addIssue({ code: 'custom', path: [field], message: `${field} must be a date (yyyy-mm-dd)` });
    }
    if (datesValid) {
      if (body.end_date < body.start_date)
        ctx.addIssue({ code: 'custom', path: ['end_date'], message: leaveMessages.endBeforeStart });
      else if (inclusiveDays(body.start_date, body.end_date) > MAX_LEAVE_SPAN_DAYS)
        ctx.addIssue({ code: 'custom', path: ['end_date'], message: leaveMessages.tooLong });
    }
  });
export type ApplyLeaveBody = z.input<typeof applyLeaveBody>;

/** Calls about one employee: their own unless the caller may read that employee's leave. */
export const employeeLeaveBody = z.object({ employee_id: idOf('employee_id').optional() }).nullish();

export const leaveBalanceBody = z
  .object({
    employee_id: idOf('employee_id').optional(),
    year: z
      .number({ error: 'year must be a whole number' })
      .int({ error: 'year must be a whole number' })
      .min(2000, { error: 'year must be between 2000 and 2100' })
      .max(2100, { error: 'year must be between 2000 and 2100' })
      .optional(),
  })
  .nullish();

const statusList = z
  .string()
  .trim()
  .toLowerCase()
  .refine((v) => v.split(',').every((s) => (leaveStatuses as readonly string[]).includes(s.trim())), {
    error: `status must be one or more of ${leaveStatuses.join(', ')}, separated by commas`,
  })
  .transform((v) => v.split(',').map((s) => s.trim() as LeaveStatus));

/** GET /employee/getallleave: optional filters and paging, for organisations with many requests. */
export const allLeaveQuery = z.object({
  status: statusList.optional(),
  ...paging({ defaultSize: 100, maxSize: 500 }),
});
export type AllLeaveQuery = z.input<typeof allLeaveQuery>;

export const approveLeaveBody = z.object({
  _id: idOf('_id'),
  status: z
    .string({ error: 'status must be approved or rejected' })
    .max(20, { error: 'status must be approved or rejected' })
    .trim()
    .toLowerCase()
    .pipe(z.enum(leaveDecisions, { error: 'status must be approved or rejected' })),
  decision_note: optionalText('decision_note', MAX_REASON_LENGTH),
});
export type ApproveLeaveBody = z.input<typeof approveLeaveBody>;

export const cancelLeaveBody = z.object({ _id: idOf('_id') });

export const leaveBalanceSchema = z.object({
  leave_type: z.string(),
  /** Working days a year; null means unlimited. */
  allowance: z.number().nullable(),
  /** Approved working days in the year. */
  used: z.number(),
  /** Working days of pending requests in the year. */
  pending: z.number(),
  /** allowance − used (null when unlimited); pending requests are not yet taken off. */
  left: z.number().nullable(),
  /** New requests of this type may be made (false once the type is retired or no longer configured). */
  requestable: z.boolean(),
});
export type LeaveBalance = z.infer<typeof leaveBalanceSchema>;

const leaveFields = {
  _id: z.string(),
  /** The reason, in the spec's field name. */
  leavetype: z.string(),
  leave_type: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  status: z.enum(leaveStatuses),
  createdAt: z.string(),
  /** Calendar days, both ends included, as the cards show them. */
  days: z.number(),
  /** Working days (the organisation's working week, holidays excluded): what the balance counts. */
  working_days: z.number(),
  decided_by: z.object({ _id: z.string(), name: z.string() }).nullable(),
  decided_at: z.string().nullable(),
  decision_note: z.string().nullable(),
};

/** A leave as its owner sees it (getmyleave, applyleave, cancelleave): `employee_id` is the id. */
export const myLeaveSchema = z.object({ ...leaveFields, employee_id: z.string() });
export type MyLeave = z.infer<typeof myLeaveSchema>;

export const leaveEmployeeSchema = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  name: z.string(),
});

/** A leave as deciders see it (getallleave, approveleave): the employee and their balance of that type. */
export const teamLeaveSchema = z.object({
  ...leaveFields,
  employee_id: leaveEmployeeSchema,
  /** The employee's balance of this leave type in the year the leave starts. */
  balance: leaveBalanceSchema.extend({ year: z.number() }).nullable(),
  /** What the caller may do with this request (the server decides; the client shows the actions). */
  can: z.object({ decide: z.boolean() }),
});
export type TeamLeave = z.infer<typeof teamLeaveSchema>;

export const applyLeaveReply = z.object({ message: z.string(), data: myLeaveSchema });
export const cancelLeaveReply = applyLeaveReply;
export const myLeaveReply = z.object({ leave: z.array(myLeaveSchema) });
export type MyLeaveReply = z.infer<typeof myLeaveReply>;
export const allLeaveReply = z.object({
  /** The spec's name; it holds every leave the caller may see, whatever the status. */
  approvedLeaves: z.array(teamLeaveSchema),
  ...pageReply,
});
export type AllLeaveReply = z.infer<typeof allLeaveReply>;
export const approveLeaveReply = z.object({ message: z.string(), data: teamLeaveSchema });
export type ApproveLeaveReply = z.infer<typeof approveLeaveReply>;
export const leaveBalanceReply = z.object({
  employee_id: z.string(),
  year: z.number(),
  balances: z.array(leaveBalanceSchema),
  /** The next approved leave that has not ended yet, if any. */
  next_leave: myLeaveSchema.nullable(),
});
export type LeaveBalanceReply = z.infer<typeof leaveBalanceReply>;

/** The part of a leave request that the balance rule reads. */
export interface CountedLeave {
  leaveType: string;
  status: string;
  startDate: string;
  endDate: string;
  /** Stored at approval (see `countedDaysByYear`); when absent the days are counted with today's calendar. */
  countedDays?: Record<string, number> | null;
}

type Calendar = Pick<WorkCalendar, 'workingDays' | 'holidays'>;

/** Working days of `[start, end]` that fall within `year`. */
export function workingDaysInYear(start: string, end: string, year: number, calendar: Calendar): number {
  const from = start > `${year}-01-01` ? start : `${year}-01-01`;
  const to = end < `${year}-12-31` ? end : `${year}-12-31`;
  return from <= to ? countWorkingDays(from, to, calendar) : 0;
}

/** The working days of `[start, end]` per year, as stored on a request when it is approved. */
export function countedDaysByYear(start: string, end: string, calendar: Calendar): Record<string, number> {
  return Object.fromEntries(
    yearsOf(start, end).map((y) => [String(y), workingDaysInYear(start, end, y, calendar)]),
  );
}

/** A request's working days in `year`: as stored when it was decided, else as counted now. */
export const leaveDaysInYear = (leave: CountedLeave, year: number, calendar: Calendar) =>
  leave.countedDays
    ? (leave.countedDays[String(year)] ?? 0)
    : workingDaysInYear(leave.startDate, leave.endDate, year, calendar);

/** A request's working days in all: as stored when it was decided, else as counted now. */
export const leaveDays = (leave: CountedLeave, calendar: Calendar) =>
  leave.countedDays
    ? Object.values(leave.countedDays).reduce((sum, n) => sum + n, 0)
    : countWorkingDays(leave.startDate, leave.endDate, calendar);

/** Years a date range touches, in order. */
export function yearsOf(start: string, end: string): number[] {
  const years: number[] = [];
  for (let y = Number(start.slice(0, 4)); y <= Number(end.slice(0, 4)); y++) years.push(y);
  return years;
}

/**
 * The balance of every configured leave type in `year`: approved working days are used, pending ones held.
 * Types no longer configured but used that year are listed too, as unlimited.
 */
export function computeBalances(
  leaveTypes: readonly { name: string; allowance: number | null; retired?: boolean }[],
  leaves: readonly CountedLeave[],
  year: number,
  calendar: Calendar,
): LeaveBalance[] {
  const rows = new Map<string, LeaveBalance>();
  for (const t of leaveTypes)
    rows.set(t.name, {
      leave_type: t.name,
      allowance: t.allowance,
      used: 0,
      pending: 0,
      left: null,
      requestable: !t.retired,
    });
  for (const leave of leaves) {
    if (leave.status !== 'approved' && leave.status !== 'pending') continue;
    const days = leaveDaysInYear(leave, year, calendar);
    if (days === 0) continue;
    let row = rows.get(leave.leaveType);
    if (!row) {
      row = {
        leave_type: leave.leaveType,
        allowance: null,
        used: 0,
        pending: 0,
        left: null,
        requestable: false,
      };
      rows.set(leave.leaveType, row);
    }
    if (leave.status === 'approved') row.used += days;
    else row.pending += days;
  }
  return [...rows.values()].map((r) => ({ ...r, left: r.allowance === null ? null : r.allowance - r.used }));
}

/** What may still be requested: the allowance less approved and pending days (null when unlimited). */
export const availableDays = (b: LeaveBalance) => (b.left === null ? null : b.left - b.pending);

export const pluralDays = (n: number, unit = 'day') => `${n} ${unit}${n === 1 ? '' : 's'}`;
