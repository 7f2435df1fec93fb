/** The performance area on the server: every call of its contract with its handler (app.ts registers it, one line). */
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../../server/db/client.js';
import { registerArea } from '../../../server/http/area.js';
import { performanceCalls } from '../contract.js';
import { performanceHandlers } from './handlers.js';

export const performanceArea: FastifyPluginAsync<{ db: Db }> = async (app, { db }) =>
  registerArea(app, { name: 'performance', db }, performanceCalls, performanceHandlers(db));
