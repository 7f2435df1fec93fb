/** hr's changes to employees: create, update, terminate (spec §7 `createemployee`; rules §6). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { actor, authorizeEveryone } from '../../http/auth.js';
import { io } from '../../http/endpoint.js';
import { presentUser } from './presenter.js';
import { isOnLeave, orgToday } from './queries.js';
import { createEmployee, terminateEmployee, updateEmployee } from './service.js';

const tags = ['employees'];

export const employeeAdminRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    '/employee/createemployee',
    {
      schema: {
        tags,
        summary: 'Add an employee (hr). Replies with the created employee; they can sign in at once.',
        ...io('/employee/createemployee'),
      },
    },
    async (request) => {
      authorizeEveryone(request, 'create:employee');
      const today = await orgToday(db, app.now());
      const row = await createEmployee(db, actor(request), app.pii, request.body, today);
      return presentUser(row, app.pii);
    },
  );

  app.post(
    '/employee/updateemployee',
    {
      schema: {
        tags,
        summary:
          'Edit an employee (hr). A blank password or personal number keeps the stored one; a new password ends their sessions.',
        ...io('/employee/updateemployee'),
      },
    },
    async (request) => {
      authorizeEveryone(request, 'update:employee');
      const row = await updateEmployee(db, actor(request), app.pii, request.body, app.now());
      return presentUser(row, app.pii, await isOnLeave(db, row.id, await orgToday(db, app.now())));
    },
  );

  app.post(
    '/employee/terminateemployee',
    {
      schema: {
        tags,
        summary:
          'Terminate an employee (hr): sign-in refused, every session ended, attendance and leave kept as history',
        ...io('/employee/terminateemployee'),
      },
    },
    async (request) => {
      authorizeEveryone(request, 'terminate:employee');
      const row = await terminateEmployee(db, actor(request), request.body.employee_id, app.now());
      return { message: 'Employee terminated', employee: presentUser(row, app.pii) };
    },
  );
};
