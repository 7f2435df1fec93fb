/**
 * Analytics (/admin/analytics, rules §7): headcount and average salary per department, attendance over the
 * last 30 days, leave requests by status and month. One reply carries every series; the windows are computed
 * here so the server and the screen's captions agree.
 */
import { z } from 'zod';
import { addDays, monthOf } from '../../shared/calendar.js';

export const ATTENDANCE_DAYS = 30;
export const LEAVE_MONTHS = 12;
/** Months after the current one the leave chart also shows: requests planned ahead (pending, approved). */
export const LEAVE_MONTHS_AHEAD = 3;
export const leaveStatuses = ['pending', 'approved', 'rejected', 'cancelled'] as const;

/**
 * The 30 days before today (today is still under way, so a morning's half-filled day would look like a
 * collapse), and the 12 months ending with the current one plus the 3 after it (leave is planned ahead).
 */
export function analyticsWindows(today: string) {
  const month = monthOf(today);
  return {
    attendance: { from: addDays(today, -ATTENDANCE_DAYS), to: addDays(today, -1) },
    leave: { from: addMonths(month, -(LEAVE_MONTHS - 1)), to: addMonths(month, LEAVE_MONTHS_AHEAD) },
  };
}

/** `yyyy-mm` moved by `n` months. */
export function addMonths(month: string, n: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + n;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** Every month from `from` to `to`, both included. */
export function eachMonth(from: string, to: string): string[] {
  const months: string[] = [];
  for (let m = from; m <= to; m = addMonths(m, 1)) months.push(m);
  return months;
}

/**
 * Attended / expected as a percent with 1 decimal; null when nobody was expected. Someone who came in on
 * approved leave counts as attended but not expected, so the rate is capped at 100.
 */
export function dailyAttendanceRate(attended: number, expected: number): number | null {
  if (expected <= 0) return null;
  return Math.min(100, Math.round((attended / expected) * 1000) / 10);
}

export const departmentFigures = z.object({
  department: z.string(),
  headcount: z.number(),
  /** Mean monthly salary of those with one, to 1 decimal; null when nobody in it has a salary. */
  averageSalary: z.number().nullable(),
});
export type DepartmentFigures = z.infer<typeof departmentFigures>;

export const attendanceDay = z.object({
  date: z.string(),
  /** People employed that day (joined, not yet terminated) and not on approved leave. */
  expected: z.number(),
  /** Records of the day, on time or late. */
  attended: z.number(),
  late: z.number(),
  rate: z.number().nullable(),
});
export type AttendanceDay = z.infer<typeof attendanceDay>;

export const leaveMonth = z.object({
  month: z.string(),
  pending: z.number(),
  approved: z.number(),
  rejected: z.number(),
  cancelled: z.number(),
});
export type LeaveMonth = z.infer<typeof leaveMonth>;

export const analyticsReply = z.object({
  currency: z.string(),
  today: z.string(),
  /** Active employees per department, largest first. */
  departments: z.array(departmentFigures),
  /** Working days of the window only (the settings' week, holidays left out), oldest first. */
  attendance: z.object({ from: z.string(), to: z.string(), days: z.array(attendanceDay) }),
  /** Requests by the month they start in, oldest first, every month present. */
  leave: z.object({ from: z.string(), to: z.string(), months: z.array(leaveMonth) }),
});
export type AnalyticsReply = z.infer<typeof analyticsReply>;
