/**
 * Attendance management for hr (rules §2 and §7): `getattendance` (one day for everyone, a page at a time),
 * `updateattendance` (a correction with a reason), `exportattendance` (the same day as CSV), and the punches
 * flagged for a look (rules §15: `getflaggedpunches`, `reviewpunch`). All need the `any` scope (the contract's
 * capability on everyone, or on the employee corrected).
 */
import type { Db } from '../../../server/db/client.js';
import { handlerFor } from '../../../server/http/area.js';
import { sendCsv } from '../../../server/http/csv.js';
import { localeOf } from '../../../server/http/locale.js';
import { getSettings } from '../../settings/server/reads.js';
import { attendanceCalls, adminAttendanceMessages as say } from '../contract.js';
import { correctDay } from './correction.js';
import { csvDate, dayCsv } from './csv.js';
import { dayAttendance } from './day.js';
import { flaggedPunches, reviewPunch } from './punches.js';

const on = handlerFor(attendanceCalls);

export const adminAttendanceHandlers = (db: Db) => [
  on('/employee/getattendance', {
    async handle({ input, now }) {
      const { page, pageSize, ...query } = input;
      const day = await dayAttendance(db, now, query);
      const from = (page - 1) * pageSize;
      return {
        ...day,
        attendance: day.attendance.slice(from, from + pageSize),
        total: day.attendance.length,
        page,
        pageSize,
      };
    },
  }),

  on('/employee/updateattendance', {
    async handle({ input, me, subject, now }) {
      const attendance = await correctDay(db, me, subject, now, input);
      return { message: say.corrected, attendance };
    },
  }),

  on('/employee/exportattendance', {
    async handle({ input, me, now, reply }) {
      const [day, settings, locale] = await Promise.all([
        dayAttendance(db, now, input),
        getSettings(db),
        localeOf(db, me.id),
      ]);
      const name = `attendance-${csvDate(day.date, locale)}.csv`;
      return sendCsv(reply, name, dayCsv(day, settings.timeZone, locale));
    },
  }),

  on('/employee/getflaggedpunches', { handle: () => flaggedPunches(db) }),

  on('/employee/reviewpunch', {
    handle: ({ input, me, now }) => reviewPunch(db, me, input.punch_id, now),
  }),
];
