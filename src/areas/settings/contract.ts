/**
 * The settings area's calls (decision 026): hr reads and changes the organisation's settings. Every area reads
 * the settings: both sides through this file (its schemas are re-exported below), the server through
 * `server/reads.ts`.
 */
import { defineCalls } from '../../shared/area.js';
import {
  adoptLeavePresetBody,
  adoptLeavePresetReply,
  applyCountryProfileBody,
  settingsSchema,
  updateSettingsBody,
} from './schemas.js';

export * from './schemas.js';

export const settingsCalls = defineCalls({
  '/employee/getsettings': {
    method: 'POST',
    reply: settingsSchema,
    summary: "The organisation's settings (hr)",
    capability: 'read:settings',
    subject: 'everyone',
    refusals: [],
    writes: false,
  },
  '/employee/updatesettings': {
    method: 'POST',
    input: updateSettingsBody,
    reply: settingsSchema,
    summary: "Change the organisation's settings (hr); takes effect at once in attendance, leave and payroll",
    capability: 'update:settings',
    subject: 'everyone',
    refusals: [
      'attendance_start_future',
      'leave_type_in_use',
      'time_zone',
      'currency_code',
      'working_days_list',
      'working_days_empty',
      'working_days_repeat',
      'holidays_repeat',
      'leave_types_empty',
      'leave_types_repeat',
      'leave_unlimited_policy',
      'leave_max_below_allowance',
      'leave_expiry_without_carry',
      'leave_paid_over_allowance',
      'field_list',
      'cover_repeat',
      'identity_list',
      'identity_not_in_profile',
    ],
    writes: true,
  },
  '/employee/adoptleavepreset': {
    method: 'POST',
    input: adoptLeavePresetBody,
    reply: adoptLeavePresetReply,
    summary:
      'Adopt a leave preset (hr): adds its leave types the organisation lacks by name; never changes or removes one',
    capability: 'update:settings',
    subject: 'everyone',
    refusals: ['leave_types_too_many'],
    writes: true,
  },
  '/employee/applycountryprofile': {
    method: 'POST',
    input: applyCountryProfileBody,
    reply: settingsSchema,
    summary:
      'Take a country profile and its defaults (hr): working week, leave year start, calendars, currency, time zone',
    capability: 'update:settings',
    subject: 'everyone',
    refusals: [],
    writes: true,
  },
});
