/** One day's attendance as CSV (hr's export); times are local to the organisation, as on the screen. */
import type { DayReply } from '../../../shared/attendance-admin.js';
import { formatClock, localDateTime } from '../../../shared/calendar.js';
import { csvFile } from '../../http/csv.js';

const header = [
  'Date',
  'Employee ID',
  'Name',
  'Department',
  'Designation',
  'Check In',
  'Check Out',
  'Status',
  'Submitted',
  'Correction Reason',
] as const;

export function dayCsv(day: DayReply, timeZone: string) {
  const time = (iso: string | null) =>
    iso ? formatClock(localDateTime(new Date(iso), timeZone).minutes) : '';
  return csvFile(
    header,
    day.attendance.map((row) => [
      row.date,
      row.employee.employeeId,
      row.employee.name,
      row.employee.department,
      row.employee.designation,
      time(row.check_in_time),
      time(row.check_out_time),
      row.status,
      row.submitted ? 'Yes' : 'No',
      row.correction?.reason,
    ]),
  );
}
