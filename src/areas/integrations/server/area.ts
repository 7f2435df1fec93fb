/**
 * The integrations area on the server (issue 46, decision 036): hr's API tokens. A token's own calls are the API's,
 * authenticated by `token-auth.ts` from `http/auth.ts`; app.ts registers this area in one line.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../../server/db/client.js';
import { registerArea } from '../../../server/http/area.js';
import { integrationsCalls } from '../contract.js';
import { integrationsHandlers } from './handlers.js';

export const integrationsArea: FastifyPluginAsync<{ db: Db }> = async (app, { db }) =>
  registerArea(app, { name: 'integrations', db }, integrationsCalls, integrationsHandlers(db));
