/**
 * The backups area's call (decision 022, 026): the embedded database's backups, as Settings lists them
 * (read-only). Both sides reach backups through this file (its schemas are re-exported below).
 */
import { defineCalls } from '../../shared/area.js';
import { backupsReply } from './schemas.js';

export * from './schemas.js';

export const backupsCalls = defineCalls({
  '/employee/getbackups': {
    method: 'POST',
    reply: backupsReply,
    summary: "The database's backups in DATA_DIR/backups: name, size and time, newest first (hr)",
    capability: 'read:settings',
    subject: 'everyone',
    refusals: [],
    writes: false,
  },
});
