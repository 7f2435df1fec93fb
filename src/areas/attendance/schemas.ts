/**
 * Attendance: the request and reply schemas of spec §7's attendance calls and the rules both sides need
 * (late or present, rules §4). Field names (`employee_id`, `monthly_overview`, `check_in_time`, …) are the
 * contract of the old client.
 */
import { z } from 'zod';
import { localDateTime, parseClock } from '../../shared/calendar.js';
import { says } from '../../shared/i18n/refusals.js';
import { idOf } from '../../shared/schemas.js';

export const attendanceStatuses = ['Present', 'Late', 'Absent', 'On Leave'] as const;
export type AttendanceStatus = (typeof attendanceStatuses)[number];

export const attendanceMessages = {
  checkedIn: 'Checked in successfully. Attendance updated.',
  checkedOut: 'Checked out successfully. Attendance updated.',
  retrieved: 'Attendance records retrieved successfully.',
  submitted: 'Attendance submitted successfully.',
} as const;

const employeeId = idOf('employee_id', 'employee id').optional();
const month = z
  .string({ error: says('field_month', { field: 'Month' }) })
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: says('field_month', { field: 'Month' }) });

/** Body of the calls on one employee: `employee_id` is optional and defaults to the caller. */
export const employeeBody = z.object({ employee_id: employeeId });
export type EmployeeBody = z.infer<typeof employeeBody>;

/** Body of the calls on one month; `month` defaults to the current month in the organisation's time zone. */
export const monthBody = z.object({ employee_id: employeeId, month: month.optional() });
export type MonthBody = z.infer<typeof monthBody>;

export const submitBody = z.object({
  employee_id: employeeId,
  month: z
    .string({ error: says('field_required', { field: 'Month' }) })
    .max(7, { error: says('field_month', { field: 'Month' }) })
    .pipe(month),
});
export type SubmitBody = z.infer<typeof submitBody>;

/** One day of attendance. Absent and On Leave days without a stored record have null times. */
export const attendanceRecordSchema = z.object({
  _id: z.string(),
  date: z.string(),
  check_in_time: z.string().nullable(),
  check_out_time: z.string().nullable(),
  status: z.enum(attendanceStatuses),
  /** On a rostered shift (issue 42): the shift, and how the day went against it. Absent from other days. */
  shift: z.object({ name: z.string(), start_time: z.string(), end_time: z.string() }).optional(),
  /** Check-in to check-out less the shift's unpaid break; null until both are known. */
  worked_minutes: z.number().int().nullable().optional(),
  /** Left more than the shift's early-exit grace before its end. */
  early_exit: z.boolean().optional(),
  /** Against the shift's minimums: a full day, a half day, or too short to count (absent); null while open. */
  day_portion: z.enum(['full', 'half', 'absent']).nullable().optional(),
});
export type AttendanceRecord = z.infer<typeof attendanceRecordSchema>;

export const monthlyOverviewSchema = z.object({
  /** Days attended, on time and late. */
  present_days: z.number().int(),
  absent_days: z.number().int(),
  late_arrivals: z.number().int(),
  on_leave_days: z.number().int(),
  /** Working days of the month so far (today included), from the joining date or tracking start on. */
  working_days: z.number().int(),
  /** present / (present + absent) as a whole percent; null while there is nothing to count. */
  attendance_rate: z.number().int().nullable(),
});
export type MonthlyOverview = z.infer<typeof monthlyOverviewSchema>;

export const summaryReply = z.object({
  month: z.string(),
  submitted: z.boolean(),
  monthly_overview: monthlyOverviewSchema,
});
export type SummaryReply = z.infer<typeof summaryReply>;

export const myAttendanceReply = z.object({
  message: z.literal(attendanceMessages.retrieved),
  month: z.string(),
  submitted: z.boolean(),
  attendance: z.array(attendanceRecordSchema),
});
export type MyAttendanceReply = z.infer<typeof myAttendanceReply>;

export const historyMonthSchema = z.object({
  month: z.string(),
  present_days: z.number().int(),
  absent_days: z.number().int(),
  late_arrivals: z.number().int(),
  on_leave_days: z.number().int(),
  submitted: z.boolean(),
});
export type HistoryMonth = z.infer<typeof historyMonthSchema>;
/** Months from the joining month (or the month tracking started, if later) to the current one, newest first. */
export const historyReply = z.object({ months: z.array(historyMonthSchema) });
export type HistoryReply = z.infer<typeof historyReply>;

/** What the clock button needs: today's record, and whether this month is already submitted. */
export const todayReply = z.object({
  date: z.string(),
  submitted: z.boolean(),
  /** Approved leave covers today (checking in is still allowed: plans change). */
  on_leave: z.boolean(),
  attendance: attendanceRecordSchema.nullable(),
  /** The location rule applies to this person: the clock button asks for the location first (rules §15). */
  ask_location: z.boolean(),
});
export type TodayReply = z.infer<typeof todayReply>;

export const clockReply = z.object({ message: z.string(), attendance: attendanceRecordSchema });
export type ClockReply = z.infer<typeof clockReply>;

export const submitReply = z.object({ message: z.string(), month: z.string(), submitted_at: z.string() });
export type SubmitReply = z.infer<typeof submitReply>;

export interface LateRule {
  timeZone: string;
  workStart: string;
  lateGraceMinutes: number;
  workingDays: readonly number[];
}

/**
 * Late when the local check-in time is after work start plus grace (09:10 is still on time with the defaults,
 * 09:11 is late). Days off have no start time, so checking in on one is never late.
 */
export function checkInStatus(instant: Date, rule: LateRule, isWorkingDay: boolean): 'Present' | 'Late' {
  const { minutes } = localDateTime(instant, rule.timeZone);
  const late = minutes > parseClock(rule.workStart) + rule.lateGraceMinutes;
  return isWorkingDay && late ? 'Late' : 'Present';
}

/** The instant of a local date and time (in shared/calendar.ts: the shifts area uses it too). */
export { zonedInstant } from '../../shared/calendar.js';

/** present / (present + absent), as a whole percent; null when neither has happened yet. */
export function attendanceRate(present: number, absent: number): number | null {
  const total = present + absent;
  return total === 0 ? null : Math.round((present / total) * 100);
}
