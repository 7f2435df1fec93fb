/**
 * The shifts area's calls (issue 42, decision 033): hr's shift types and roster assignments, a person's own
 * shifts, and a team's roster. Other areas and both sides reach shifts through this file (its schemas and the
 * shift arithmetic are re-exported below) and, on the server, `server/reads.ts`.
 */
import { defineCalls } from '../../shared/area.js';
import {
  claimOvertimeBody,
  claimOvertimeReply,
  overtimeDayBody,
  overtimeDayReply,
  overtimePolicyInput,
  overtimePolicyMessageReply,
  overtimePolicyReply,
} from './overtime-schemas.js';
import {
  assignRosterBody,
  assignRosterReply,
  clearRosterBody,
  myShiftsBody,
  myShiftsReply,
  rosterBody,
  rosterReply,
  shiftMessageReply,
  shiftTypeIdBody,
  shiftTypeInput,
  shiftTypesReply,
} from './schemas.js';

export * from './overtime-rules.js';
export * from './overtime-schemas.js';
export * from './schemas.js';
export * from './shift-rules.js';

export const shiftsCalls = defineCalls({
  '/employee/getshifttypes': {
    method: 'POST',
    reply: shiftTypesReply,
    summary: 'Shift types, archived ones included, with the person-days rostered on each (hr)',
    capability: 'manage:shift',
    subject: 'everyone',
    refusals: [],
    writes: false,
  },
  '/employee/saveshifttype': {
    method: 'POST',
    input: shiftTypeInput,
    reply: shiftMessageReply,
    summary:
      'Create or change a shift type (hr): times (an end before the start crosses midnight), allowances, weekdays',
    capability: 'manage:shift',
    subject: 'everyone',
    refusals: ['shift_type_not_found', 'shift_type_name_taken', 'shift_half_over_full'],
    writes: true,
  },
  '/employee/deleteshifttype': {
    method: 'POST',
    input: shiftTypeIdBody,
    reply: shiftMessageReply,
    summary: 'Delete a shift type no roster uses, or archive one some roster does (hr)',
    capability: 'manage:shift',
    subject: 'everyone',
    refusals: ['shift_type_not_found'],
    writes: true,
  },
  '/employee/assignroster': {
    method: 'POST',
    input: assignRosterBody,
    reply: assignRosterReply,
    summary:
      'Assign shift types to people, a team or a department over a range, in rotation, with weekly offs; replaces what was there (hr)',
    capability: 'manage:shift',
    subject: 'everyone',
    refusals: [
      'shift_type_not_found',
      'shift_type_archived',
      'roster_no_people',
      'roster_people_missing',
      'roster_range_too_long',
      'roster_too_big',
    ],
    writes: true,
  },
  '/employee/clearroster': {
    method: 'POST',
    input: clearRosterBody,
    reply: assignRosterReply,
    summary:
      "Clear people's, a team's or a department's roster over a range: those days follow the organisation's working day again (hr)",
    capability: 'manage:shift',
    subject: 'everyone',
    refusals: ['roster_no_people', 'roster_people_missing', 'roster_range_too_long', 'roster_too_big'],
    writes: true,
  },
  '/employee/getmyshifts': {
    method: 'POST',
    input: myShiftsBody,
    reply: myShiftsReply,
    summary: "A person's shift of each day of a range: assigned, the organisation's working day, or off",
    capability: 'read:attendance',
    subject: { employee: 'employee_id' },
    refusals: ['roster_range_too_long'],
    writes: false,
  },
  '/employee/getroster': {
    method: 'POST',
    input: rosterBody,
    reply: rosterReply,
    summary: "The roster of a range: a manager's team, or anyone's for hr (by people or department)",
    capability: 'read:attendance',
    subject: 'some',
    refusals: ['roster_range_too_long', 'roster_not_your_team'],
    writes: false,
  },
  '/employee/getovertimepolicy': {
    method: 'POST',
    reply: overtimePolicyReply,
    summary:
      "The organisation's overtime policy: caps, rate, thresholds, rest, rest-day work, pre-approval (hr)",
    capability: 'manage:shift',
    subject: 'everyone',
    refusals: [],
    writes: false,
  },
  '/employee/saveovertimepolicy': {
    method: 'POST',
    input: overtimePolicyInput,
    reply: overtimePolicyMessageReply,
    summary: "Change the organisation's overtime policy (hr), audited",
    capability: 'manage:shift',
    subject: 'everyone',
    refusals: ['overtime_caps_order'],
    writes: true,
  },
  '/employee/getovertimeday': {
    method: 'POST',
    input: overtimeDayBody,
    reply: overtimeDayReply,
    summary:
      "A person's day as overtime sees it: the overtime its attendance shows, and what is claimed against the caps",
    capability: 'read:attendance',
    subject: { employee: 'employee_id' },
    refusals: [],
    writes: false,
  },
  '/employee/claimovertime': {
    method: 'POST',
    input: claimOvertimeBody,
    reply: claimOvertimeReply,
    summary:
      'Claim overtime worked on a day, or ask for it in advance, through the approval engine; the caps refuse unless hr overrides with a reason',
    capability: 'create:overtime',
    subject: { employee: 'employee_id' },
    refusals: [
      'overtime_day_cap',
      'overtime_week_cap',
      'overtime_override_denied',
      'overtime_claim_future',
      'overtime_advance_past',
      'overtime_needs_approval',
      'overtime_request_open',
      'overtime_substitute_unavailable',
    ],
    writes: true,
  },
});
