/**
 * The server is killed with SIGKILL in the middle of a write load; after a restart every write it acknowledged
 * is there. On the embedded database always, and on PostgreSQL when TEST_DATABASE_URL is set.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { addHr, killed, post, startServer } from './server-process';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hris-kill-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const targets: { name: string; env: Record<string, string>; hr: string; prepare?: () => Promise<void> }[] = [
  { name: 'PGlite', env: { DATA_DIR: dataDir, DATABASE_URL: '', HRIS_DEMO: '1' }, hr: 'hr@example.com' },
];
const pgUrl = process.env.TEST_DATABASE_URL;
if (pgUrl) {
  const hr = `kill-hr-${Date.now()}@test.example`;
  targets.push({
    name: 'PostgreSQL',
    env: { DATA_DIR: path.join(dataDir, 'pg'), DATABASE_URL: pgUrl, HRIS_DEMO: '0' },
    hr,
    prepare: () => addHr(pgUrl, hr),
  });
}

describe.each(targets)('SIGKILL during writes on $name', ({ env, hr, prepare }) => {
  it('keeps every acknowledged write', async () => {
    await prepare?.();
    const first = await startServer(env);
    const login = await post<{ accessToken: string }>(first.url, 'login', {
      email: hr,
      password: 'Demo123!',
    });
    const token = login.body.accessToken;
    const acknowledged: string[] = [];
    let stop = false;
    // Eight writers, each opening review cycles one after another until the server dies (bounded anyway).
    // Cycles may not overlap: each is one day of its own, after the year 9000 (other tests' cycles are before),
    // at an offset of this run's own so a rerun on the same database does not collide with the last one.
    const runOffset = (Math.floor(Date.now() / 1000) * 4001) % 300_000;
    const day = (n: number) =>
      new Date(Date.UTC(9000, 0, 1) + (runOffset + n) * 86_400_000).toISOString().slice(0, 10);
    const writers = Array.from({ length: 8 }, async (_, w) => {
      for (let i = 0; i < 500 && !stop; i++) {
        try {
          const date = day(w * 500 + i);
          const res = await post<{ cycle: { _id: string } }>(
            first.url,
            'createreviewcycle',
            { name: `kill ${Date.now()} ${w}-${i}`, start_date: date, end_date: date },
            token,
          );
          if (res.status === 200) acknowledged.push(res.body.cycle._id);
        } catch {
          return; // the connection died with the server
        }
      }
    });
    await new Promise((r) => setTimeout(r, 1500));
    await killed(first.child);
    stop = true;
    await Promise.all(writers);
    expect(acknowledged.length).toBeGreaterThan(5);

    const second = await startServer(env);
    try {
      const after = await post<{ cycles: { _id: string }[] }>(second.url, 'getreviewcycles', {}, token);
      const found = new Set(after.body.cycles.map((c) => c._id));
      const lost = acknowledged.filter((id) => !found.has(id));
      console.log(
        `${env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}: ${acknowledged.length} writes acknowledged before SIGKILL, ${acknowledged.length - lost.length} found after restart`,
      );
      expect(lost).toEqual([]);
    } finally {
      await killed(second.child);
    }
  }, 120_000);
});
