import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { employeeSubject, orgToday } from '../../../areas/employees/server/reads.js';
import { approvalMessages as say } from '../../../shared/approvals.js';
import type { Db } from '../../db/client.js';
import { actor, authorize, authorizeEveryone, authorizeFound, authorizeOn } from '../../http/auth.js';
import { io } from '../../http/endpoint.js';
import {
  addDelegation,
  currentDelegations,
  delegationsOf,
  endDelegation,
  findDelegation,
} from './delegations.js';
import type { RequestRow } from './effects.js';
import { cancelRequest, decideRequest, standingInFor } from './engine.js';
import { authorizeDecision } from './policy.js';
import { presentApprovals } from './presenter.js';
import { findRequest, listApprovals, requestsOf } from './queries.js';
import { requestCorrection, requestProfileChange } from './requests.js';
import { deleteRule, listRules, saveRule } from './rules.js';

export const approvalRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const load = employeeSubject(db);
  /** The caller, and the approvers they stand in for today. */
  const deciderOf = async (request: FastifyRequest) => {
    const me = actor(request);
    return { me, standIns: await standingInFor(db, me.id, await orgToday(db, app.now())) };
  };
  const present = async (request: FastifyRequest, rows: RequestRow[]) => {
    const { me, standIns } = await deciderOf(request);
    return presentApprovals(db, me, standIns, app.pii, rows);
  };
  const one = async (request: FastifyRequest, id: string) =>
    (await present(request, [(await findRequest(db, id))!]))[0]!;

  app.post(
    '/employee/getapprovals',
    {
      schema: {
        tags: ['approvals'],
        summary:
          'Requests waiting for the caller’s decision (inbox), or the ones they took part in (history)',
        ...io('/employee/getapprovals'),
      },
    },
    async (request) => {
      const { me, standIns } = await deciderOf(request);
      const { rows, total } = await listApprovals(db, me, standIns, request.body);
      const { page, pageSize } = request.body;
      return { requests: await presentApprovals(db, me, standIns, app.pii, rows), total, page, pageSize };
    },
  );

  app.post(
    '/employee/getmyrequests',
    {
      schema: {
        tags: ['approvals'],
        summary:
          "An employee's requests of every kind with their steps (own; a manager's reports'; hr anyone's)",
        ...io('/employee/getmyrequests'),
      },
    },
    async (request) => {
      const employee = await authorizeOn(request, 'read:request', request.body?.employee_id, load);
      return { requests: await present(request, await requestsOf(db, employee.id, request.body?.kind)) };
    },
  );

  app.post(
    '/employee/decide',
    {
      schema: {
        tags: ['approvals'],
        summary:
          'Approve or reject the current step of a request (an approver, their stand-in, or hr with a note)',
        ...io('/employee/decide'),
      },
    },
    async (request) => {
      const me = actor(request);
      const found = authorizeDecision(me, await findRequest(db, request.body._id));
      await decideRequest(db, me, app.now(), found.id, request.body);
      return { message: say.decided, data: await one(request, found.id) };
    },
  );

  app.post(
    '/employee/cancelrequest',
    {
      schema: {
        tags: ['approvals'],
        summary: 'Withdraw one’s own pending request',
        ...io('/employee/cancelrequest'),
      },
    },
    async (request) => {
      const found = authorizeFound(
        request,
        'cancel:request',
        await findRequest(db, request.body._id),
        (r) => ({ id: r.employeeId, managerId: null }),
        'request_not_found',
      );
      await db.transaction((tx) => cancelRequest(tx, actor(request), app.now(), found.id));
      return { message: say.cancelled, data: await one(request, found.id) };
    },
  );

  app.post(
    '/employee/requestcorrection',
    {
      schema: {
        tags: ['approvals'],
        summary: 'Ask for a day of one’s own attendance to be corrected',
        ...io('/employee/requestcorrection'),
      },
    },
    async (request, reply) => {
      const me = authorize(request, 'create:request', { id: actor(request).id, managerId: null });
      const made = await requestCorrection(db, me, app.now(), request.body);
      return reply.status(201).send({ message: say.requested, data: await one(request, made.id) });
    },
  );

  app.post(
    '/employee/requestprofilechange',
    {
      schema: {
        tags: ['approvals'],
        summary: 'Propose changes to one’s own contact details, address, emergency contact or bank account',
        ...io('/employee/requestprofilechange'),
      },
    },
    async (request, reply) => {
      const me = authorize(request, 'create:request', { id: actor(request).id, managerId: null });
      const made = await requestProfileChange(db, me, app.pii, app.now(), request.body);
      return reply.status(201).send({ message: say.requested, data: await one(request, made.id) });
    },
  );

  app.post(
    '/employee/getapprovalrules',
    { schema: { tags: ['approvals'], summary: 'The approval rules', ...io('/employee/getapprovalrules') } },
    async (request) => {
      authorizeEveryone(request, 'manage:approval-rule');
      return { rules: await listRules(db) };
    },
  );

  app.post(
    '/employee/saveapprovalrule',
    {
      schema: {
        tags: ['approvals'],
        summary: 'Add or change an approval rule',
        ...io('/employee/saveapprovalrule'),
      },
    },
    async (request) => {
      const me = authorizeEveryone(request, 'manage:approval-rule');
      await saveRule(db, me, app.now(), request.body);
      return { rules: await listRules(db) };
    },
  );

  app.post(
    '/employee/deleteapprovalrule',
    {
      schema: {
        tags: ['approvals'],
        summary: 'Delete an approval rule',
        ...io('/employee/deleteapprovalrule'),
      },
    },
    async (request) => {
      const me = authorizeEveryone(request, 'manage:approval-rule');
      await deleteRule(db, me, request.body._id);
      return { rules: await listRules(db) };
    },
  );

  const delegationsReply = async (me: { id: string }) =>
    delegationsOf(db, me.id, await orgToday(db, app.now()));
  app.post(
    '/employee/getdelegations',
    {
      schema: {
        tags: ['approvals'],
        summary: 'My stand-ins, and whom I stand in for',
        ...io('/employee/getdelegations'),
      },
    },
    async (request) => delegationsReply(authorize(request, 'update:delegation')),
  );

  app.post(
    '/employee/savedelegation',
    {
      schema: {
        tags: ['approvals'],
        summary: 'Name a stand-in who sees and decides my approval steps for a date range',
        ...io('/employee/savedelegation'),
      },
    },
    async (request) => {
      const me = authorize(request, 'update:delegation');
      const now = app.now();
      await addDelegation(db, me, now, await orgToday(db, now), request.body);
      return delegationsReply(me);
    },
  );

  app.post(
    '/employee/removedelegation',
    {
      schema: {
        tags: ['approvals'],
        summary: 'End a stand-in now: one I named, or (hr) anyone’s; it stays as history',
        ...io('/employee/removedelegation'),
      },
    },
    async (request) => {
      const me = actor(request);
      const found = authorizeFound(
        request,
        'update:delegation',
        await findDelegation(db, request.body._id),
        (d) => ({ id: d.employeeId, managerId: null }),
        'delegation_not_found',
      );
      await endDelegation(db, me, found.id, app.now());
      return delegationsReply(me);
    },
  );

  app.post(
    '/employee/getstandins',
    {
      schema: {
        tags: ['approvals'],
        summary: 'Every stand-in not yet ended, a page at a time (hr, who may end any)',
        ...io('/employee/getstandins'),
      },
    },
    async (request) => {
      authorizeEveryone(request, 'update:delegation');
      return currentDelegations(db, await orgToday(db, app.now()), request.body);
    },
  );
};
