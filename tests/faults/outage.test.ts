/**
 * The database goes away: calls answer 503 `Service temporarily unavailable` (never a 500 or a hang), and the
 * server recovers by itself when the database is back. A TCP proxy in front of PostgreSQL plays the outage.
 */
import { randomBytes } from 'node:crypto';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/areas/account/server/writes.js';
import { buildApp } from '../../src/server/app.js';
import { openPostgres } from '../../src/server/db/client.js';
import { employees } from '../../src/server/db/schema.js';
import { TEST_DATA_KEY } from '../../src/server/test/harness.js';
import { freePort } from './server-process';

const pgUrl = process.env.TEST_DATABASE_URL;

function proxy(port: number, target: URL) {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  return {
    up: () =>
      new Promise<void>((resolve) => {
        server = createServer((client) => {
          const upstream = connect(Number(target.port || 5432), target.hostname);
          for (const s of [client, upstream]) {
            sockets.add(s);
            s.on('error', () => {});
            s.on('close', () => sockets.delete(s));
          }
          client.pipe(upstream).pipe(client);
        }).listen(port, '127.0.0.1', () => resolve());
      }),
    down: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server ? server.close(() => resolve()) : resolve();
      }),
  };
}

describe.skipIf(!pgUrl)('database outage (PostgreSQL)', () => {
  const cleanup: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const c of cleanup.reverse()) await c();
  });

  it('answers 503 while the database is away and recovers by itself', async () => {
    const target = new URL(pgUrl!);
    const port = await freePort();
    const link = proxy(port, target);
    await link.up();
    cleanup.push(() => link.down());
    const viaProxy = new URL(pgUrl!);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(port);
    const database = openPostgres(viaProxy.toString(), 4);
    await database.migrate();
    const app = await buildApp({
      database,
      jwtSecret: randomBytes(32).toString('hex'),
      dataKey: TEST_DATA_KEY,
    });
    cleanup.push(
      () => database.close(),
      () => app.close(),
    );

    const email = `outage-${Date.now()}@test.example`;
    await database.db.insert(employees).values({
      email,
      passwordHash: await hashPassword('Outage-pass-1'),
      firstName: 'Out',
      lastName: 'Age',
      employeeCode: `OUT-${Date.now()}`,
    });
    const login = await app.inject({
      method: 'POST',
      url: '/api/employee/login',
      payload: { email, password: 'Outage-pass-1' },
    });
    const headers = { authorization: `Bearer ${login.json().accessToken}` };
    const me = () => app.inject({ method: 'POST', url: '/api/employee/me', headers });
    expect((await me()).statusCode).toBe(200);

    await link.down();
    const during = await me();
    expect(during.statusCode).toBe(503);
    expect(during.json().message).toBe('Service temporarily unavailable');
    expect(during.json().requestId).toBeTruthy();
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(503);

    await link.up();
    let recovered = 0;
    for (let i = 0; i < 20 && recovered !== 200; i++) {
      recovered = (await me()).statusCode;
      if (recovered !== 200) await new Promise((r) => setTimeout(r, 250));
    }
    expect(recovered).toBe(200);
  }, 60_000);
});
