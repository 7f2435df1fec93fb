/** The leave requests' calls (the contract's first six), served by `registerArea` (server/area.ts). */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../server/db/client.js';
import { handlerFor, ownedBy } from '../../../server/http/area.js';
import { localDate } from '../../../shared/calendar.js';
import { leaveCalls } from '../contract.js';
import { leaveMessages } from '../schemas.js';
import { ownBalanceRead, personBalance } from './balance.js';
import { authorizeDecision, reviewScope } from './policy.js';
import { type LeaveRow, presentMyLeave } from './presenter.js';
import { findLeave, leaveSettings, myLeave, ownLeaveRead, ownLeaveSettings, yearAndDay } from './reads.js';
import { listForReview, reviewOne } from './review.js';
import { applyLeave, cancelLeave, decideLeave } from './service.js';

const on = handlerFor(leaveCalls);

export function leaveHandlers(app: FastifyInstance, db: Db) {
  const balanceOf = personBalance(db);
  const listMyLeave = myLeave(db);
  // The caller's own balance comes with their session (one round trip).
  const ownBalance = ownBalanceRead(async (body) => {
    const settings = await leaveSettings(db);
    const today = localDate(app.now(), settings.timeZone);
    return { year: yearAndDay(settings, today, body).year, today };
  });
  return [
    on('/employee/applyleave', {
      async handle({ input, me, subject, now }) {
        const row = await applyLeave(db, me, now, {
          employeeId: subject.id,
          reason: input.leavetype!,
          leaveType: input.leave_type,
          startDate: input.start_date!,
          endDate: input.end_date!,
          startPart: input.start_part,
          endPart: input.end_part,
          startTime: input.start_time,
          endTime: input.end_time,
        });
        const { calendar } = await ownLeaveSettings(
          db,
          row.leave.employeeId,
          row.leave.startDate,
          row.leave.endDate,
        );
        return { message: leaveMessages.submitted, data: presentMyLeave(row, calendar) };
      },
    }),

    on('/employee/getmyleave', {
      // One's own requests come with the session (one round trip).
      caller: ownLeaveRead,
      async handle({ subject, request }) {
        return { leave: await listMyLeave(subject.id, request) };
      },
    }),

    on('/employee/getleavebalance', {
      caller: ownBalance,
      async handle({ input, subject, now, request }) {
        const settings = await leaveSettings(db);
        const today = localDate(now, settings.timeZone);
        const { year, on } = yearAndDay(settings, today, input ?? {});
        const { balances, next } = await balanceOf(
          { employeeId: subject.id, year, on },
          today,
          settings,
          request,
        );
        return {
          employee_id: subject.id,
          year: year.label,
          from: year.start,
          to: year.end,
          on,
          balances,
          next_leave: next && presentMyLeave(next, settings.calendar),
        };
      },
    }),

    on('/employee/getallleave', {
      async handle({ input, me, now }) {
        const { status, page, pageSize } = input;
        return listForReview(db, {
          scope: reviewScope(me),
          viewer: me,
          now,
          statuses: status,
          page,
          pageSize,
        });
      },
    }),

    on('/employee/approveleave', {
      find: (id) => findLeave(db, id),
      authorize: authorizeDecision,
      async handle({ input, me, subject, now }) {
        const row = await decideLeave(db, me, now, subject.leave.id, {
          status: input.status,
          note: input.decision_note,
        });
        const data = await reviewOne(db, me, row.leave.id, now);
        return {
          message: input.status === 'approved' ? leaveMessages.approved : leaveMessages.rejected,
          data: data!,
        };
      },
    }),

    on('/employee/cancelleave', {
      find: (id) => findLeave(db, id),
      authorize: ownedBy((leave: LeaveRow) => leave.employee, 'leave_not_found'),
      async handle({ me, subject, now }) {
        const row = await cancelLeave(db, me, now, subject.leave.id);
        const { calendar } = await ownLeaveSettings(
          db,
          row.leave.employeeId,
          row.leave.startDate,
          row.leave.endDate,
        );
        return { message: leaveMessages.cancelled, data: presentMyLeave(row, calendar) };
      },
    }),
  ];
}
