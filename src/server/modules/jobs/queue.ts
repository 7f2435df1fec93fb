/**
 * The job queue (rules §12): a table both databases have. A job is added in the transaction of the change that
 * calls for it (so it exists exactly when the change does), claimed by one instance at a time
 * (`for update skip locked`) for a lease, and finished, retried later with backoff, or left dead for hr to see.
 * Every time here is the database's, so instances with different clocks agree on what is due.
 */
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { recordAudit } from '../../../areas/audit/server/writes.js';
import type { JobsReply } from '../../../shared/jobs.js';
import type { Trace } from '../../actor.js';
import type { Db, Tx } from '../../db/client.js';
import { employees, jobs, notifications } from '../../db/schema.js';
import type { NewJob } from './kinds.js';

export type Job = typeof jobs.$inferSelect;
export const JOBS_CHANNEL = 'jobs';

/**
 * Adds jobs, each made by its kind (`kind.job(key, payload)`, kinds.ts); those whose key exists are skipped.
 * Wakes the workers when the transaction commits.
 */
export async function enqueue(tx: Pick<Tx, 'insert' | 'execute'>, list: NewJob[]) {
  if (list.length === 0) return 0;
  const added = await tx
    .insert(jobs)
    .values(list)
    .onConflictDoNothing({ target: jobs.key })
    .returning({ id: jobs.id });
  if (added.length > 0) await tx.execute(sql`select pg_notify(${JOBS_CHANNEL}, '')`);
  return added.length;
}

/**
 * Claims the next due job of these kinds (queued and due, or running past its lease: its instance died) for
 * `leaseMs`, counting the attempt. Jobs that died while running too often go dead first.
 */
export async function claimNext(db: Db, kinds: string[], leaseMs: number): Promise<Job | undefined> {
  await db.execute(sql`
    update jobs set status = 'dead', claim = null, lease_until = null, updated_at = now(),
      last_error = coalesce(last_error, 'The server stopped while running it, too many times')
    where status = 'running' and lease_until < now() and attempts >= max_attempts`);
  const kindList = sql.join(
    kinds.map((k) => sql`${k}`),
    sql`, `,
  );
  const [job] = await db
    .update(jobs)
    .set({
      status: 'running',
      attempts: sql`${jobs.attempts} + 1`,
      claim: sql`gen_random_uuid()`,
      leaseUntil: sql`now() + ${leaseMs} * interval '1 millisecond'`,
      updatedAt: sql`now()`,
    })
    .where(
      eq(
        jobs.id,
        sql`(select id from jobs
          where status in ('queued', 'running') and kind in (${kindList})
            and ((status = 'queued' and run_at <= now()) or (status = 'running' and lease_until < now()))
          order by run_at limit 1 for update skip locked)`,
      ),
    )
    .returning();
  return job;
}

const held = (job: Job) => and(eq(jobs.id, job.id), eq(jobs.status, 'running'), eq(jobs.claim, job.claim!));

/** Done; false when the lease was lost meanwhile (another instance took the job over). */
export async function finish(db: Db, job: Job) {
  const rows = await db
    .update(jobs)
    .set({
      status: 'done',
      claim: null,
      leaseUntil: null,
      lastError: null,
      finishedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(held(job))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/** Failed: tried again after `retryInMs`, or dead when its attempts are spent or the failure is permanent. */
export async function fail(db: Db, job: Job, error: string, retryInMs: number, permanent = false) {
  const dead = permanent || job.attempts >= job.maxAttempts;
  await db
    .update(jobs)
    .set({
      status: dead ? 'dead' : 'queued',
      claim: null,
      leaseUntil: null,
      lastError: error.slice(0, 1000),
      runAt: dead ? undefined : sql`now() + ${retryInMs} * interval '1 millisecond'`,
      updatedAt: sql`now()`,
    })
    .where(held(job));
}

/** hr's view: how many jobs wait or run, and the latest that failed for good, with whom each was for. */
export async function failedJobs(db: Db): Promise<JobsReply> {
  const [counts, failed] = await Promise.all([
    db
      .select({ status: jobs.status, n: count() })
      .from(jobs)
      .where(inArray(jobs.status, ['queued', 'running', 'dead']))
      .groupBy(jobs.status),
    db
      .select({
        job: jobs,
        name: sql<string | null>`${employees.firstName} || ' ' || ${employees.lastName}`,
      })
      .from(jobs)
      .leftJoin(notifications, sql`${notifications.id}::text = ${jobs.payload}->>'notificationId'`)
      .leftJoin(
        employees,
        sql`${employees.id}::text = coalesce(${notifications.recipientId}::text, ${jobs.payload}->>'employeeId')`,
      )
      .where(eq(jobs.status, 'dead'))
      .orderBy(desc(jobs.updatedAt))
      .limit(100),
  ]);
  const n = (status: string) => Number(counts.find((c) => c.status === status)?.n ?? 0);
  return {
    counts: { queued: n('queued'), running: n('running'), dead: n('dead') },
    failed: failed.map(({ job, name }) => ({
      _id: job.id,
      kind: job.kind,
      name,
      date: job.payload.date ?? null,
      attempts: job.attempts,
      lastError: job.lastError,
      updatedAt: job.updatedAt.toISOString(),
    })),
  };
}

/** Dead jobs (one, or all) queued again with fresh attempts, audited; returns how many. */
export async function retryJobs(db: Db, by: Trace, which: { _id?: string; all?: boolean }) {
  return db.transaction(async (tx) => {
    const retried = await tx
      .update(jobs)
      .set({ status: 'queued', attempts: 0, runAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(jobs.status, 'dead'), which.all ? undefined : eq(jobs.id, which._id!)))
      .returning({ id: jobs.id, kind: jobs.kind, key: jobs.key });
    if (retried.length === 0) return 0;
    await recordAudit(
      tx,
      by,
      retried.map((job) => ({
        action: 'retry',
        entity: 'job',
        entityId: job.id,
        after: { kind: job.kind, key: job.key },
      })),
    );
    await tx.execute(sql`select pg_notify(${JOBS_CHANNEL}, '')`);
    return retried.length;
  });
}
