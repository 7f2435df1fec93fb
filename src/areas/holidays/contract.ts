/**
 * The holiday calendars area's calls (issue 40): hr's list of a year's holidays, adding, changing and deleting
 * one, confirming a shipped pack, and importing a year's file (iCalendar or CSV, dry run first). Other areas reach
 * holidays through this file and, on the server, `server/reads.ts` (`personalCalendars`: the days off of each
 * person) and `server/writes.ts`.
 */
import { defineCalls } from '../../shared/area.js';
import {
  confirmPackBody,
  deleteHolidayBody,
  holidayInput,
  holidaysQuery,
  holidaysReply,
  importHolidaysBody,
  importHolidaysReply,
  messageReply,
} from './schemas.js';

export * from './schemas.js';

export const holidaysCalls = defineCalls({
  '/employee/getholidays': {
    method: 'POST',
    input: holidaysQuery,
    reply: holidaysReply,
    summary: "A year's holidays with their tags and whom they apply to, and the shipped packs (hr)",
    capability: 'read:settings',
    subject: 'everyone',
    refusals: [],
    writes: false,
  },
  '/employee/saveholiday': {
    method: 'POST',
    input: holidayInput,
    reply: messageReply,
    summary: 'Add or change a holiday (hr): its date, names, tags, the gender and branches it applies to',
    capability: 'update:settings',
    subject: 'everyone',
    refusals: ['holiday_not_found', 'holiday_taken', 'holiday_branches_max'],
    writes: true,
  },
  '/employee/deleteholiday': {
    method: 'POST',
    input: deleteHolidayBody,
    reply: messageReply,
    summary: 'Delete a holiday (hr)',
    capability: 'update:settings',
    subject: 'everyone',
    refusals: ['holiday_not_found'],
    writes: true,
  },
  '/employee/confirmholidaypack': {
    method: 'POST',
    input: confirmPackBody,
    reply: messageReply,
    summary:
      "Confirm a shipped pack's holidays (hr): the ones not stored yet are added, every one counts from then on",
    capability: 'update:settings',
    subject: 'everyone',
    refusals: [],
    writes: true,
  },
  '/employee/importholidays': {
    method: 'POST',
    input: importHolidaysBody,
    reply: importHolidaysReply,
    summary:
      "Import a year's holidays from an iCalendar or CSV file (hr): a dry run lists what is added and skipped",
    capability: 'update:settings',
    subject: 'everyone',
    refusals: [
      'holiday_file_empty',
      'holiday_file_too_large',
      'holiday_file_too_many',
      'holiday_file_unreadable',
      'holiday_file_row',
    ],
    writes: true,
  },
});
