/** The overview area on the server: its call with its handler (app.ts registers it, one line). */
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../../server/db/client.js';
import { registerArea } from '../../../server/http/area.js';
import { overviewCalls } from '../contract.js';
import { overviewHandlers } from './handlers.js';

export const overviewArea: FastifyPluginAsync<{ db: Db }> = async (app, { db }) =>
  registerArea(app, { name: 'overview', db }, overviewCalls, overviewHandlers(db));
