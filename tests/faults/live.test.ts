/**
 * Two server instances on one PostgreSQL: a change made through one reaches a browser's event stream held by the
 * other (LISTEN/NOTIFY), and a change that rolls back tells nobody.
 */
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.js';
import { type Database, openPostgres } from '../../src/server/db/client.js';
import { employees } from '../../src/server/db/schema.js';
import { hashPassword } from '../../src/server/modules/auth/service.js';

const pgUrl = process.env.TEST_DATABASE_URL;
const PASSWORD = 'Live-pass-123';

describe.skipIf(!pgUrl)('live counts across two instances on one PostgreSQL', () => {
  const databases: Database[] = [];
  const apps: FastifyInstance[] = [];

  beforeAll(async () => {
    const secret = randomBytes(32).toString('hex');
    const dataKey = randomBytes(32);
    for (let i = 0; i < 2; i++) {
      const database = openPostgres(pgUrl!, 4);
      await database.migrate();
      databases.push(database);
      apps.push(await buildApp({ database, jwtSecret: secret, dataKey }));
    }
    await apps[1]!.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const db of databases) await db.close();
  });

  async function person(role: 'employee' | 'manager', managerId: string | null = null) {
    const tag = randomBytes(6).toString('hex');
    const [row] = await databases[0]!.db
      .insert(employees)
      .values({
        email: `live-${tag}@test.example`,
        passwordHash: await hashPassword(PASSWORD),
        role,
        firstName: 'Live',
        lastName: tag,
        employeeCode: `LIVE-${tag}`,
        managerId,
      })
      .returning();
    const login = await apps[0]!.inject({
      method: 'POST',
      url: '/api/employee/login',
      payload: { email: row!.email, password: PASSWORD },
    });
    return { row: row!, headers: { authorization: `Bearer ${login.json().accessToken}` } };
  }

  it('a request made on one instance raises the approver’s count on the other within seconds', async () => {
    const manager = await person('manager');
    const employee = await person('employee', manager.row.id);
    const port = (apps[1]!.server.address() as AddressInfo).port;
    const controller = new AbortController();
    const response = await fetch(`http://127.0.0.1:${port}/api/employee/notificationstream?seconds=20`, {
      headers: manager.headers,
      signal: controller.signal,
    });
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let text = '';
    const counts = async (n: number) => {
      const deadline = Date.now() + 5000;
      while ((text.match(/event: unread/g) ?? []).length < n) {
        if (Date.now() > deadline) throw new Error(`no event ${n} in 5 s: ${text}`);
        text += (await reader.read()).value ?? '';
      }
      return [...text.matchAll(/data: \{"unread":(\d+)\}/g)].map((m) => Number(m[1]));
    };
    expect(await counts(1)).toEqual([0]);

    // Refused on instance 0 (no working days on a weekend): no notification, no event.
    const refused = await apps[0]!.inject({
      method: 'POST',
      url: '/api/employee/applyleave',
      headers: employee.headers,
      payload: { leavetype: 'Live', start_date: '2032-03-06', end_date: '2032-03-07' },
    });
    expect(refused.statusCode).toBe(400);
    const made = await apps[0]!.inject({
      method: 'POST',
      url: '/api/employee/applyleave',
      headers: employee.headers,
      payload: { leavetype: 'Live', start_date: '2032-03-08', end_date: '2032-03-09' },
    });
    expect(made.statusCode).toBe(201);
    expect(await counts(2)).toEqual([0, 1]);
    controller.abort();
  });
});
