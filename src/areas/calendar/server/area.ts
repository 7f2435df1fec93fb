/**
 * The calendar area on the server: every call of its contract with its handler (app.ts registers it, one line),
 * and the database's BS table installed once the app is ready (before then the built-in table counts).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../../server/db/client.js';
import { registerArea } from '../../../server/http/area.js';
import { calendarCalls } from '../contract.js';
import { calendarHandlers } from './handlers.js';
import { syncBsYears } from './reads.js';

export const calendarArea: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  app.addHook('onReady', () => syncBsYears(db, null));
  return registerArea(app, { name: 'settings', db }, calendarCalls, calendarHandlers(db));
};
