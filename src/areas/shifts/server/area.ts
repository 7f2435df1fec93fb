/** The shifts area on the server: every call of its contract with its handler (app.ts registers it, one line). */
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../../server/db/client.js';
import { registerArea } from '../../../server/http/area.js';
import { shiftsCalls } from '../contract.js';
import { shiftsHandlers } from './handlers.js';

export const shiftsArea: FastifyPluginAsync<{ db: Db }> = async (app, { db }) =>
  registerArea(app, { name: 'shifts', db }, shiftsCalls, shiftsHandlers(db));
