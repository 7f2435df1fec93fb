/** The reports area on the server: its call with its handler (app.ts registers it, one line). */
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../../server/db/client.js';
import { registerArea } from '../../../server/http/area.js';
import { reportCalls } from '../contract.js';
import { reportHandlers } from './handlers.js';
import type { LlmConfig } from './llm.js';

export type { LlmConfig } from './llm.js';

export const reportsArea: FastifyPluginAsync<{ db: Db; llm?: LlmConfig }> = async (app, { db, llm }) =>
  registerArea(app, { name: 'reports', db }, reportCalls, reportHandlers(app, db, llm));
