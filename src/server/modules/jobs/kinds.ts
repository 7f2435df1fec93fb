/**
 * Job kinds (decision 012): an area declares each of its kinds once, in its `jobs.ts`, with `defineJob(name,
 * payloadSchema)`; `JobKind` below lists every area's. A job is made only by its kind (`kind.job(key, payload)`,
 * keyed `name:key`), so `enqueue` takes no misspelt kind and no payload of another kind; the worker parses a
 * job's payload with its kind's schema before the handler runs (`handle` in worker.ts).
 */
import type { z } from 'zod';
import type { BackupJobKind } from '../../../areas/backups/server/jobs.js';
import type { ImportJobKind } from '../../../areas/import/server/jobs.js';
import type { LeaveJobKind } from '../../../areas/leave/server/jobs.js';
import type { NotificationJobKind } from '../../../areas/notifications/server/jobs.js';
import type { PayrollJobKind } from '../../../areas/payroll/server/jobs.js';
import type { ProjectJobKind } from '../../../areas/projects/server/jobs.js';

/** A payload is an object, kept as JSON in `jobs.payload`. */
export type PayloadSchema = z.ZodType<Record<string, unknown>>;

/**
 * Each instance runs a lane's jobs one at a time, and its lanes side by side: mail (a burst of ten thousand reminders,
 * a slow mail server) never holds up the work someone waits for on a screen (payslips, an import), nor that work
 * the mail.
 */
export type Lane = 'work' | 'mail';

export interface JobKindOf<Name extends string, S extends PayloadSchema> {
  name: Name;
  payload: S;
  lane: Lane;
  /** A job of this kind for `key` (a second job with the same key is not added). */
  job(key: string, payload: z.input<S>): { kind: Name; key: string; payload: z.input<S> };
}

export function defineJob<const Name extends string, S extends PayloadSchema>(
  name: Name,
  payload: S,
  lane: Lane = 'work',
): JobKindOf<Name, S> {
  return {
    name,
    payload,
    lane,
    job: (key, value) => ({ kind: name, key: `${name}:${key}`, payload: value }),
  };
}

/** Every kind of job, an area a line. */
export type JobKind =
  | BackupJobKind
  | ImportJobKind
  | LeaveJobKind
  | NotificationJobKind
  | PayrollJobKind
  | ProjectJobKind;

/** A job to add, as its kind makes it. */
export type NewJob = ReturnType<JobKind['job']>;
