/** The import area's job kinds (decision 012): an import written in batches (job.ts), a welcome e-mail (links.ts). */
import { z } from 'zod';
import { defineJob } from '../../../server/modules/jobs/kinds.js';

export const importJob = defineJob('import', z.object({ import_id: z.uuid() }));
/** A set-password link e-mailed to someone an import added. */
export const welcomeLinkJob = defineJob('welcome-link', z.object({ employee_id: z.uuid() }));

export type ImportJobKind = typeof importJob | typeof welcomeLinkJob;
