/**
 * The projects area on the server (issue 43): its calls with their handlers (app.ts registers it, one line). Only
 * the calls that have a handler here are served: the reports and the timer join with their handlers' line.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../../server/db/client.js';
import { registerArea } from '../../../server/http/area.js';
import { projectCalls } from '../contract.js';
import { projectHandlers } from './handlers.js';
import { reportHandlers } from './report-handlers.js';

export const projectsArea: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  const routes = [...projectHandlers(db), ...reportHandlers(db)];
  const served = Object.fromEntries(
    Object.entries(projectCalls).filter(([path]) => routes.some((r) => r.path === path)),
  );
  registerArea(app, { name: 'projects', db }, served, routes);
};
