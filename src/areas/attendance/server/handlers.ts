/**
 * A person's attendance calls (spec §7, rules §2): clocking, their day, month and months, submitting a month,
 * served by `registerArea` (server/area.ts); hr's are in admin-handlers.ts. `employee_id` defaults to the caller; someone else's needs read access to them (hr: anyone,
 * manager: direct reports). Clocking and submitting are for one's own attendance only: the permissions grant them
 * in the `own` scope alone.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../../server/db/client.js';
import { handlerFor } from '../../../server/http/area.js';
import { authorizeOn } from '../../../server/http/auth.js';
import { attendanceCalls, type ClockBody, type MonthBody, attendanceMessages as say } from '../contract.js';
import { clock } from './clock.js';
import * as attendance from './service.js';

const on = handlerFor(attendanceCalls);

export function attendanceHandlers(app: FastifyInstance, db: Db) {
  const ledgerOf = attendance.ledgerLoader(db);
  const clocks = clock(db);
  // One's own month comes with the session (one round trip).
  const ownMonth = attendance.ownMonthRead(
    async (month) => (await attendance.monthOf(db, app.now(), month)).range,
  );
  /**
   * A month's view: the employee, authorised, and their month, read together in one statement (the call holds
   * the capability in some scope; this authorises it on the employee the month is loaded for).
   */
  const monthLedger = async (request: FastifyRequest, body: MonthBody, now: Date) => {
    const { month, range, settings } = await attendance.monthOf(db, now, body.month);
    const found = await authorizeOn(request, 'read:attendance', body.employee_id, (id) =>
      ledgerOf(id, now, range, settings, request),
    );
    return { month, ledger: found.ledger };
  };
  /** What a punch brings: its key, the device's time and place, and the client's address. */
  const punchOf = (
    { punch_id, device_time, latitude, longitude, accuracy }: ClockBody,
    request: FastifyRequest,
  ) => ({
    punch_id,
    device_time,
    latitude,
    longitude,
    accuracy,
    // The socket's address, or X-Forwarded-For's only when TRUST_PROXY says so (Fastify's trustProxy).
    address: request.ip,
  });

  return [
    on('/employee/check_in', {
      async handle({ input, me, subject, now, request }) {
        const record = await clocks.checkIn(me, subject, now, punchOf(input, request));
        return { message: say.checkedIn, attendance: record };
      },
    }),

    on('/employee/check_out', {
      async handle({ input, me, subject, now, request }) {
        const record = await clocks.checkOut(me, subject, now, punchOf(input, request));
        return { message: say.checkedOut, attendance: record };
      },
    }),

    on('/employee/gettodayattendance', {
      handle: ({ subject, now }) => attendance.today(db, subject, now),
    }),

    on('/employee/getAttendanceSummary', {
      caller: ownMonth,
      async handle({ input, now, request }) {
        const { month, ledger } = await monthLedger(request, input, now);
        return attendance.summary(month, ledger);
      },
    }),

    on('/employee/getmyattendance', {
      caller: ownMonth,
      async handle({ input, now, request }) {
        const { month, ledger } = await monthLedger(request, input, now);
        return attendance.monthRecords(month, ledger);
      },
    }),

    on('/employee/getAttendanceHistory', {
      handle: ({ subject, now }) => attendance.monthsHistory(db, subject, now),
    }),

    on('/employee/submitattendance', {
      handle: ({ input, me, subject, now }) => attendance.submit(db, me, subject, now, input.month),
    }),
  ];
}
