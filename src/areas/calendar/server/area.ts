/**
 * The calendar area on the server: every call of its contract with its handler (app.ts registers it, one line),
 * and the database's BS table installed once the app is ready (until then, and should that read fail, the built-in
 * table counts).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../../server/db/client.js';
import { registerArea } from '../../../server/http/area.js';
import { calendarCalls } from '../contract.js';
import { calendarHandlers } from './handlers.js';
import { syncBsYears } from './reads.js';

export const calendarArea: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  // Not awaited: on the embedded database a job that starts with the app (the daily backup) may hold the one
  // connection longer than a hook may take. Every signed-in call installs the table first anyway (http/auth.ts).
  app.addHook('onReady', async () => {
    void syncBsYears(db, null).catch((error) => app.log.error({ err: error }, 'Reading bs_years failed'));
  });
  return registerArea(app, { name: 'settings', db }, calendarCalls, calendarHandlers(db));
};
