/** English: the attendance area's refusals by code (spread into `errorTemplates`, src/shared/i18n/errors.ts). */
export const attendanceRefusals = {
  already_checked_in: 'Already Check In. Try Again Tomorrow.',
  not_checked_in: 'You have not checked in today.',
  already_checked_out: 'You have already checked out today.',
  before_joining: 'You cannot check in before your joining date.',
  month_locked: 'Attendance for {{month}} has already been submitted.',
  future_month: 'Attendance for {{month}} cannot be submitted before the month begins.',
  date_before_joining: 'date is before the employee joined',
  correction_status: 'Status must be Present, Late or Absent',
  correction_time_empty: '{{field, field}} must be empty for an Absent day',
  correction_time_required: '{{field, field}} is required for a {{status, dayStatus}} day',
  punch_key_reused: 'This punch id belongs to another punch.',
  punch_too_old: 'A punch made more than {{hours}} hours ago cannot be recorded; ask hr to correct the day.',
  punch_already_reviewed: 'This punch has already been reviewed.',
  punch_not_found: 'Punch not found',
} as const;
