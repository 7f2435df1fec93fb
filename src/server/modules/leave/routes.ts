import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { localDate } from '../../../shared/calendar.js';
import { leaveMessages } from '../../../shared/leave.js';
import type { Db } from '../../db/client.js';
import { actor, authorizeFound, authorizeOn, readOf } from '../../http/auth.js';
import { io } from '../../http/endpoint.js';
import { forbidden } from '../../http/errors.js';
import { employeeSubject } from '../employees/queries.js';
import { ownBalanceRead, personBalance } from './balance.js';
import { authorizeDecision, reviewScope } from './policy.js';
import { presentMyLeave } from './presenter.js';
import { findLeave, leaveSettings, myLeave, ownLeaveRead, yearAndDay } from './queries.js';
import { listForReview, reviewOne } from './review.js';
import { applyLeave, cancelLeave, decideLeave } from './service.js';

export const leaveRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const load = employeeSubject(db);
  const balanceOf = personBalance(db);
  const listMyLeave = myLeave(db);
  // The caller's own balance comes with their session (one round trip).
  const ownBalance = ownBalanceRead(async (body) => {
    const settings = await leaveSettings(db);
    const today = localDate(app.now(), settings.timeZone);
    return { year: yearAndDay(settings, today, body).year, today };
  });
  app.post(
    '/employee/applyleave',
    {
      schema: {
        tags: ['leave'],
        summary: 'Apply for leave; always stored as pending',
        ...io('/employee/applyleave'),
      },
    },
    async (request, reply) => {
      const body = request.body;
      const employee = await authorizeOn(request, 'create:leave', body.employee_id, load);
      const row = await applyLeave(db, actor(request), app.now(), {
        employeeId: employee.id,
        reason: body.leavetype!,
        leaveType: body.leave_type,
        startDate: body.start_date!,
        endDate: body.end_date!,
        startPart: body.start_part,
        endPart: body.end_part,
        startTime: body.start_time,
        endTime: body.end_time,
      });
      const { calendar } = await leaveSettings(db);
      return reply
        .status(201)
        .send({ message: leaveMessages.submitted, data: presentMyLeave(row, calendar) });
    },
  );

  app.post(
    '/employee/getmyleave',
    {
      schema: {
        tags: ['leave'],
        summary:
          "An employee's leave requests, newest first (own, or a report's for managers, anyone's for hr)",
        ...io('/employee/getmyleave'),
      },
      // One's own requests come with the session (one round trip).
      config: { caller: ownLeaveRead },
    },
    async (request) => {
      const employee = await authorizeOn(request, 'read:leave', request.body?.employee_id, load);
      return { leave: await listMyLeave(employee.id, readOf(request, ownLeaveRead)) };
    },
  );

  app.post(
    '/employee/getleavebalance',
    {
      schema: {
        tags: ['leave'],
        summary:
          'Credited, used, pending and left per leave type in a leave year (or as of a day), in working days',
        ...io('/employee/getleavebalance'),
      },
      config: { caller: ownBalance },
    },
    async (request) => {
      const { id: employeeId } = await authorizeOn(request, 'read:leave', request.body?.employee_id, load);
      const settings = await leaveSettings(db);
      const today = localDate(app.now(), settings.timeZone);
      const { year, on } = yearAndDay(settings, today, request.body ?? {});
      const own = readOf(request, ownBalance);
      const { balances, next } = await balanceOf({ employeeId, year, on }, today, settings, own);
      return {
        employee_id: employeeId,
        year: year.label,
        from: year.start,
        to: year.end,
        on,
        balances,
        next_leave: next && presentMyLeave(next, settings.calendar),
      };
    },
  );

  app.get(
    '/employee/getallleave',
    {
      schema: {
        tags: ['leave'],
        summary: 'Leave requests to review: everyone’s for hr, direct reports’ for managers',
        ...io('/employee/getallleave'),
      },
    },
    async (request) => {
      const me = actor(request);
      const scope = reviewScope(me);
      if (!scope) throw forbidden();
      const { status, page, pageSize } = request.query;
      return listForReview(db, { scope, viewer: me, now: app.now(), statuses: status, page, pageSize });
    },
  );

  app.post(
    '/employee/approveleave',
    {
      schema: {
        tags: ['leave'],
        summary:
          'Approve or reject a pending request (hr: anyone’s, managers: their reports’; never one’s own)',
        ...io('/employee/approveleave'),
      },
    },
    async (request) => {
      const { _id, status, decision_note } = request.body;
      const found = authorizeDecision(request, await findLeave(db, _id));
      const row = await decideLeave(db, actor(request), app.now(), found.leave.id, {
        status,
        note: decision_note,
      });
      const data = await reviewOne(db, actor(request), row.leave.id, app.now());
      return {
        message: status === 'approved' ? leaveMessages.approved : leaveMessages.rejected,
        data: data!,
      };
    },
  );

  app.post(
    '/employee/cancelleave',
    {
      schema: {
        tags: ['leave'],
        summary: 'Withdraw one’s own pending request',
        ...io('/employee/cancelleave'),
      },
    },
    async (request) => {
      const found = authorizeFound(
        request,
        'cancel:leave',
        await findLeave(db, request.body._id),
        (leave) => leave.employee,
        leaveMessages.notFound,
      );
      const row = await cancelLeave(db, actor(request), app.now(), found.leave.id);
      const { calendar } = await leaveSettings(db);
      return { message: leaveMessages.cancelled, data: presentMyLeave(row, calendar) };
    },
  );
};
