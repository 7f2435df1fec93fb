import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorReply } from '../../../shared/auth.js';
import { localDate } from '../../../shared/calendar.js';
import {
  allLeaveQuery,
  allLeaveReply,
  applyLeaveBody,
  applyLeaveReply,
  approveLeaveBody,
  approveLeaveReply,
  cancelLeaveBody,
  cancelLeaveReply,
  employeeLeaveBody,
  leaveBalanceBody,
  leaveBalanceReply,
  leaveMessages,
  myLeaveReply,
} from '../../../shared/leave.js';
import type { Db } from '../../db/client.js';
import { actor } from '../../http/auth.js';
import { forbidden } from '../../http/errors.js';
import { authorizeOnEmployee, reviewScope } from './policy.js';
import { presentMyLeave, presentTeamLeave } from './presenter.js';
import { balancesOf, leaveSettings, listForReview, listMyLeave, nextApprovedLeave } from './queries.js';
import { applyLeave, cancelLeave, decideLeave } from './service.js';

const errors = { 400: errorReply, 403: errorReply, 404: errorReply, 409: errorReply };

export const leaveRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    '/employee/applyleave',
    {
      schema: {
        tags: ['leave'],
        summary: 'Apply for leave; always stored as pending',
        body: applyLeaveBody,
        response: { 201: applyLeaveReply, ...errors },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const { employeeId } = await authorizeOnEmployee(db, request, 'create', body.employee_id);
      const row = await applyLeave(db, request, app.now(), {
        employeeId,
        reason: body.leavetype!,
        leaveType: body.leave_type,
        startDate: body.start_date!,
        endDate: body.end_date!,
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
        body: employeeLeaveBody,
        response: { 200: myLeaveReply, ...errors },
      },
    },
    async (request) => {
      const { employeeId } = await authorizeOnEmployee(db, request, 'read', request.body?.employee_id);
      return { leave: await listMyLeave(db, employeeId) };
    },
  );

  app.post(
    '/employee/getleavebalance',
    {
      schema: {
        tags: ['leave'],
        summary: 'Allowance, used, pending and left per leave type in a year, in working days',
        body: leaveBalanceBody,
        response: { 200: leaveBalanceReply, ...errors },
      },
    },
    async (request) => {
      const { employeeId } = await authorizeOnEmployee(db, request, 'read', request.body?.employee_id);
      const settings = await leaveSettings(db);
      const today = localDate(app.now(), settings.timeZone);
      const year = request.body?.year ?? Number(today.slice(0, 4));
      return {
        employee_id: employeeId,
        year,
        balances: await balancesOf(db, employeeId, year, settings),
        next_leave: await nextApprovedLeave(db, employeeId, today, settings),
      };
    },
  );

  app.get(
    '/employee/getallleave',
    {
      schema: {
        tags: ['leave'],
        summary: 'Leave requests to review: everyone’s for hr, direct reports’ for managers',
        querystring: allLeaveQuery,
        response: { 200: allLeaveReply, ...errors },
      },
    },
    async (request) => {
      const me = actor(request);
      const scope = reviewScope(me);
      if (!scope) throw forbidden();
      const { status, page, pageSize } = request.query;
      return listForReview(db, { scope, reviewerId: me.id, statuses: status, page, pageSize });
    },
  );

  app.post(
    '/employee/approveleave',
    {
      schema: {
        tags: ['leave'],
        summary:
          'Approve or reject a pending request (hr: anyone’s, managers: their reports’; never one’s own)',
        body: approveLeaveBody,
        response: { 200: approveLeaveReply, ...errors },
      },
    },
    async (request) => {
      const { _id, status, decision_note } = request.body;
      const row = await decideLeave(db, request, app.now(), { id: _id, status, note: decision_note });
      const settings = await leaveSettings(db);
      const year = Number(row.leave.startDate.slice(0, 4));
      const balance = (await balancesOf(db, row.employee.id, year, settings)).find(
        (b) => b.leave_type === row.leave.leaveType,
      );
      return {
        message: status === 'approved' ? leaveMessages.approved : leaveMessages.rejected,
        data: presentTeamLeave(row, settings.calendar, balance ? { ...balance, year } : null),
      };
    },
  );

  app.post(
    '/employee/cancelleave',
    {
      schema: {
        tags: ['leave'],
        summary: 'Withdraw one’s own pending request',
        body: cancelLeaveBody,
        response: { 200: cancelLeaveReply, ...errors },
      },
    },
    async (request) => {
      const row = await cancelLeave(db, request, app.now(), request.body._id);
      const { calendar } = await leaveSettings(db);
      return { message: leaveMessages.cancelled, data: presentMyLeave(row, calendar) };
    },
  );
};
