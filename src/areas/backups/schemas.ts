/** The embedded database's backups (decision 022), as Settings lists them: read-only. */
import { z } from 'zod';

export const backupFile = z.object({
  /** The file's name in DATA_DIR/backups: `daily-<day>`, `before-migrating-<time>` or `manual-<time>`. */
  name: z.string(),
  kind: z.enum(['daily', 'before-migrating', 'manual']),
  /** Bytes. */
  size: z.number(),
  createdAt: z.string(),
});
export type BackupFile = z.infer<typeof backupFile>;

export const backupsReply = z.object({
  /** Whether this server makes the daily backups (the embedded database, BACKUP_KEEP above 0). */
  automatic: z.boolean(),
  /** How many of each automatic kind are kept. */
  keep: z.number(),
  /** Newest first. */
  backups: z.array(backupFile),
});
export type BackupsReply = z.infer<typeof backupsReply>;
