/**
 * The devices area on the server (issue 42, decision 034): hr's calls under `/api` (`devicesArea`), and the push
 * protocol's requests at the root, where devices ask for them (`iclockArea`). app.ts registers each in one line.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../../server/db/client.js';
import { registerArea } from '../../../server/http/area.js';
import { devicesCalls } from '../contract.js';
import { devicesHandlers } from './handlers.js';

export const devicesArea: FastifyPluginAsync<{ db: Db }> = async (app, { db }) =>
  registerArea(app, { name: 'devices', db }, devicesCalls, devicesHandlers(db));

export { iclockRoutes as iclockArea } from './iclock-routes.js';
