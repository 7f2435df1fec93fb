/** The audit area on the server: every call of its contract with its handler (app.ts registers it, one line). */
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../../server/db/client.js';
import { registerArea } from '../../../server/http/area.js';
import { auditCalls } from '../contract.js';
import { auditHandlers } from './handlers.js';

export const auditArea: FastifyPluginAsync<{ db: Db }> = async (app, { db }) =>
  registerArea(app, { name: 'audit', db }, auditCalls, auditHandlers(db));
