/** The approvals area on the server: every call of its contract with its handler (app.ts registers it, one line). */
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../../server/db/client.js';
import { registerArea } from '../../../server/http/area.js';
import { approvalsCalls } from '../contract.js';
import { approvalsHandlers } from './handlers.js';

export const approvalsArea: FastifyPluginAsync<{ db: Db }> = async (app, { db }) =>
  registerArea(app, { name: 'approvals', db }, approvalsCalls, approvalsHandlers(app, db));
