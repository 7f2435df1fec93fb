/**
 * Leave requests (spec §3, §5, §7; rules §5): the request and reply schemas of the leave calls, the exact
 * texts the screens show, and the balance rule both sides need. Field names are the spec's contract:
 * `leavetype` is the free-text reason, `leave_type` the type (Annual, Sick, …).
 */
import { z } from 'zod';
import { inclusiveDays, parseClock } from '../../shared/calendar.js';
import { says } from '../../shared/i18n/refusals.js';
import {
  type DayPart,
  dayParts,
  type LeaveSpan,
  leaveUnits,
  spanDays,
  type WorkDay,
} from '../../shared/leave-policy.js';
import { cappedPageReply, idOf, paging } from '../../shared/schemas.js';
import { humanize } from '../../shared/validation.js';

export const leaveStatuses = ['pending', 'approved', 'rejected', 'cancelled'] as const;
export type LeaveStatus = (typeof leaveStatuses)[number];
export const leaveDecisions = ['approved', 'rejected'] as const;
export type LeaveDecision = (typeof leaveDecisions)[number];

/** Statuses that hold days: they count against the balance and block overlapping requests. */
export const activeLeaveStatuses = ['pending', 'approved'] as const satisfies readonly LeaveStatus[];

export const leaveMessages = {
  submitted: 'Leave request submitted successfully.',
  approved: 'Leave approved successfully!',
  rejected: 'Leave rejected successfully!',
  approveFailed: 'Failed to approve leave.',
  rejectFailed: 'Failed to reject leave.',
  cancelled: 'Leave request cancelled.',
  noRecords: 'No records found.',
  noLeaveData: 'No leave data available',
} as const;

/** Longest request accepted, in calendar days: a year, leap day included. */
export const MAX_LEAVE_SPAN_DAYS = 366;
export const MAX_REASON_LENGTH = 500;

export const isIsoDate = (value: string) => z.iso.date().safeParse(value).success;

const optionalText = (key: string, max: number) =>
  z
    .string({ error: says('field_text', { field: humanize(key) }) })
    .trim()
    .max(max, { error: says('field_too_long', { field: humanize(key), max }) })
    .nullish();

const clockTime = (key: string) =>
  z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, { error: says('field_time', { field: humanize(key) }) });

/** What is wrong with the parts of a request's first and last days, if anything (rules §14). */
function partsIssue(body: {
  start_date?: string | null;
  end_date?: string | null;
  start_part?: DayPart;
  end_part?: DayPart;
  start_time?: string;
  end_time?: string;
}): [string, string][] | undefined {
  const { start_part: first = 'full', end_part: last, start_time, end_time } = body;
  if (body.start_date === body.end_date) {
    if (last && last !== first) return [['end_part', says('leave_one_day_part')]];
    if (first !== 'hours') return undefined;
    if (!start_time || !end_time) return [['start_time', says('leave_hours_times')]];
    if (parseClock(end_time) <= parseClock(start_time)) return [['end_time', says('leave_hours_order')]];
    return undefined;
  }
  const issues: [string, string][] = [];
  if (first === 'hours' || last === 'hours') issues.push(['start_part', says('leave_hours_one_day')]);
  else {
    if (first === 'morning') issues.push(['start_part', says('leave_first_day_part')]);
    if (last === 'afternoon') issues.push(['end_part', says('leave_last_day_part')]);
  }
  return issues.length ? issues : undefined;
}

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
    /** Which part of the first day (of the only day, for a one-day leave) is taken; full when absent. */
    start_part: z
      .enum(dayParts, { error: says('field_one_of', { field: 'Start part', values: dayParts.join(', ') }) })
      .optional(),
    /** Which part of the last day of a leave of several days is taken: full or morning. */
    end_part: z
      .enum(dayParts, { error: says('field_one_of', { field: 'End part', values: dayParts.join(', ') }) })
      .optional(),
    /** From–to times (HH:MM) of a one-day leave taken in hours. */
    start_time: clockTime('start_time').optional(),
    end_time: clockTime('end_time').optional(),
  })
  .superRefine((body, ctx) => {
    if (!body.leavetype || !body.start_date || !body.end_date) {
      ctx.addIssue({ code: 'custom', path: [], message: says('leave_required') });
      return;
    }
    let datesValid = true;
    for (const field of ['start_date', 'end_date'] as const) {
      if (isIsoDate(body[field] ?? '')) continue;
      datesValid = false;
      ctx.addIssue({
        code: 'custom',
        path: [field],
        message: says('field_date_paren', { field: humanize(field) }),
      });
    }
    if (datesValid) {
      if (body.end_date < body.start_date)
        ctx.addIssue({ code: 'custom', path: ['end_date'], message: says('end_before_start') });
      else if (inclusiveDays(body.start_date, body.end_date) > MAX_LEAVE_SPAN_DAYS)
        ctx.addIssue({ code: 'custom', path: ['end_date'], message: says('leave_too_long') });
      else
        for (const [path, message] of partsIssue(body) ?? [])
          ctx.addIssue({ code: 'custom', path: [path], message });
    }
  });

export type ApplyLeaveBody = z.input<typeof applyLeaveBody>;

/** Calls about one employee: their own unless the caller may read that employee's leave. */
export const employeeLeaveBody = z.object({ employee_id: idOf('employee_id').optional() }).nullish();

const statusList = z
  .string()
  .trim()
  .toLowerCase()
  .refine((v) => v.split(',').every((s) => (leaveStatuses as readonly string[]).includes(s.trim())), {
    error: says('field_some_of', { field: 'Status', values: leaveStatuses.join(', ') }),
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
    .string({ error: says('decision_status') })
    .max(20, { error: says('decision_status') })
    .trim()
    .toLowerCase()
    .pipe(z.enum(leaveDecisions, { error: says('decision_status') })),
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
  /** The smallest piece of a day it may be taken in. */
  unit: z.enum(leaveUnits),
  /** Requests may take it below zero. */
  allow_negative: z.boolean(),
});
export type LeaveBalance = z.infer<typeof leaveBalanceSchema>;
/** A balance in the leave year a request starts: the year's name and its first and last days (for a BS reader). */
export const yearBalanceSchema = leaveBalanceSchema.extend({
  year: z.number(),
  from: z.string(),
  to: z.string(),
});
export type YearBalance = z.infer<typeof yearBalanceSchema>;

/** Which part of a leave's first and last days it takes; `hours` with the from–to times. */
export const leavePartFields = {
  start_part: z.enum(dayParts),
  end_part: z.enum(dayParts),
  start_time: z.string().nullable(),
  end_time: z.string().nullable(),
};

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
  /** Working days (the organisation's working week, holidays excluded), part days in part: what it takes. */
  working_days: z.number(),
  ...leavePartFields,
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
  balance: yearBalanceSchema.nullable(),
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
  ...cappedPageReply,
});
export type AllLeaveReply = z.infer<typeof allLeaveReply>;
export const approveLeaveReply = z.object({ message: z.string(), data: teamLeaveSchema });
export type ApproveLeaveReply = z.infer<typeof approveLeaveReply>;
export const leaveBalanceReply = z.object({
  employee_id: z.string(),
  /** The leave year, named by the year it starts in (in the organisation's period calendar). */
  year: z.number(),
  /** Its first and last days. */
  from: z.string(),
  to: z.string(),
  /** The day the balances are as of: today within this year, else its first or last day. */
  on: z.string(),
  balances: z.array(leaveBalanceSchema),
  /** The next approved leave that has not ended yet, if any. */
  next_leave: myLeaveSchema.nullable(),
});
export type LeaveBalanceReply = z.infer<typeof leaveBalanceReply>;

/** A request as its days are counted: its span, and the days per leave year fixed when it was approved. */
export type CountedLeave = LeaveSpan & {
  /** Its type, whose requests may take every calendar day (`WorkDay.calendarDayTypes`). */
  leaveType?: string;
  /** Stored at approval; when absent the days are counted with today's calendar. */
  countedDays?: Record<string, number> | null;
};

/** A request's days in all: as stored when it was approved, else as counted now. */
export const leaveDays = (leave: CountedLeave, day: WorkDay) =>
  leave.countedDays ? Object.values(leave.countedDays).reduce((sum, n) => sum + n, 0) : spanDays(leave, day);
