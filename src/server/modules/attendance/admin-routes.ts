/**
 * Attendance management for hr (rules §2 and §7): `getattendance` (one day for everyone, a page at a time), `updateattendance`
 * (a correction with a reason), `exportattendance` (the same day as CSV), and the punches flagged for a look
 * (rules §15: `getflaggedpunches`, `reviewpunch`). All need the `any` scope.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminAttendanceMessages as say } from '../../../shared/attendance-admin.js';
import type { Db } from '../../db/client.js';
import { actor, authorizeEveryone, authorizeOn } from '../../http/auth.js';
import { sendCsv } from '../../http/csv.js';
import { io } from '../../http/endpoint.js';
import { localeOf } from '../../http/locale.js';
import { employeeSubject } from '../employees/queries.js';
import { getSettings } from '../settings/service.js';
import { correctDay } from './correction.js';
import { dayCsv } from './csv.js';
import { dayAttendance } from './day.js';
import { flaggedPunches, reviewPunch } from './punches.js';

const tags = ['attendance'];

export const adminAttendanceRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const load = employeeSubject(db);
  app.post(
    '/employee/getattendance',
    {
      schema: {
        tags,
        summary:
          "One day's attendance for every active employee (hr), a page at a time, with department and status filters",
        ...io('/employee/getattendance'),
      },
    },
    async (request) => {
      authorizeEveryone(request, 'read:attendance');
      const { page, pageSize, ...query } = request.body;
      const day = await dayAttendance(db, app.now(), query);
      const from = (page - 1) * pageSize;
      return {
        ...day,
        attendance: day.attendance.slice(from, from + pageSize),
        total: day.attendance.length,
        page,
        pageSize,
      };
    },
  );

  app.post(
    '/employee/updateattendance',
    {
      schema: {
        tags,
        summary: 'Correct one day of an employee (hr): local HH:MM times, status and a reason; audited',
        ...io('/employee/updateattendance'),
      },
    },
    async (request) => {
      const row = await authorizeOn(request, 'update:attendance', request.body.employee_id, load);
      const attendance = await correctDay(db, actor(request), row, app.now(), request.body);
      return { message: say.corrected, attendance };
    },
  );

  app.post(
    '/employee/exportattendance',
    {
      schema: {
        tags,
        summary: "One day's attendance as CSV (hr), with the same filters as getattendance",
        ...io('/employee/exportattendance'),
      },
    },
    async (request, reply) => {
      authorizeEveryone(request, 'read:attendance');
      const [day, settings, locale] = await Promise.all([
        dayAttendance(db, app.now(), request.body),
        getSettings(db),
        localeOf(db, actor(request).id),
      ]);
      return sendCsv(reply, `attendance-${day.date}.csv`, dayCsv(day, settings.timeZone, locale));
    },
  );

  app.post(
    '/employee/getflaggedpunches',
    {
      schema: {
        tags,
        summary: 'Punches flagged for a look and not yet reviewed (hr): a device clock far from the server’s',
        ...io('/employee/getflaggedpunches'),
      },
    },
    async (request) => {
      authorizeEveryone(request, 'read:attendance');
      return flaggedPunches(db);
    },
  );

  app.post(
    '/employee/reviewpunch',
    {
      schema: {
        tags,
        summary: 'Mark a flagged punch as reviewed (hr); the day itself is corrected with updateattendance',
        ...io('/employee/reviewpunch'),
      },
    },
    async (request) => {
      authorizeEveryone(request, 'update:attendance');
      return reviewPunch(db, actor(request), request.body.punch_id, app.now());
    },
  );
};
