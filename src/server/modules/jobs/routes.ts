/** hr's window on the job queue (rules §12): what waits and what failed, and a retry for the failed. */
import type { FastifyPluginAsync } from 'fastify';
import { jobsCalls } from '../../../shared/jobs.js';
import type { Db } from '../../db/client.js';
import { handlerFor, registerArea } from '../../http/area.js';
import { refuse } from '../../http/errors.js';
import { failedJobs, retryJobs } from './queue.js';

const on = handlerFor(jobsCalls);

export const jobRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) =>
  registerArea(app, { name: 'jobs', db }, jobsCalls, [
    on('/employee/getjobs', { handle: () => failedJobs(db) }),
    on('/employee/retryjob', {
      async handle({ input, me }) {
        const retried = await retryJobs(db, me, input);
        if (retried === 0 && input._id) throw refuse(404, 'job_not_found');
        return { retried };
      },
    }),
  ]);
