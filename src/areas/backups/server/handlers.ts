/** Settings' list of the embedded database's backups (decision 022): read-only, for whoever reads the settings. */
import type { Database } from '../../../server/db/client.js';
import { handlerFor } from '../../../server/http/area.js';
import { backupsCalls } from '../contract.js';
import { type BackupOptions, backupsOf } from './service.js';

const on = handlerFor(backupsCalls);

export const backupsHandlers = (database: Database, backups: BackupOptions | undefined) => [
  on('/employee/getbackups', {
    async handle() {
      return backups ? backupsOf(database, backups) : { automatic: false, keep: 0, backups: [] };
    },
  }),
];
