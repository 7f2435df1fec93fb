/**
 * The attendance calls of spec §7 and rules §2: `POST /api/employee/<name>`. `employee_id` defaults to the
 * caller; someone else's needs read access to them (hr: anyone, manager: direct reports). Clocking and
 * submitting are for one's own attendance only: the permissions grant them in the `own` scope alone.
 */

import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { attendanceMessages as say } from '../../../shared/attendance.js';
import type { Capability } from '../../../shared/permissions.js';
import type { Db } from '../../db/client.js';
import { actor, authorizeOn, readOf } from '../../http/auth.js';
import { io } from '../../http/endpoint.js';
import { employeeSubject } from '../employees/queries.js';
import { adminAttendanceRoutes } from './admin-routes.js';
import { clock } from './clock.js';
import * as attendance from './service.js';

const tags = ['attendance'];

export const attendanceRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const load = employeeSubject(db);
  const subject = (request: FastifyRequest, capability: Capability, employeeId: string | undefined) =>
    authorizeOn(request, capability, employeeId, load);
  const ledgerOf = attendance.ledgerLoader(db);
  const clocks = clock(db);
  // One's own month comes with the session (one round trip).
  const ownMonth = attendance.ownMonthRead(
    async (month) => (await attendance.monthOf(db, app.now(), month)).range,
  );
  /** A month's view: the employee, authorised, and their month, read together in one statement. */
  const monthLedger = async (request: FastifyRequest, body: { employee_id?: string; month?: string }) => {
    const now = app.now();
    const { month, range, settings } = await attendance.monthOf(db, now, body.month);
    const own = readOf(request, ownMonth);
    const found = await authorizeOn(request, 'read:attendance', body.employee_id, (id) =>
      ledgerOf(id, now, range, settings, own),
    );
    return { month, ledger: found.ledger };
  };

  app.post(
    '/employee/check_in',
    {
      schema: {
        tags,
        summary: "Clock in: makes today's record, Present or Late",
        ...io('/employee/check_in'),
      },
    },
    async (request) => {
      const employee = await subject(request, 'create:attendance', request.body.employee_id);
      const { punch_id, device_time, latitude, longitude, accuracy } = request.body;
      const record = await clocks.checkIn(actor(request), employee, app.now(), {
        punch_id,
        device_time,
        latitude,
        longitude,
        accuracy,
        // The socket's address, or X-Forwarded-For's only when TRUST_PROXY says so (Fastify's trustProxy).
        address: request.ip,
      });
      return { message: say.checkedIn, attendance: record };
    },
  );

  app.post(
    '/employee/check_out',
    {
      schema: {
        tags,
        summary: "Clock out: closes today's record, once",
        ...io('/employee/check_out'),
      },
    },
    async (request) => {
      const employee = await subject(request, 'create:attendance', request.body.employee_id);
      const { punch_id, device_time, latitude, longitude, accuracy } = request.body;
      const record = await clocks.checkOut(actor(request), employee, app.now(), {
        punch_id,
        device_time,
        latitude,
        longitude,
        accuracy,
        // The socket's address, or X-Forwarded-For's only when TRUST_PROXY says so (Fastify's trustProxy).
        address: request.ip,
      });
      return { message: say.checkedOut, attendance: record };
    },
  );

  app.post(
    '/employee/gettodayattendance',
    {
      schema: {
        tags,
        summary: "Today's record (for the clock button) and whether this month is submitted",
        ...io('/employee/gettodayattendance'),
      },
    },
    async (request) => {
      const employee = await subject(request, 'read:attendance', request.body.employee_id);
      return attendance.today(db, employee, app.now());
    },
  );

  app.post(
    '/employee/getAttendanceSummary',
    {
      schema: {
        tags,
        summary: 'Counts of a month (default: the current one)',
        ...io('/employee/getAttendanceSummary'),
      },
      config: { caller: ownMonth },
    },
    async (request) => {
      const { month, ledger } = await monthLedger(request, request.body);
      return attendance.summary(month, ledger);
    },
  );

  app.post(
    '/employee/getmyattendance',
    {
      schema: {
        tags,
        summary: 'Every day of a month so far: records, Absent and On Leave days',
        ...io('/employee/getmyattendance'),
      },
      config: { caller: ownMonth },
    },
    async (request) => {
      const { month, ledger } = await monthLedger(request, request.body);
      return attendance.monthRecords(month, ledger);
    },
  );

  app.post(
    '/employee/getAttendanceHistory',
    {
      schema: {
        tags,
        summary: 'Counts per month from the joining month to now, newest first',
        ...io('/employee/getAttendanceHistory'),
      },
    },
    async (request) => {
      const employee = await subject(request, 'read:attendance', request.body.employee_id);
      return attendance.monthsHistory(db, employee, app.now());
    },
  );

  app.post(
    '/employee/submitattendance',
    {
      schema: {
        tags,
        summary: 'Submit a month: it becomes read-only for the employee',
        ...io('/employee/submitattendance'),
      },
    },
    async (request) => {
      const employee = await subject(request, 'submit:attendance', request.body.employee_id);
      return attendance.submit(db, actor(request), employee, app.now(), request.body.month);
    },
  );

  await app.register(adminAttendanceRoutes, { db });
};
