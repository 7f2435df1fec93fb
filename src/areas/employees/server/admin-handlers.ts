/** hr's changes to employees: create, update, terminate (spec §7 `createemployee`; rules §6). */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../server/db/client.js';
import { handlerFor } from '../../../server/http/area.js';
import { employeesCalls } from '../contract.js';
import { presentUser } from './presenter.js';
import { isOnLeave } from './queries.js';
import { orgToday } from './reads.js';
import { createEmployee, terminateEmployee, updateEmployee } from './service.js';

const on = handlerFor(employeesCalls);

export const employeeAdminHandlers = (app: FastifyInstance, db: Db) => [
  on('/employee/createemployee', {
    async handle({ input, me }) {
      const today = await orgToday(db, app.now());
      const row = await createEmployee(db, me, app.pii, input, today);
      return presentUser(row, app.pii);
    },
  }),

  on('/employee/updateemployee', {
    async handle({ input, me }) {
      const row = await updateEmployee(db, me, app.pii, input, app.now());
      return presentUser(row, app.pii, await isOnLeave(db, row.id, await orgToday(db, app.now())));
    },
  }),

  on('/employee/terminateemployee', {
    async handle({ input, me }) {
      const row = await terminateEmployee(db, me, input.employee_id, app.now());
      return { message: 'Employee terminated', employee: presentUser(row, app.pii) };
    },
  }),
];
