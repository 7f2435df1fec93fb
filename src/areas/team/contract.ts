/**
 * The team area's calls (rules §13; decision 026): the directory and the org chart for everyone, a manager's team
 * today, the team calendar and one's own calendar subscription (`teamCalls`), and the subscription itself, the
 * iCalendar file a calendar app reads with the token of its address (`calendarFileCalls`: public, outside the
 * JSON API map). Other areas and both sides reach team through this file (its schemas are re-exported below) and,
 * on the server, `server/reads.ts`.
 */
import { defineCalls } from '../../shared/area.js';
import { dayReply } from '../attendance/contract.js';
import { calendarQuery, calendarReply } from './calendar-schemas.js';
import { calendarFeedReply } from './feed-schemas.js';
import { directoryQuery, directoryReply, orgChartQuery, orgChartReply } from './schemas.js';

export * from './calendar-schemas.js';
export * from './feed-schemas.js';
export * from './schemas.js';

export const teamCalls = defineCalls({
  '/employee/getdirectory': {
    method: 'POST',
    input: directoryQuery,
    reply: directoryReply,
    summary: 'Colleagues, by name, a page at a time: what anyone may see of each other',
    capability: 'read:colleague',
    subject: 'some',
    refusals: [],
    writes: false,
  },
  '/employee/getorgchart': {
    method: 'POST',
    input: orgChartQuery.nullish(),
    reply: orgChartReply,
    summary:
      'A node of the org chart (me by default): the person, their managers up to the top, a page of 50 of their reports',
    capability: 'read:colleague',
    subject: 'some',
    refusals: ['employee_not_found'],
    writes: false,
  },
  '/employee/getteamtoday': {
    method: 'POST',
    reply: dayReply,
    summary: "My direct reports' attendance today (managers and hr)",
    capability: 'read:attendance',
    subject: 'some',
    refusals: [],
    writes: false,
    personal: true,
  },
  '/employee/getcalendar': {
    method: 'POST',
    input: calendarQuery,
    reply: calendarReply,
    summary:
      'Who is off when: leave and holidays from one day to another (at most six weeks), for my team, my department or (hr) everyone',
    capability: 'read:colleague',
    subject: 'some',
    refusals: ['calendar_span', 'calendar_page_one_day'],
    writes: false,
  },
  '/employee/getcalendarfeed': {
    method: 'POST',
    reply: calendarFeedReply,
    summary: 'My calendar subscription address, if I have one',
    capability: 'update:preferences',
    subject: 'some',
    refusals: [],
    writes: false,
    personal: true,
  },
  '/employee/createcalendarfeed': {
    method: 'POST',
    reply: calendarFeedReply,
    summary: 'A new calendar subscription address for me, replacing any old one',
    capability: 'update:preferences',
    subject: 'some',
    refusals: [],
    writes: true,
    personal: true,
  },
  '/employee/revokecalendarfeed': {
    method: 'POST',
    reply: calendarFeedReply,
    summary: 'Turn my calendar subscription address off',
    capability: 'update:preferences',
    subject: 'some',
    refusals: [],
    writes: true,
    personal: true,
  },
});

/** The calendar app's read of a subscription: no session, the token in the address is the key (a file, not JSON). */
export const calendarFileCalls = defineCalls({
  '/calendar/:token': {
    method: 'GET',
    summary:
      'A calendar subscription (iCalendar, RFC 5545), read by a calendar app with the token of its address',
    subject: 'public',
    produces: ['text/calendar'],
    refusals: ['calendar_feed_invalid'],
    writes: false,
  },
});
