/**
 * Each instance's worker (rules §12): wakes when a job is added on any instance (NOTIFY) and every few seconds
 * (retries coming due, leases running out), then runs due jobs until none is left: one at a time in each lane, the
 * lanes side by side (kinds.ts `Lane`: mail apart from the work people wait for). Handlers must be safe to run
 * twice: a job whose instance died mid-way runs again on another.
 */
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import type { JobKindOf, Lane, PayloadSchema } from './kinds.js';
import { claimNext, fail, finish, JOBS_CHANNEL, type Job } from './queue.js';

/** A failure that trying again cannot mend (the mail server refused the address): the job goes dead at once. */
export class PermanentJobError extends Error {}

/** What runs the jobs of one kind. */
export interface Handler {
  kind: string;
  lane: Lane;
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
    lane: kind.lane,
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
  const lanes = [...new Set(handlers.map((h) => h.lane))].map((lane) => ({
    kinds: handlers.filter((h) => h.lane === lane).map((h) => h.kind),
    running: undefined as Promise<number> | undefined,
    again: false,
  }));
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

  async function drain(lane: (typeof lanes)[number]) {
    let count = 0;
    do {
      lane.again = false;
      // The day's recurring jobs are scheduled once a look, by the first lane.
      if (lane === lanes[0]) await options.beforeRun?.();
      for (let job = stopping ? undefined : await claimNext(database.db, lane.kinds, leaseMs); job; ) {
        await runOne(job);
        count++;
        // A stopping instance finishes the job in hand and leaves the rest to the next one to start.
        job = stopping ? undefined : await claimNext(database.db, lane.kinds, leaseMs);
      }
    } while (lane.again && !stopping);
    return count;
  }

  /** Runs a lane's due jobs (and any added meanwhile); one run at a time per lane and instance. */
  function runLane(lane: (typeof lanes)[number]): Promise<number> {
    if (lane.running) {
      lane.again = true;
      return lane.running;
    }
    lane.running = drain(lane).finally(() => (lane.running = undefined));
    return lane.running;
  }

  /**
   * Runs every due job in every lane, again while one lane's jobs add another's (the morning's reminders add their
   * e-mails). Returns how many ran.
   */
  async function runDue() {
    let total = 0;
    for (;;) {
      const ran = (await Promise.all(lanes.map(runLane))).reduce((sum, n) => sum + n, 0);
      total += ran;
      if (ran === 0 || stopping || lanes.length === 1) return total;
    }
  }
  const wake = () => void runDue().catch((error) => log.error({ err: error }, 'The job worker failed'));

  return {
    runDue,
    async start() {
      unlisten = await database.listen(JOBS_CHANNEL, wake);
      timer = setInterval(wake, pollMs);
      wake();
    },
    /** Stops looking for work and waits for the jobs in hand. */
    async stop() {
      stopping = true;
      clearInterval(timer);
      await unlisten?.();
      await Promise.all(lanes.map((lane) => lane.running?.catch(() => {})));
    },
  };
}
export type Worker = ReturnType<typeof createWorker>;
