/** The backups area's job kind (decision 012): the day's backup (service.ts). */
import { z } from 'zod';
import { defineJob } from '../../../server/modules/jobs/kinds.js';

export const backupJob = defineJob('backup', z.object({ date: z.iso.date() }));

export type BackupJobKind = typeof backupJob;
