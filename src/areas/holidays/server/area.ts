/** The holidays area on the server: every call of its contract with its handler (app.ts registers it, one line). */
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../../server/db/client.js';
import { registerArea } from '../../../server/http/area.js';
import { holidaysCalls } from '../contract.js';
import { holidaysHandlers } from './handlers.js';

export const holidaysArea: FastifyPluginAsync<{ db: Db }> = async (app, { db }) =>
  registerArea(app, { name: 'settings', db }, holidaysCalls, holidaysHandlers(db));
