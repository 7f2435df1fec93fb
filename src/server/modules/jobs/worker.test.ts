/** The job worker stops after the job in hand, leaving the queue to the next instance (a server's SIGTERM). */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema.js';
import { setupHarness } from '../../test/harness.js';
import { enqueue } from './queue.js';
import { createWorker } from './worker.js';

const h = setupHarness();

describe('stopping the job worker', () => {
  it('waits for the job in hand, not for the whole queue', async () => {
    const kind = `slow-${Date.now()}`;
    await h.database.db.transaction((tx) =>
      enqueue(
        tx,
        Array.from({ length: 5 }, (_, i) => ({ kind, key: `${kind}:${i}` })),
      ),
    );
    let started = 0;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let signal = () => {};
    const firstStarted = new Promise<void>((resolve) => (signal = resolve));
    const handler = async () => {
      started++;
      signal();
      await held;
    };
    const worker = createWorker(h.database, { [kind]: handler }, { log: h.app.log, pollMs: 60_000 });
    await worker.start();
    await firstStarted;
    const stopped = worker.stop();
    release();
    await stopped;

    expect(started).toBe(1);
    const left = await h.database.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.kind, kind), eq(jobs.status, 'queued')));
    expect(left).toHaveLength(4);
  });

  it('claims nothing once stopped while it was scheduling the day', async () => {
    const kind = `late-${Date.now()}`;
    await h.database.db.transaction((tx) => enqueue(tx, [{ kind, key: `${kind}:0` }]));
    let ran = 0;
    let release = () => {};
    const scheduling = new Promise<void>((resolve) => (release = resolve));
    let signal = () => {};
    const inBeforeRun = new Promise<void>((resolve) => (signal = resolve));
    const worker = createWorker(
      h.database,
      { [kind]: async () => void ran++ },
      {
        log: h.app.log,
        pollMs: 60_000,
        beforeRun: async () => {
          signal();
          await scheduling;
        },
      },
    );
    await worker.start();
    await inBeforeRun;
    const stopped = worker.stop();
    release();
    await stopped;
    expect(ran).toBe(0);
  });
});
