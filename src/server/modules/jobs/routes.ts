/** hr's window on the job queue (rules §12): what waits and what failed, and a retry for the failed. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { authorizeEveryone } from '../../http/auth.js';
import { io } from '../../http/endpoint.js';
import { refuse } from '../../http/errors.js';
import { failedJobs, retryJobs } from './queue.js';

const tags = ['jobs'];

export const jobRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    '/employee/getjobs',
    {
      schema: {
        tags,
        summary: 'Background jobs: how many wait or run, and those that failed every attempt',
        ...io('/employee/getjobs'),
      },
    },
    async (request) => {
      authorizeEveryone(request, 'manage:job');
      return failedJobs(db);
    },
  );

  app.post(
    '/employee/retryjob',
    {
      schema: {
        tags,
        summary: 'Run a failed job again, or every failed job, with fresh attempts',
        ...io('/employee/retryjob'),
      },
    },
    async (request) => {
      const me = authorizeEveryone(request, 'manage:job');
      const retried = await retryJobs(db, me, request.body);
      if (retried === 0 && request.body._id) throw refuse(404, 'job_not_found');
      return { retried };
    },
  );
};
