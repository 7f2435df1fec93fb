/**
 * Each instance's worker (rules §12): wakes when a job is added on any instance (NOTIFY) and every few seconds
 * (retries coming due, leases running out), then runs due jobs one at a time until none is left. Handlers must
 * be safe to run twice: a job whose instance died mid-way runs again on another.
 */
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import type { JobKindOf, PayloadSchema } from './kinds.js';
import { claimNext, fail, finish, JOBS_CHANNEL, type Job } from './queue.js';

/** A failure that trying again cannot mend (the mail server refused the address): the job goes dead at once. */
export class PermanentJobError extends Error {}

/** What runs the jobs of one kind. */
export interface Handler {
  kind: string;
  run(job: Job): Promise<void>;
}

/**
 * `run` for the jobs of `kind`, given the payload as the kind's schema parses it. A payload it does not parse (a
 * row older than the schema, or made by hand) fails the job for good, naming the fields at fault.
 */
export function handle<Name extends string, S extends PayloadSchema>(
  kind: JobKindOf<Name, S>,
  run: (payload: z.output<S>, job: Job) => Promise<void>,
): Handler {
  return {
    kind: kind.name,
    async run(job) {
      const payload = kind.payload.safeParse(job.payload);
      if (!payload.success)
        throw new PermanentJobError(
          `The payload does not fit a ${kind.name} job: ${z.prettifyError(payload.error)}`,
        );
      await run(payload.data, job);
    },
  };
}

export interface WorkerOptions {
  log: FastifyBaseLogger;
  /** How often the worker looks without being woken. */
  pollMs?: number;
  /** How long a claim holds before another instance may take the job over. */
  leaseMs?: number;
  /** The wait before attempt n + 1 after n failures. */
  backoffMs?: (attempts: number) => number;
  /** Runs before each look: schedules the day's recurring jobs. */
  beforeRun?: () => Promise<void>;
}

/** 30 s, 2 min, 8 min, 32 min, about 2 h: a mail server that is down for an afternoon still gets its mail. */
export const defaultBackoff = (attempts: number) => 30_000 * 4 ** Math.max(0, attempts - 1);

export function createWorker(database: Database, handlers: Handler[], options: WorkerOptions) {
  const { log, pollMs = 5_000, leaseMs = 120_000, backoffMs = defaultBackoff } = options;
  const byKind = new Map(handlers.map((handler) => [handler.kind, handler]));
  const kinds = [...byKind.keys()];
  let running: Promise<number> | undefined;
  let again = false;
  let stopping = false;
  let timer: NodeJS.Timeout | undefined;
  let unlisten: (() => Promise<void>) | undefined;

  async function runOne(job: Job) {
    try {
      await byKind.get(job.kind)!.run(job);
      if (!(await finish(database.db, job)))
        log.warn({ job: job.id }, 'A job outlived its lease and was taken over by another instance');
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      log.warn({ job: job.id, kind: job.kind, attempt: job.attempts, err: message }, 'A job failed');
      await fail(database.db, job, message, backoffMs(job.attempts), error instanceof PermanentJobError);
    }
  }

  async function drain() {
    let count = 0;
    do {
      again = false;
      await options.beforeRun?.();
      for (let job = stopping ? undefined : await claimNext(database.db, kinds, leaseMs); job; ) {
        await runOne(job);
        count++;
        // A stopping instance finishes the job in hand and leaves the rest to the next one to start.
        job = stopping ? undefined : await claimNext(database.db, kinds, leaseMs);
      }
    } while (again && !stopping);
    return count;
  }

  /** Runs every due job (and any added meanwhile); one run at a time per instance. Returns how many ran. */
  function runDue(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = drain().finally(() => (running = undefined));
    return running;
  }
  const wake = () => void runDue().catch((error) => log.error({ err: error }, 'The job worker failed'));

  return {
    runDue,
    async start() {
      unlisten = await database.listen(JOBS_CHANNEL, wake);
      timer = setInterval(wake, pollMs);
      wake();
    },
    /** Stops looking for work and waits for the job in hand. */
    async stop() {
      stopping = true;
      clearInterval(timer);
      await unlisten?.();
      await running?.catch(() => {});
    },
  };
}
export type Worker = ReturnType<typeof createWorker>;
