/** The backups area on the server: its call with its handler (app.ts registers it, one line). */
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../../server/db/client.js';
import { registerArea } from '../../../server/http/area.js';
import { backupsCalls } from '../contract.js';
import { backupsHandlers } from './handlers.js';
import type { BackupOptions } from './service.js';

export const backupsArea: FastifyPluginAsync<{
  database: Database;
  backups: BackupOptions | undefined;
}> = async (app, { database, backups }) =>
  registerArea(app, { name: 'backups', db: database.db }, backupsCalls, backupsHandlers(database, backups));
