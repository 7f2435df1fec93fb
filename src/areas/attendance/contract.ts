/**
 * The attendance area's calls (spec §7; rules §2, §4, §7, §15; decision 026): Clock In / Clock Out, a person's
 * day, month and months, submitting a month, and hr's day of everyone, corrections, export and flagged punches.
 * Other areas and both sides reach attendance through this file (its schemas are re-exported below) and, on the
 * server, `server/reads.ts`.
 */
import { defineCalls } from '../../shared/area.js';
import { correctionBody, correctionReply, dayPageQuery, dayPageReply, dayQuery } from './admin-schemas.js';
import { clockBody, flaggedPunchesReply, reviewPunchBody, reviewPunchReply } from './punch-schemas.js';
import {
  clockReply,
  employeeBody,
  historyReply,
  monthBody,
  myAttendanceReply,
  submitBody,
  submitReply,
  summaryReply,
  todayReply,
} from './schemas.js';

export * from './admin-schemas.js';
export * from './punch-schemas.js';
export * from './schemas.js';

/** What a Clock In or Clock Out may refuse: the day's state, the punch's key and age, the location rules. */
const clockRefusals = [
  'month_locked',
  'punch_key_reused',
  'punch_too_old',
  'punch_outside_site',
  'punch_unknown_network',
  'punch_no_location',
] as const;

export const attendanceCalls = defineCalls({
  '/employee/check_in': {
    method: 'POST',
    input: clockBody,
    reply: clockReply,
    summary: "Clock in: makes today's record, Present or Late",
    capability: 'create:attendance',
    subject: { employee: 'employee_id' },
    refusals: ['already_checked_in', 'before_joining', ...clockRefusals],
    writes: true,
  },
  '/employee/check_out': {
    method: 'POST',
    input: clockBody,
    reply: clockReply,
    summary: "Clock out: closes today's record, once",
    capability: 'create:attendance',
    subject: { employee: 'employee_id' },
    refusals: ['not_checked_in', 'already_checked_out', ...clockRefusals],
    writes: true,
  },
  '/employee/getflaggedpunches': {
    method: 'POST',
    reply: flaggedPunchesReply,
    summary: 'Punches flagged for a look and not yet reviewed (hr): a device clock far from the server’s',
    capability: 'read:attendance',
    subject: 'everyone',
    refusals: [],
    writes: false,
  },
  '/employee/reviewpunch': {
    method: 'POST',
    input: reviewPunchBody,
    reply: reviewPunchReply,
    summary: 'Mark a flagged punch as reviewed (hr); the day itself is corrected with updateattendance',
    capability: 'update:attendance',
    subject: 'everyone',
    refusals: ['punch_not_found', 'punch_already_reviewed'],
    writes: true,
  },
  '/employee/gettodayattendance': {
    method: 'POST',
    input: employeeBody,
    reply: todayReply,
    summary: "Today's record (for the clock button) and whether this month is submitted",
    capability: 'read:attendance',
    subject: { employee: 'employee_id' },
    refusals: [],
    writes: false,
  },
  // A month's view loads the employee and their month in one statement: the handler authorises on what it
  // loads (authorizeOn with the month's loader), after the capability is held in some scope.
  '/employee/getAttendanceSummary': {
    method: 'POST',
    input: monthBody,
    reply: summaryReply,
    summary: 'Counts of a month (default: the current one)',
    capability: 'read:attendance',
    subject: 'some',
    refusals: ['employee_not_found', 'field_month'],
    writes: false,
  },
  '/employee/getmyattendance': {
    method: 'POST',
    input: monthBody,
    reply: myAttendanceReply,
    summary: 'Every day of a month so far: records, Absent and On Leave days',
    capability: 'read:attendance',
    subject: 'some',
    refusals: ['employee_not_found', 'field_month'],
    writes: false,
  },
  '/employee/getAttendanceHistory': {
    method: 'POST',
    input: employeeBody,
    reply: historyReply,
    summary: 'Counts per month from the joining month to now, newest first',
    capability: 'read:attendance',
    subject: { employee: 'employee_id' },
    refusals: [],
    writes: false,
  },
  '/employee/submitattendance': {
    method: 'POST',
    input: submitBody,
    reply: submitReply,
    summary: 'Submit a month: it becomes read-only for the employee',
    capability: 'submit:attendance',
    subject: { employee: 'employee_id' },
    refusals: ['field_month', 'future_month', 'month_locked'],
    writes: true,
  },
  '/employee/getattendance': {
    method: 'POST',
    input: dayPageQuery,
    reply: dayPageReply,
    summary:
      "One day's attendance for every active employee (hr), a page at a time, with department and status filters",
    capability: 'read:attendance',
    subject: 'everyone',
    refusals: [],
    writes: false,
  },
  '/employee/updateattendance': {
    method: 'POST',
    input: correctionBody,
    reply: correctionReply,
    summary: 'Correct one day of an employee (hr): local HH:MM times, status and a reason; audited',
    capability: 'update:attendance',
    subject: { employee: 'employee_id' },
    refusals: [
      'correction_status',
      'correction_time_empty',
      'correction_time_required',
      'check_out_before_in',
      'field_future',
      'date_before_joining',
    ],
    writes: true,
  },
  '/employee/exportattendance': {
    method: 'POST',
    input: dayQuery,
    summary: "One day's attendance as CSV (hr), with the same filters as getattendance",
    capability: 'read:attendance',
    subject: 'everyone',
    refusals: [],
    writes: false,
  },
});
