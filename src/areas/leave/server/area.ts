/** The leave area on the server: every call of its contract with its handler (app.ts registers it, one line). */
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../../server/db/client.js';
import { registerArea } from '../../../server/http/area.js';
import { leaveCalls } from '../contract.js';
import { leaveHandlers } from './handlers.js';
import { ledgerHandlers } from './ledger-handlers.js';

export const leaveArea: FastifyPluginAsync<{ db: Db }> = async (app, { db }) =>
  registerArea(app, { name: 'leave', db }, leaveCalls, [...leaveHandlers(app, db), ...ledgerHandlers(db)]);
