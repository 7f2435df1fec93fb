/**
 * The notifications area on the server: every call of its contract with its handler (app.ts registers it, one
 * line, with the live unread counts it creates for the stream).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../../server/db/client.js';
import { registerArea } from '../../../server/http/area.js';
import { notificationsCalls } from '../contract.js';
import { notificationsHandlers } from './handlers.js';
import type { LiveCounts } from './live.js';

export const notificationsArea: FastifyPluginAsync<{ db: Db; live: LiveCounts }> = async (
  app,
  { db, live },
) =>
  registerArea(app, { name: 'notifications', db }, notificationsCalls, notificationsHandlers(app, db, live));

/** What app.ts starts of the area beside its calls: the live counts, the e-mail and digest jobs, the morning's job. */
export { dailyScheduler } from './daily.js';
export { deliveryHandlers } from './delivery.js';
export { createLiveCounts } from './live.js';
