/**
 * Holidays (issue 40): hr's year list, saving, deleting, confirming a pack and importing a file
 * (`getholidays`, `saveholiday`, `deleteholiday`, `confirmholidaypack`, `importholidays`). All need the settings
 * capabilities (hr), on everyone.
 */
import type { Db } from '../../../server/db/client.js';
import { handlerFor } from '../../../server/http/area.js';
import { holidaysCalls } from '../contract.js';
import { confirmPack, deleteHoliday, importHolidays, listHolidays, saveHoliday } from './service.js';

const on = handlerFor(holidaysCalls);

export const holidaysHandlers = (db: Db) => [
  on('/employee/getholidays', { handle: ({ input }) => listHolidays(db, input.year) }),
  on('/employee/saveholiday', { handle: ({ input, me }) => saveHoliday(db, me, input) }),
  on('/employee/deleteholiday', { handle: ({ input, me }) => deleteHoliday(db, me, input._id) }),
  on('/employee/confirmholidaypack', { handle: ({ input, me }) => confirmPack(db, me, input.pack) }),
  on('/employee/importholidays', { handle: ({ input, me }) => importHolidays(db, me, input) }),
];
