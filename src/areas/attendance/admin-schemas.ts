/**
 * Attendance management for hr (rules §4 and §7): one day's attendance for every active employee, filters,
 * corrections with a reason, CSV export. Corrected times are local `HH:MM` in the organisation's time zone on
 * the corrected date (what the form shows); replies carry ISO instants like every other attendance call.
 */
import { z } from 'zod';
import { says } from '../../shared/i18n/refusals.js';
import { idOf, pageReply, paging } from '../../shared/schemas.js';
import { humanize } from '../../shared/validation.js';
import { attendanceRecordSchema, attendanceStatuses } from './schemas.js';

/** A day without a record that is neither Absent nor On Leave: today, a future day, a day off, before tracking. */
/** The longest reason a correction may give. */
export const MAX_CORRECTION_REASON = 500;
/** Why a day is corrected (hr's correction, a person's request to correct their own day). */
export const correctionReason = z
  .string({ error: says('field_required', { field: 'Reason' }) })
  .trim()
  .min(1, { error: says('field_required', { field: 'Reason' }) })
  .max(MAX_CORRECTION_REASON, {
    error: says('field_too_long', { field: 'Reason', max: MAX_CORRECTION_REASON }),
  });
export const NOT_CHECKED_IN = 'Not checked in';
/** A day the person does not work (issue 40): the organisation's weekly off, or one of their own holidays. */
export const WEEKLY_OFF = 'Weekly off';
export const HOLIDAY = 'Holiday';
export const dayStatuses = [...attendanceStatuses, NOT_CHECKED_IN, WEEKLY_OFF, HOLIDAY] as const;
export type DayStatus = (typeof dayStatuses)[number];

/** What hr may set: a stored record is Present, Late or Absent (On Leave comes from approved leave). */
export const correctionStatuses = ['Present', 'Late', 'Absent'] as const;

export const adminAttendanceMessages = {
  corrected: 'Attendance corrected successfully.',
} as const;

const day = z.iso.date({ error: says('field_date_format', { field: 'Date' }) });
const clock = (key: string) =>
  z
    .string({ error: says('field_time', { field: humanize(key) }) })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: says('field_time', { field: humanize(key) }) });

/** PostgreSQL text cannot hold NUL: refuse it here as bad input rather than fail in the database. */
const noNul = (key: string) => [/^[^\0]*$/, { error: says('field_nul', { field: humanize(key) }) }] as const;

/** Filters of getattendance and exportattendance; an empty department or status means all. */
export const dayQuery = z.object({
  /** Default: today in the organisation's time zone. */
  date: day.optional(),
  department: z
    .string({ error: says('field_text', { field: 'Department' }) })
    .max(200)
    .regex(...noNul('department'))
    .optional(),
  status: z
    .enum([...dayStatuses, ''], {
      error: says('field_one_of', { field: 'Status', values: dayStatuses.join(', ') }),
    })
    .optional(),
});
export type DayQuery = z.infer<typeof dayQuery>;

/** The day's rows a page at a time: at 10,000 people one table of everyone was ~195,000 elements (decision 019). */
export const DAY_PAGE_SIZE = 50;
export const dayPageQuery = dayQuery.extend(paging({ defaultSize: DAY_PAGE_SIZE, maxSize: 200 }));
export type DayPageQuery = z.infer<typeof dayPageQuery>;

export const dayRowSchema = z.object({
  employee: z.object({
    _id: z.string(),
    name: z.string(),
    employeeId: z.string(),
    department: z.string().nullable(),
    designation: z.string().nullable(),
  }),
  /** The stored record's id; null when the day has none (a derived Absent, On Leave or Not checked in). */
  _id: z.string().nullable(),
  date: z.string(),
  check_in_time: z.string().nullable(),
  check_out_time: z.string().nullable(),
  status: z.enum(dayStatuses),
  /** The holiday's name on a Holiday. */
  holiday: z.string().nullable().optional(),
  /** That employee has submitted the month of this day. */
  submitted: z.boolean(),
  correction: z
    .object({
      reason: z.string(),
      corrected_by: z.object({ _id: z.string(), name: z.string() }).nullable(),
      corrected_at: z.string(),
    })
    .nullable(),
});
export type DayRow = z.infer<typeof dayRowSchema>;

export const dayReply = z.object({
  date: z.string(),
  /** Today in the organisation's time zone, so the page can default to it and stop the picker there. */
  today: z.string(),
  /** Every department of active employees, for the filter. */
  departments: z.array(z.string()),
  /** How many of the department's rows have each status, before the status filter. */
  counts: z.record(z.enum(dayStatuses), z.number().int()),
  attendance: z.array(dayRowSchema),
});
export type DayReply = z.infer<typeof dayReply>;

/** getattendance: one page of the rows the filters match; `total` counts them all, `counts` the whole day. */
export const dayPageReply = dayReply.extend(pageReply);
export type DayPageReply = z.infer<typeof dayPageReply>;

export const correctionBody = z
  .object({
    employee_id: idOf('employee_id', 'employee id'),
    date: day,
    check_in_time: clock('check_in_time').nullable().optional(),
    check_out_time: clock('check_out_time').nullable().optional(),
    status: z.enum(correctionStatuses, { error: says('correction_status') }),
    reason: correctionReason.regex(...noNul('reason')),
  })
  .superRefine((body, ctx) => {
    const fail = (field: string, message: string) => ctx.addIssue({ code: 'custom', path: [field], message });
    if (body.status === 'Absent') {
      if (body.check_in_time)
        fail('check_in_time', says('correction_time_empty', { field: 'Check in time' }));
      else if (body.check_out_time)
        fail('check_out_time', says('correction_time_empty', { field: 'Check out time' }));
      return;
    }
    if (!body.check_in_time)
      fail(
        'check_in_time',
        says('correction_time_required', { field: 'Check in time', status: body.status }),
      );
    else if (body.check_out_time && body.check_out_time < body.check_in_time)
      fail('check_out_time', says('check_out_before_in'));
  });
export type CorrectionBody = z.infer<typeof correctionBody>;

export const correctionReply = z.object({ message: z.string(), attendance: attendanceRecordSchema });
export type CorrectionReply = z.infer<typeof correctionReply>;
