/** Settings' list of the embedded database's backups (decision 022): read-only, for whoever reads the settings. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.js';
import { authorizeEveryone } from '../../http/auth.js';
import { io } from '../../http/endpoint.js';
import { type BackupOptions, backupsOf } from './service.js';

export const backupRoutes: FastifyPluginAsyncZod<{
  database: Database;
  backups: BackupOptions | undefined;
}> = async (app, { database, backups }) => {
  app.post(
    '/employee/getbackups',
    {
      schema: {
        tags: ['settings'],
        summary: "The database's backups in DATA_DIR/backups: name, size and time, newest first (hr)",
        ...io('/employee/getbackups'),
      },
    },
    async (request) => {
      authorizeEveryone(request, 'read:settings');
      return backups ? backupsOf(database, backups) : { automatic: false, keep: 0, backups: [] };
    },
  );
};
