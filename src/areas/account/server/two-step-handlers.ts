/** Two-step sign-in (`twoStepCalls`, decision 037), served by `registerArea`. */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../server/db/client.js';
import { handlerFor } from '../../../server/http/area.js';
import type { Tokens } from '../../../server/http/auth.js';
import { refuse } from '../../../server/http/errors.js';
import { presentUser } from '../../employees/server/reads.js';
import { getOrganisation } from '../../settings/server/reads.js';
import { twoStepCalls } from '../contract.js';
import { findEmployee } from './service.js';
import {
  confirmTwoStep,
  disableTwoStep,
  passChallenge,
  readPolicy,
  resetTwoStep,
  savePolicy,
  startTwoStep,
  twoStepStatus,
} from './two-step.js';

const on = handlerFor(twoStepCalls);

export const twoStepHandlers = (app: FastifyInstance, db: Db, tokens: Tokens) => [
  on('/employee/logintwostep', {
    async handle({ input, request }) {
      const trace = (id: string) => ({ id, requestId: request.id });
      const id = await passChallenge(db, app.pii, input, request.ip, trace, app.now());
      const row = await findEmployee(db, id);
      if (row?.status !== 'active') throw refuse(401, 'account_terminated');
      return { accessToken: await tokens.sign(row.id, row.role), user: presentUser(row, app.pii) };
    },
  }),

  on('/employee/twostep', { handle: ({ me }) => twoStepStatus(db, me) }),

  on('/employee/starttwostep', {
    async handle({ me }) {
      const { companyName } = await getOrganisation(db);
      return startTwoStep(db, app.pii, me, companyName || 'HRIS');
    },
  }),

  on('/employee/confirmtwostep', {
    async handle({ input, me, request }) {
      const reply = await confirmTwoStep(db, app.pii, me, input.code, request.ip, app.now());
      // A session signed only to enrol becomes a full one.
      return me.enrol ? { ...reply, accessToken: await tokens.sign(me.id, me.role) } : reply;
    },
  }),

  on('/employee/disabletwostep', {
    async handle({ input, me, request }) {
      await disableTwoStep(db, app.pii, me, input, request.ip, app.now());
      return { message: 'Two-step sign-in is off.' };
    },
  }),

  on('/employee/resettwostep', {
    async handle({ input, me }) {
      const person = input.employee_id ? await findEmployee(db, input.employee_id) : undefined;
      if (!person) throw refuse(404, 'employee_not_found');
      await resetTwoStep(db, me, person.id);
      return { message: `Two-step sign-in of ${person.email} was reset.` };
    },
  }),

  on('/employee/twosteppolicy', {
    async handle() {
      const { capabilities, graceDays } = await readPolicy(db);
      return { capabilities, graceDays };
    },
  }),

  on('/employee/savetwosteppolicy', {
    handle: ({ input, me }) => savePolicy(db, me, input, app.now()),
  }),
];
