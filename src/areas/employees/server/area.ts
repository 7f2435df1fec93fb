/** The employees area on the server: every call of its contract with its handler (app.ts registers it, one line). */
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../../server/db/client.js';
import { registerArea } from '../../../server/http/area.js';
import { employeesCalls } from '../contract.js';
import { employeeAdminHandlers } from './admin-handlers.js';
import { employeeHandlers } from './handlers.js';
import { employeeListHandlers } from './list-handlers.js';

export const employeesArea: FastifyPluginAsync<{ db: Db }> = async (app, { db }) =>
  registerArea(app, { name: 'employees', db }, employeesCalls, [
    ...employeeHandlers(app, db),
    ...employeeAdminHandlers(app, db),
    ...employeeListHandlers(app, db),
  ]);
