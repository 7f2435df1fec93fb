/** The organisation area on the server: every call of its contract with its handler (app.ts registers it, one line). */
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../../server/db/client.js';
import { registerArea } from '../../../server/http/area.js';
import { organisationCalls } from '../contract.js';
import { organisationHandlers } from './handlers.js';

export const organisationArea: FastifyPluginAsync<{ db: Db }> = async (app, { db }) =>
  registerArea(app, { name: 'organisation', db }, organisationCalls, organisationHandlers(app, db));
