/**
 * The days of a month as rules §4 counts them, from stored records, approved leave and the calendar.
 * Pure: the service loads the rows, this decides what each day was.
 *
 * - A record is what happened (Present, Late, or Absent when hr corrected it so).
 * - Counting starts at `trackedFrom`: the later of the joining date and the day the organisation started
 *   tracking attendance (a setting), so long-serving staff are not absent for the years before the product.
 * - A working day without a record, covered by approved leave, from `trackedFrom` on: On Leave.
 * - A working day without a record or leave, from `trackedFrom` on and before today: Absent (today is not over).
 * - A person's roster (issue 42) says which days they work, where it has a day: a rostered shift is a working day
 *   whatever the organisation's week and holidays say, a rostered day off is not; a recorded day on a shift says
 *   the shift and how the day went against it (late, early exit, minutes worked, full or half day).
 */

import { eachDay, formatClock, isWorkingDay, type WorkCalendar } from '../../../shared/calendar.js';
import { monthsBetween, type Periods } from '../../../shared/periods.js';
import { judgeDay, type ShiftRule } from '../../shifts/contract.js';
import {
  type AttendanceRecord,
  attendanceRate,
  type HistoryMonth,
  type MonthlyOverview,
} from '../schemas.js';

export interface StoredDay {
  id: string;
  workDate: string;
  checkInAt: Date | null;
  checkOutAt: Date | null;
  status: 'Present' | 'Late' | 'Absent';
}

export interface Ledger {
  /** The later of the joining date and the organisation's attendance start date. */
  trackedFrom: string;
  today: string;
  calendar: Pick<WorkCalendar, 'workingDays' | 'holidays'>;
  records: readonly StoredDay[];
  /** Approved leave, inclusive date ranges. */
  leaves: readonly { startDate: string; endDate: string }[];
  /** Submitted months, yyyy-mm. */
  submitted: ReadonlySet<string>;
  /** Gregorian or Bikram Sambat months (rules §9). */
  periods: Periods;
  /** The person's rostered days (issue 42): the shift, or null for a day off; a date not in it follows the calendar. */
  roster?: ReadonlyMap<string, ShiftRule | null>;
  /** The organisation's time zone, which a rostered shift's clock times are read in. */
  timeZone?: string;
}

/** Whether the person works `date`: their roster's word where it has one, else the organisation's calendar. */
export function worksOn(date: string, ledger: Pick<Ledger, 'calendar' | 'roster'>): boolean {
  const rostered = ledger.roster?.get(date);
  return rostered === undefined ? isWorkingDay(date, ledger.calendar) : rostered !== null;
}

/** A recorded day on a rostered shift: the shift and how the day went against it. */
function onShift(record: StoredDay, ledger: Ledger): AttendanceRecord {
  const day = presentRecord(record);
  const shift = ledger.roster?.get(record.workDate);
  if (!shift || !ledger.timeZone) return day;
  const judged = judgeDay(record.workDate, shift, ledger.timeZone, record.checkInAt, record.checkOutAt);
  return {
    ...day,
    shift: { name: shift.name ?? '', start_time: formatClock(shift.start), end_time: formatClock(shift.end) },
    worked_minutes: judged.workedMinutes,
    early_exit: judged.earlyExit,
    day_portion: judged.portion,
  };
}

export const presentRecord = (r: StoredDay): AttendanceRecord => ({
  _id: r.id,
  date: r.workDate,
  check_in_time: r.checkInAt?.toISOString() ?? null,
  check_out_time: r.checkOutAt?.toISOString() ?? null,
  status: r.status,
});

/** The later of two yyyy-mm-dd dates (they sort as strings). */
export const laterDate = (a: string, b: string) => (a > b ? a : b);

/** The days of the month that count so far: from `trackedFrom` (or the 1st) to today (or the month's end). */
function countedSpan(month: string, ledger: Ledger): string[] {
  const range = ledger.periods.rangeOf(month);
  if (!range) return [];
  const { first, last } = range;
  // yyyy-mm-dd strings sort as dates: the later of first/trackedFrom, the earlier of last/today.
  const from = laterDate(first, ledger.trackedFrom);
  const to = [last, ledger.today].sort()[0]!;
  return eachDay(from, to);
}

/** Every record of the month plus Absent and On Leave rows for the working days without one, by date. */
export function monthDays(
  month: string,
  ledger: Ledger,
  span = countedSpan(month, ledger),
): AttendanceRecord[] {
  const byDate = new Map(
    ledger.records.filter((r) => ledger.periods.monthOf(r.workDate) === month).map((r) => [r.workDate, r]),
  );
  const rows = [...byDate.values()].map((r) => onShift(r, ledger));
  for (const date of span) {
    const day = byDate.has(date) ? null : unrecordedDay(date, ledger);
    if (day) rows.push(day);
  }
  return rows.sort((a, b) => a.date.localeCompare(b.date));
}

/**
 * What a day without a record was: On Leave (approved leave on a working day), Absent (a past working day
 * without leave), or null (a day off, today, a future day without leave, or a day before tracking started).
 */
export function unrecordedDay(date: string, ledger: Ledger): AttendanceRecord | null {
  if (date < ledger.trackedFrom || !worksOn(date, ledger)) return null;
  if (ledger.leaves.some((l) => l.startDate <= date && date <= l.endDate)) return derived(date, 'On Leave');
  return date < ledger.today ? derived(date, 'Absent') : null;
}

const derived = (date: string, status: 'Absent' | 'On Leave'): AttendanceRecord => ({
  // No stored row: a stable id from the day, so a client can still key its rows by _id.
  _id: `${status === 'Absent' ? 'absent' : 'leave'}-${date}`,
  date,
  check_in_time: null,
  check_out_time: null,
  status,
});

/**
 * The month's counts. Only days from `trackedFrom` count: a record kept from before tracking started (the start
 * date moved later) is still listed by `monthDays`, but counting it against a span that leaves its day out
 * would give a rate over what the working days allow.
 */
export function monthOverview(month: string, ledger: Ledger): MonthlyOverview {
  const span = countedSpan(month, ledger);
  const days = monthDays(month, ledger, span).filter((d) => d.date >= ledger.trackedFrom);
  const count = (...statuses: string[]) => days.filter((d) => statuses.includes(d.status)).length;
  const present = count('Present', 'Late');
  const absent = count('Absent');
  return {
    present_days: present,
    absent_days: absent,
    late_arrivals: count('Late'),
    on_leave_days: count('On Leave'),
    working_days: span.filter((d) => worksOn(d, ledger)).length,
    attendance_rate: attendanceRate(present, absent),
  };
}

/** Per-month counts from the month tracking started for this person to the current one, newest first. */
export function history(ledger: Ledger): HistoryMonth[] {
  const { monthOf } = ledger.periods;
  return monthsBetween(monthOf(ledger.trackedFrom), monthOf(ledger.today)).map((month) => {
    const o = monthOverview(month, ledger);
    return {
      month,
      present_days: o.present_days,
      absent_days: o.absent_days,
      late_arrivals: o.late_arrivals,
      on_leave_days: o.on_leave_days,
      submitted: ledger.submitted.has(month),
    };
  });
}
