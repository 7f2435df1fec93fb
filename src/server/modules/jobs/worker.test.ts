/**
 * The job worker: it stops after the job in hand, leaving the queue to the next instance (a server's SIGTERM), and
 * a job whose payload its kind's schema refuses fails for good without reaching its handler.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { jobs } from '../../db/schema.js';
import { setupHarness } from '../../test/harness.js';
import { defineJob, type Lane } from './kinds.js';
import { createWorker, handle } from './worker.js';

const h = setupHarness();

/** A kind only this test runs (the database may hold other tests' jobs), its jobs queued by hand. */
const testKind = (name: string, lane: Lane = 'work') =>
  defineJob(`${name}-${Date.now()}`, z.object({ date: z.iso.date().optional() }), lane);
const queue = (kind: { name: string }, payloads: Record<string, string>[]) =>
  h.database.db
    .insert(jobs)
    .values(payloads.map((payload, i) => ({ kind: kind.name, key: `${kind.name}:${i}`, payload })));

describe('stopping the job worker', () => {
  it('waits for the job in hand, not for the whole queue', async () => {
    const kind = testKind('slow');
    await queue(
      kind,
      Array.from({ length: 5 }, () => ({})),
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
    const worker = createWorker(h.database, [handle(kind, handler)], { log: h.app.log, pollMs: 60_000 });
    await worker.start();
    await firstStarted;
    const stopped = worker.stop();
    release();
    await stopped;

    expect(started).toBe(1);
    const left = await h.database.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.kind, kind.name), eq(jobs.status, 'queued')));
    expect(left).toHaveLength(4);
  });

  it('claims nothing once stopped while it was scheduling the day', async () => {
    const kind = testKind('late');
    await queue(kind, [{}]);
    let ran = 0;
    let release = () => {};
    const scheduling = new Promise<void>((resolve) => (release = resolve));
    let signal = () => {};
    const inBeforeRun = new Promise<void>((resolve) => (signal = resolve));
    const worker = createWorker(h.database, [handle(kind, async () => void ran++)], {
      log: h.app.log,
      pollMs: 60_000,
      beforeRun: async () => {
        signal();
        await scheduling;
      },
    });
    await worker.start();
    await inBeforeRun;
    const stopped = worker.stop();
    release();
    await stopped;
    expect(ran).toBe(0);
  });
});

describe('the lanes', () => {
  it('run a payslip batch while an e-mail is still in hand: ten thousand reminders never hold up work', async () => {
    const mail = testKind('mail', 'mail');
    const work = testKind('work');
    // The e-mail was queued first, so one queue would run it first and the work only after it.
    await queue(mail, [{}]);
    await queue(work, [{}]);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let mailStarted = () => {};
    const mailing = new Promise<void>((resolve) => (mailStarted = resolve));
    let workDone = () => {};
    const worked = new Promise<void>((resolve) => (workDone = resolve));
    const worker = createWorker(
      h.database,
      [
        handle(mail, async () => {
          mailStarted();
          await held;
        }),
        handle(work, async () => workDone()),
      ],
      { log: h.app.log, pollMs: 60_000 },
    );
    await worker.start();
    await mailing;
    const first = await Promise.race([worked.then(() => 'work'), held.then(() => 'mail')]);
    expect(first).toBe('work');
    release();
    await worker.stop();
    const done = await h.database.db
      .select({ kind: jobs.kind })
      .from(jobs)
      .where(and(inArray(jobs.kind, [mail.name, work.name]), eq(jobs.status, 'done')));
    expect(done).toHaveLength(2);
  });
});

describe('a job whose payload does not fit its kind', () => {
  it('goes dead at its first attempt, naming the field, and its handler never sees it', async () => {
    const kind = testKind('typed');
    await queue(kind, [{ date: '2026-03-04' }, { date: 'soon' }]);
    const seen: unknown[] = [];
    const worker = createWorker(h.database, [handle(kind, async (payload) => void seen.push(payload))], {
      log: h.app.log,
      backoffMs: () => 0,
    });
    expect(await worker.runDue()).toBe(2);
    expect(await worker.runDue()).toBe(0);

    expect(seen).toEqual([{ date: '2026-03-04' }]);
    const [bad] = await h.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.key, `${kind.name}:1`));
    expect(bad).toMatchObject({ status: 'dead', attempts: 1 });
    expect(bad!.lastError).toContain(`The payload does not fit a ${kind.name} job`);
    expect(bad!.lastError).toContain('date');
  });
});
