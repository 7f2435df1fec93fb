/** The team area on the server: every call of its contract with its handler (app.ts registers it, one line). */
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../../server/db/client.js';
import { registerArea } from '../../../server/http/area.js';
import { calendarFileCalls, teamCalls } from '../contract.js';
import { teamHandlers } from './handlers.js';

export const teamArea: FastifyPluginAsync<{ db: Db }> = async (app, { db }) =>
  registerArea(app, { name: 'team', db }, { ...teamCalls, ...calendarFileCalls }, teamHandlers(app, db));
