/**
 * The calendar area's calls (issue 40, decision 028): the Bikram Sambat month lengths every BS date is counted
 * against, which every signed-in screen installs before it draws a BS date, and hr's load, correction and
 * confirmation of a year.
 */
import { defineCalls } from '../../shared/area.js';
import { bsYearsReply, confirmBsYearBody, messageReply, saveBsYearBody } from './schemas.js';

export * from './schemas.js';

export const calendarCalls = defineCalls({
  '/employee/getbsyears': {
    method: 'POST',
    reply: bsYearsReply,
    summary: 'The Bikram Sambat month lengths of every year, and which years hr confirmed (anyone signed in)',
    subject: 'self',
    refusals: [],
    writes: false,
  },
  '/employee/savebsyear': {
    method: 'POST',
    input: saveBsYearBody,
    reply: messageReply,
    summary: "Load or correct a BS year's 12 month lengths (hr); every later date moves with it",
    capability: 'manage:calendar',
    subject: 'everyone',
    refusals: ['bs_month_days', 'bs_year_months', 'bs_year_days', 'bs_year_gap'],
    writes: true,
  },
  '/employee/confirmbsyear': {
    method: 'POST',
    input: confirmBsYearBody,
    reply: messageReply,
    summary: "Confirm a BS year's month lengths against the official calendar (hr)",
    capability: 'manage:calendar',
    subject: 'everyone',
    refusals: ['bs_year_not_found'],
    writes: true,
  },
});
