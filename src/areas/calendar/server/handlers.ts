/**
 * The Bikram Sambat calendar (decision 028): the table for anyone signed in (`getbsyears`), and hr's load or
 * correction and confirmation of a year (`savebsyear`, `confirmbsyear`: `manage:calendar`, on everyone).
 */
import type { Db } from '../../../server/db/client.js';
import { handlerFor } from '../../../server/http/area.js';
import { calendarCalls } from '../contract.js';
import { confirmBsYear, listBsYears, saveBsYear } from './service.js';

const on = handlerFor(calendarCalls);

export const calendarHandlers = (db: Db) => [
  on('/employee/getbsyears', { handle: ({ request }) => listBsYears(db, request.revisions) }),
  on('/employee/savebsyear', { handle: ({ input, me }) => saveBsYear(db, me, input) }),
  on('/employee/confirmbsyear', { handle: ({ input, me }) => confirmBsYear(db, me, input.year) }),
];
