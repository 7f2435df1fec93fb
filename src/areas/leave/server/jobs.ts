/** The leave area's job kinds (decision 012): the accrual job (accrual.ts). */
import { z } from 'zod';
import { defineJob } from '../../../server/modules/jobs/kinds.js';

/** Credits due from `from` (else the day after the last run) to `to`: queued each morning, or by hr to back-fill. */
export const leaveAccrual = defineJob(
  'leave-accrual',
  z.object({ from: z.iso.date().optional(), to: z.iso.date() }),
);

export type LeaveJobKind = typeof leaveAccrual;
