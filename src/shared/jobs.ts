/** hr's view of the job queue (rules §12): how much waits, and the jobs that failed every attempt. */
import { z } from 'zod';
import { defineCalls } from './area.js';
import { says } from './i18n/refusals.js';
import { idOf } from './schemas.js';

export const failedJob = z.object({
  _id: z.string(),
  kind: z.string(),
  /** Whom an e-mail or digest was for; the day of a daily job. */
  name: z.string().nullable(),
  date: z.string().nullable(),
  attempts: z.number(),
  lastError: z.string().nullable(),
  updatedAt: z.string(),
});
export type FailedJob = z.infer<typeof failedJob>;

export const jobsReply = z.object({
  counts: z.object({ queued: z.number(), running: z.number(), dead: z.number() }),
  /** The most recent hundred. */
  failed: z.array(failedJob),
});
export type JobsReply = z.infer<typeof jobsReply>;

/** POST /employee/retryjob: one failed job, or every one (after the mail server is mended). */
export const retryJobBody = z
  .object({ _id: idOf('_id').optional(), all: z.boolean().optional() })
  .strict()
  .refine((b) => Boolean(b._id) !== Boolean(b.all), { error: says('retry_which') });
export const retryReply = z.object({ retried: z.number() });

/** hr's two calls on the queue, served by `registerArea` like an area's (src/server/modules/jobs/routes.ts). */
export const jobsCalls = defineCalls({
  '/employee/getjobs': {
    method: 'POST',
    reply: jobsReply,
    summary: 'Background jobs: how many wait or run, and those that failed every attempt',
    capability: 'manage:job',
    subject: 'everyone',
    refusals: [],
    writes: false,
  },
  '/employee/retryjob': {
    method: 'POST',
    input: retryJobBody,
    reply: retryReply,
    summary: 'Run a failed job again, or every failed job, with fresh attempts',
    capability: 'manage:job',
    subject: 'everyone',
    refusals: ['job_not_found'],
    writes: true,
  },
});
