/**
 * The job queue (rules §12): background work kept in the database, so it survives a restart and several
 * instances share it (each job is claimed by one of them with `for update skip locked`). Re-exported by
 * `schema.ts`.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, instant, timestamps } from './columns.js';

export const jobStatuses = ['queued', 'running', 'done', 'dead'] as const;

export const jobs = pgTable(
  'jobs',
  {
    id: id(),
    /** Which handler runs it: `email`, `daily`, `digest`. */
    kind: text('kind').notNull(),
    /** What the job is for, unique: enqueueing the same work twice adds nothing (`email:<notification id>`). */
    key: text('key').notNull(),
    payload: jsonb('payload').$type<Record<string, string>>().notNull().default({}),
    status: text('status', { enum: jobStatuses }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(6),
    /** Not before this instant: now, or after a failure the backoff. */
    runAt: instant('run_at').notNull().defaultNow(),
    /** While running: the claim's own token, and when another instance may take the job over (a lease). */
    claim: uuid('claim'),
    leaseUntil: instant('lease_until'),
    lastError: text('last_error'),
    finishedAt: instant('finished_at'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('jobs_key_key').on(t.key),
    // What a worker looks for: queued and due, or running past its lease.
    index('jobs_due_idx').on(t.runAt).where(sql`${t.status} in ('queued', 'running')`),
    index('jobs_dead_idx').on(t.updatedAt).where(sql`${t.status} = 'dead'`),
    check('jobs_status', sql`${t.status} in ('queued', 'running', 'done', 'dead')`),
    check('jobs_attempts', sql`${t.attempts} >= 0 and ${t.maxAttempts} >= 1`),
    check('jobs_running_has_lease', sql`(${t.status} = 'running') = (${t.leaseUntil} is not null)`),
  ],
);
