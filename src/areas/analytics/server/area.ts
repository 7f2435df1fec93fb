/** The analytics area on the server: its call with its handler (app.ts registers it, one line). */
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../../server/db/client.js';
import { registerArea } from '../../../server/http/area.js';
import { analyticsCalls } from '../contract.js';
import { analyticsHandlers } from './handlers.js';

export const analyticsArea: FastifyPluginAsync<{ db: Db }> = async (app, { db }) =>
  registerArea(app, { name: 'analytics', db }, analyticsCalls, analyticsHandlers(db));
