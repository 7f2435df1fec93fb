/** The approvals area's calls, served by `registerArea` (server/area.ts). */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../server/db/client.js';
import { handlerFor, ownedBy } from '../../../server/http/area.js';
import type { AuthContext } from '../../../server/http/auth.js';
import { orgToday } from '../../employees/server/reads.js';
import { getSettings } from '../../settings/server/reads.js';
import { approvalsCalls } from '../contract.js';
import { approvalMessages as say } from '../schemas.js';
import {
  addDelegation,
  approvesSomething,
  currentDelegations,
  delegationsOf,
  endDelegation,
  findDelegation,
} from './delegations.js';
import type { RequestRow } from './effects.js';
import { cancelRequest, decideRequest, decideRequests, standingInFor } from './engine.js';
import { authorizeDecision } from './policy.js';
import { presentApprovals } from './presenter.js';
import { findRequest, findRequests, listApprovals, requestsOf } from './queries.js';
import { requestCorrection, requestProfileChange } from './requests.js';
import { deleteRule, listRules, saveRule } from './rules.js';

const on = handlerFor(approvalsCalls);

export function approvalsHandlers(app: FastifyInstance, db: Db) {
  /** The approvers `me` stands in for today. */
  const standInsOf = async (me: AuthContext) => standingInFor(db, me.id, await orgToday(db, app.now()));
  const present = async (me: AuthContext, rows: RequestRow[]) =>
    presentApprovals(db, me, await standInsOf(me), app.pii, rows);
  const one = async (me: AuthContext, id: string) => (await present(me, [(await findRequest(db, id))!]))[0]!;
  const delegationsReply = async (me: { id: string }) =>
    delegationsOf(db, me.id, await orgToday(db, app.now()));
  type DelegationRow = NonNullable<Awaited<ReturnType<typeof findDelegation>>>;
  const ownRequest = ownedBy((r: RequestRow) => ({ id: r.employeeId, managerId: null }), 'request_not_found');

  return [
    on('/employee/getapprovals', {
      async handle({ input, me }) {
        const standIns = await standInsOf(me);
        const { timeZone } = await getSettings(db);
        const { rows, total } = await listApprovals(db, me, standIns, input, timeZone);
        const { page, pageSize } = input;
        const [requests, approver] = await Promise.all([
          presentApprovals(db, me, standIns, app.pii, rows),
          input.view === 'inbox' ? approvesSomething(db, me) : false,
        ]);
        return { requests, total, page, pageSize, approver };
      },
    }),
    on('/employee/getmyrequests', {
      async handle({ input, me, subject }) {
        return { requests: await present(me, await requestsOf(db, subject.id, input?.kind)) };
      },
    }),
    on('/employee/decide', {
      async handle({ input, me, now }) {
        const found = authorizeDecision(me, await findRequest(db, input._id));
        await decideRequest(db, me, now, found.id, input);
        return { message: say.decided, data: await one(me, found.id) };
      },
    }),
    on('/employee/decidemany', {
      async handle({ input, me, now }) {
        const ids = [...new Set(input.ids)];
        const found = await findRequests(db, ids);
        for (const id of ids) authorizeDecision(me, found.get(id));
        await decideRequests(db, me, now, ids, input);
        const decided = await findRequests(db, ids);
        return {
          message: say.decidedMany,
          data: await present(
            me,
            ids.map((id) => decided.get(id)!),
          ),
        };
      },
    }),
    on('/employee/cancelrequest', {
      find: (id) => findRequest(db, id),
      authorize: ownRequest,
      async handle({ me, subject, now }) {
        await db.transaction((tx) => cancelRequest(tx, me, now, subject.id));
        return { message: say.cancelled, data: await one(me, subject.id) };
      },
    }),
    on('/employee/requestcorrection', {
      async handle({ input, me, now }) {
        const made = await requestCorrection(db, me, now, input);
        return { message: say.requested, data: await one(me, made.id) };
      },
    }),
    on('/employee/requestprofilechange', {
      async handle({ input, me, now }) {
        const made = await requestProfileChange(db, me, app.pii, now, input);
        return { message: say.requested, data: await one(me, made.id) };
      },
    }),
    on('/employee/getapprovalrules', {
      async handle() {
        return { rules: await listRules(db) };
      },
    }),
    on('/employee/saveapprovalrule', {
      async handle({ input, me, now }) {
        await saveRule(db, me, now, input);
        return { rules: await listRules(db) };
      },
    }),
    on('/employee/deleteapprovalrule', {
      async handle({ input, me }) {
        await deleteRule(db, me, input._id);
        return { rules: await listRules(db) };
      },
    }),
    on('/employee/getdelegations', {
      handle: ({ me }) => delegationsReply(me),
    }),
    on('/employee/savedelegation', {
      async handle({ input, me, now }) {
        await addDelegation(db, me, now, await orgToday(db, now), input);
        return delegationsReply(me);
      },
    }),
    on('/employee/removedelegation', {
      find: (id) => findDelegation(db, id),
      authorize: ownedBy(
        (d: DelegationRow) => ({ id: d.employeeId, managerId: null }),
        'delegation_not_found',
      ),
      async handle({ me, subject, now }) {
        await endDelegation(db, me, subject.id, now);
        return delegationsReply(me);
      },
    }),
    on('/employee/getstandins', {
      async handle({ input, now }) {
        return currentDelegations(db, await orgToday(db, now), input);
      },
    }),
  ];
}
