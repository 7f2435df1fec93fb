/**
 * Tests without a running worker leave their e-mail jobs queued in the file's database. A test that runs the
 * queue first marks those done, but for e-mails to `keep` (employee ids); `kinds` narrows it to those kinds of job.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { jobs, notifications } from '../db/schema.js';
import type { NewJob } from '../modules/jobs/kinds.js';

export async function settleQueuedJobs(db: Db, keep: string[] = [], kinds?: NewJob['kind'][]) {
  await db
    .update(jobs)
    .set({ status: 'done' })
    .where(
      and(
        eq(jobs.status, 'queued'),
        kinds ? inArray(jobs.kind, kinds) : undefined,
        sql`not exists (select 1 from ${notifications} n where n.id::text = ${jobs.payload}->>'notificationId'
          and n.recipient_id::text = any(${`{${keep.join(',')}}`}::text[]))`,
      ),
    );
}
