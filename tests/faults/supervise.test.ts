/**
 * Supervision (decision 021): the process serving requests is killed with SIGKILL in the middle of a write load;
 * the server answers again within 10 s by itself, and every write it acknowledged, before the kill or after, is
 * there. SIGTERM then stops the server and its workers. On the embedded database always, and on PostgreSQL when
 * TEST_DATABASE_URL is set.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { addHr, alive, childPids, killed, post, startServer, stopped } from './server-process';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hris-supervise-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

const targets: { name: string; env: Record<string, string>; hr: string; prepare?: () => Promise<void> }[] = [
  { name: 'PGlite', env: { DATA_DIR: dataDir, DATABASE_URL: '', HRIS_DEMO: '1' }, hr: 'hr@example.com' },
];
const pgUrl = process.env.TEST_DATABASE_URL;
if (pgUrl) {
  const hr = `supervise-hr-${Date.now()}@test.example`;
  targets.push({
    name: 'PostgreSQL',
    env: { DATA_DIR: path.join(dataDir, 'pg'), DATABASE_URL: pgUrl, HRIS_DEMO: '0', WEB_CONCURRENCY: '1' },
    hr,
    prepare: () => addHr(pgUrl, hr),
  });
}

describe.each(targets)('a worker killed during writes on $name', ({ name, env, hr, prepare }) => {
  it('is replaced within 10 s and no acknowledged write is lost', async () => {
    await prepare?.();
    const server = await startServer(env);
    try {
      const { url, child } = server;
      const token = (await post<{ accessToken: string }>(url, 'login', { email: hr, password: 'Demo123!' }))
        .body.accessToken;
      const acknowledged: string[] = [];
      let stop = false;
      // Eight writers open review cycles (one day each, after the year 9000, at an offset of this run's own)
      // through the kill and after it; a write cut off or refused while no worker serves is not acknowledged.
      const runOffset = (Math.floor(Date.now() / 1000) * 4001 + 150_000) % 300_000;
      const day = (n: number) =>
        new Date(Date.UTC(9000, 0, 1) + (runOffset + n) * 86_400_000).toISOString().slice(0, 10);
      // A request left unanswered for 20 s counts as hanging: a person would see it spin.
      let hanging = 0;
      const writers = Array.from({ length: 8 }, async (_, w) => {
        for (let i = 0; i < 2000 && !stop; i++) {
          const date = day(w * 2000 + i);
          const id = await fetch(`${url}/api/employee/createreviewcycle`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            body: JSON.stringify({ name: `supervise ${w}-${i}`, start_date: date, end_date: date }),
            signal: AbortSignal.timeout(20_000),
          })
            .then(async (res) =>
              res.status === 200 ? ((await res.json()) as { cycle: { _id: string } }).cycle._id : undefined,
            )
            .catch((error: Error) => {
              if (error.name === 'TimeoutError') hanging++;
              return undefined;
            });
          if (id) acknowledged.push(id);
          else await pause(50);
        }
      });
      // Until `count` writes are acknowledged, for 30 s at most.
      const ackedBy = async (count: number) => {
        for (let waited = 0; acknowledged.length < count && waited < 30_000; waited += 50) await pause(50);
      };

      await ackedBy(10);
      // The worker serving, not the supervising primary; without a primary, the server process itself.
      const [worker = child.pid!] = childPids(child.pid!);
      process.kill(worker, 'SIGKILL');
      const killedAt = Date.now();
      const beforeKill = acknowledged.length;
      let answered = false;
      while (!answered && Date.now() - killedAt < 10_000) {
        answered = await fetch(`${url}/api/health`).then(
          (r) => r.ok,
          () => false,
        );
        if (!answered) await pause(100);
      }
      const downMs = Date.now() - killedAt;
      const beforeBack = acknowledged.length;
      if (answered) await ackedBy(beforeBack + 10);
      stop = true;
      await Promise.all(writers);
      expect(answered, `${name}: no answer within 10 s of the kill`).toBe(true);
      expect(hanging).toBe(0);
      expect(beforeKill).toBeGreaterThanOrEqual(10);
      expect(acknowledged.length).toBeGreaterThanOrEqual(beforeBack + 10);
      expect(child.exitCode).toBeNull();
      expect(childPids(child.pid!)).not.toContain(worker);

      const after = await post<{ cycles: { _id: string }[] }>(url, 'getreviewcycles', {}, token);
      const found = new Set(after.body.cycles.map((c) => c._id));
      const lost = acknowledged.filter((id) => !found.has(id));
      console.log(
        `${name}: answered again ${downMs} ms after SIGKILL of the worker; ${beforeKill} writes acknowledged before, ${acknowledged.length - beforeKill} after, ${acknowledged.length - lost.length} of ${acknowledged.length} found`,
      );
      expect(lost).toEqual([]);

      // SIGTERM to the primary stops its workers, then it, cleanly.
      const workers = childPids(child.pid!);
      expect(workers).toHaveLength(1);
      expect(await stopped(child)).toBe(0);
      expect(workers.filter(alive)).toEqual([]);
    } finally {
      await killed(server.child);
    }
  }, 180_000);
});
