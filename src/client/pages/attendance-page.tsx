/**
 * The Attendance page (spec §2) as people see it: the attendance area's page with the shifts area's overtime card
 * (issue 42, decision 035) below the corrections.
 */
import { AttendancePage } from '../../areas/attendance/client/attendance-page';
import { OvertimeCard } from '../../areas/shifts/client/overtime-card';

export function AttendanceWithOvertime() {
  return (
    <AttendancePage>
      <OvertimeCard />
    </AttendancePage>
  );
}
