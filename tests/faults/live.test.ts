/**
 * Two server instances on one PostgreSQL: a change made through one reaches a browser's event stream held by the
 * other (LISTEN/NOTIFY), a change that is refused tells nobody, and a session revoked on one ends its stream on
 * the other.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, twoInstances } from './instances.js';

const pgUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!pgUrl)('live counts across two instances on one PostgreSQL', () => {
  let two: Awaited<ReturnType<typeof twoInstances>>;

  beforeAll(async () => {
    two = await twoInstances(pgUrl!, 4);
    await two.apps[1]!.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => two.close());

  it('a request made on one instance raises the approver’s count on the other within seconds', async () => {
    const manager = await two.person('manager');
    const employee = await two.person('employee', manager.row.id);
    const port = (two.apps[1]!.server.address() as AddressInfo).port;
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
    const refused = await two.apps[0]!.inject({
      method: 'POST',
      url: '/api/employee/applyleave',
      headers: employee.headers,
      payload: { leavetype: 'Live', start_date: '2032-03-06', end_date: '2032-03-07' },
    });
    expect(refused.statusCode).toBe(400);
    const made = await two.apps[0]!.inject({
      method: 'POST',
      url: '/api/employee/applyleave',
      headers: employee.headers,
      payload: { leavetype: 'Live', start_date: '2032-03-08', end_date: '2032-03-09' },
    });
    expect(made.statusCode).toBe(201);
    expect(await counts(2)).toEqual([0, 1]);
    controller.abort();
  });

  it('a logout or a password change on one instance ends the session’s stream on the other within seconds', async () => {
    const port = (two.apps[1]!.server.address() as AddressInfo).port;
    const ended = async (headers: Record<string, string>, revoke: () => Promise<{ statusCode: number }>) => {
      const response = await fetch(`http://127.0.0.1:${port}/api/employee/notificationstream?seconds=60`, {
        headers,
      });
      const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
      expect((await reader.read()).value).toContain('event: unread');
      expect((await revoke()).statusCode).toBe(200);
      const started = Date.now();
      while (!(await reader.read()).done);
      return (Date.now() - started) / 1000;
    };
    const call =
      (url: string, headers: Record<string, string>, payload: object = {}) =>
      () =>
        two.apps[0]!.inject({ method: 'POST', url: `/api/employee/${url}`, headers, payload });

    const first = await two.person('employee');
    expect(await ended(first.headers, call('logout', first.headers))).toBeLessThan(10);
    const second = await two.person('employee');
    const change = { currentPassword: PASSWORD, newPassword: 'Another-pass-77' };
    expect(await ended(second.headers, call('changepassword', second.headers, change))).toBeLessThan(10);
  });
});
