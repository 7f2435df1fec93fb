/**
 * One day's attendance as CSV (hr's export), in the reader's language and calendar (rules §9): times local to
 * the organisation as on the screen, the date in BS for someone who reads BS dates.
 */

import { csvFile } from '../../../server/http/csv.js';
import { wordsOf } from '../../../server/http/locale.js';
import { isoDateIn } from '../../../shared/bs.js';
import { formatClock, localDateTime } from '../../../shared/calendar.js';
import type { Locale } from '../../../shared/locale.js';
import type { DayReply, DayStatus } from '../admin-schemas.js';

/** A date as `yyyy-mm-dd` in the reader's calendar. */
export const csvDate = (date: string, locale: Locale) => isoDateIn(date, locale.calendar);

export function dayCsv(day: DayReply, timeZone: string, locale: Locale) {
  const words = wordsOf(locale);
  const { csv } = words;
  const statuses: Record<DayStatus, string> = {
    Present: words.attendance.present,
    Late: words.attendance.late,
    Absent: words.attendance.absent,
    'On Leave': words.attendance.onLeave,
    'Not checked in': words.attendance.notCheckedIn,
    'Weekly off': words.attendance.weeklyOff,
    Holiday: words.attendance.holiday,
  };
  const time = (iso: string | null) =>
    iso ? formatClock(localDateTime(new Date(iso), timeZone).minutes) : '';
  return csvFile(
    [
      csv.date,
      csv.employeeId,
      csv.name,
      csv.department,
      csv.designation,
      csv.checkIn,
      csv.checkOut,
      csv.status,
      csv.submitted,
      csv.correctionReason,
    ],
    day.attendance.map((row) => [
      csvDate(row.date, locale),
      row.employee.employeeId,
      row.employee.name,
      row.employee.department,
      row.employee.designation,
      time(row.check_in_time),
      time(row.check_out_time),
      statuses[row.status],
      row.submitted ? csv.yes : csv.no,
      row.correction?.reason,
    ]),
  );
}
