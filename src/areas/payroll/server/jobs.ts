/** The payroll area's job kinds (decision 012): a batch of a run's payslips as PDFs (payslips.ts). */
import { z } from 'zod';
import { defineJob } from '../../../server/modules/jobs/kinds.js';
import { digitStyles, languages } from '../../../shared/locale.js';

/** The PDFs of the run's people from the `from`th (ordered by id), a batch of them, in a language and digits. */
export const payslipsJob = defineJob(
  'payslips',
  z.object({
    run_id: z.uuid(),
    language: z.enum(languages),
    digits: z.enum(digitStyles),
    from: z.string().regex(/^\d+$/),
  }),
);

export type PayrollJobKind = typeof payslipsJob;
