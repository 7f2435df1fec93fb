import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { employees } from '../../../server/db/schema.js';
import {
  actorOf,
  callerOf,
  createEmployee,
  setupHarness,
  signIn,
  TEST_PASSWORD,
} from '../../../server/test/harness.js';
import { loadCatalogue, translator } from '../../../shared/i18n/index.js';
import { leaveApi } from '../../leave/server/leave-test-helpers.js';
import { type Notification, notificationsReply, notificationText } from '../schemas.js';
import { createLiveCounts } from './live.js';

const h = setupHarness();
const post = callerOf(h);
const leave = leaveApi(h);
type Headers = Record<string, string>;

const mine = async (headers: Headers) =>
  notificationsReply.parse((await post('getnotifications', headers, {})).json());

async function team() {
  const manager = await actorOf(h, 'manager');
  const employee = await actorOf(h, 'employee', { managerId: manager.employee.id, firstName: 'Asha' });
  return { manager, employee };
}
const july = { start_date: '2031-07-07', end_date: '2031-07-08' };

describe('notifications written with the change', () => {
  it('tells the approvers of a new request, and the employee only once it has ended', async () => {
    const { manager, employee } = await team();
    const id = await leave.applied(employee.headers, july);
    const waiting = await mine(manager.headers);
    expect(waiting.unread).toBe(1);
    // It opens that request's card (issue 44, item 2).
    expect(waiting.notifications[0]!.link).toBe(
      `/approval?request=${waiting.notifications[0]!.params.request}`,
    );
    expect(waiting.notifications[0]).toMatchObject({
      type: 'request_waiting',
      params: { kind: 'leave', name: `Asha ${employee.employee.lastName}` },
      read: false,
    });
    expect((await mine(employee.headers)).total).toBe(0);

    await leave.decide(manager.headers, { _id: id, status: 'approved' });
    const told = await mine(employee.headers);
    expect(told.notifications.map((n) => [n.type, n.params.status, n.link])).toEqual([
      ['request_decided', 'approved', '/leave'],
    ]);
  });

  it('names the request, and stops saying it waits once it no longer does: decided, or withdrawn (issue 44)', async () => {
    const { manager, employee } = await team();
    const decided = await leave.applied(employee.headers, july);
    const withdrawn = await leave.applied(employee.headers, {
      start_date: '2031-08-04',
      end_date: '2031-08-04',
    });
    const before = await mine(manager.headers);
    expect(before.unread).toBe(2);
    expect(before.notifications.map((n) => n.params)).toContainEqual(
      expect.objectContaining({ leave_type: 'Annual', from: '2031-07-07', to: '2031-07-08' }),
    );

    await leave.decide(manager.headers, { _id: decided, status: 'approved' });
    await leave.cancel(employee.headers, { _id: withdrawn });
    const after = await mine(manager.headers);
    // Both waiting notices read, and saying what became of the request; the withdrawal adds no unread line.
    const asked = after.notifications.filter((n) => n.type === 'request_waiting');
    expect(asked.map((n) => [n.read, n.params.settled, n.link])).toEqual([
      [true, 'withdrawn', `/approvals/history?request=${asked[0]!.params.request}`],
      [true, 'decided', `/approvals/history?request=${asked[1]!.params.request}`],
    ]);
    const say = translator(await loadCatalogue('en'));
    expect(
      asked.map((n) => notificationText(n, say, { language: 'en', calendar: 'gregorian', digits: 'latin' })),
    ).toEqual([
      `Asha ${employee.employee.lastName} asked for your decision on a leave request (Annual, Aug 4, 2031) — withdrawn.`,
      `Asha ${employee.employee.lastName} asked for your decision on a leave request (Annual, Jul 7, 2031 – Jul 8, 2031) — already decided.`,
    ]);
    expect(after.notifications.filter((n) => n.type === 'request_cancelled').map((n) => n.read)).toEqual([
      true,
    ]);
    expect(after.unread).toBe(0);
  });

  it('writes nothing for a change that was refused', async () => {
    const { manager, employee } = await team();
    await leave.applied(employee.headers, july);
    const overlap = await leave.apply(employee.headers, { ...july, leavetype: 'Again' });
    expect(overlap.statusCode).toBe(409);
    expect((await mine(manager.headers)).total).toBe(1);
  });

  it('tells of a changed password, and marks one or all read', async () => {
    const person = await actorOf(h, 'employee');
    const changed = await post('changepassword', person.headers, {
      currentPassword: TEST_PASSWORD,
      newPassword: 'Another-pass-77',
    });
    expect(changed.statusCode).toBe(200);
    const headers = { authorization: `Bearer ${changed.json().accessToken}` };
    const [note] = (await mine(headers)).notifications as Notification[];
    expect(note).toMatchObject({ type: 'password_changed', link: '/profile' });
    expect((await post('marknotificationsread', headers, { ids: [note!._id] })).json()).toEqual({
      unread: 0,
    });
    expect((await mine(headers)).notifications[0]!.read).toBe(true);
    expect((await post('marknotificationsread', headers, {})).statusCode).toBe(400);
    expect((await post('marknotificationsread', headers, { all: true })).json()).toEqual({ unread: 0 });
  });
});

describe('the live unread count', () => {
  let base = '';

  /** Opens the event stream and resolves with each `unread` value as it arrives. */
  async function stream(headers: Headers) {
    if (!base) {
      await h.app.listen({ port: 0, host: '127.0.0.1' });
      base = `http://127.0.0.1:${(h.app.server.address() as AddressInfo).port}`;
    }
    const controller = new AbortController();
    const response = await fetch(`${base}/api/employee/notificationstream?seconds=30`, {
      headers,
      signal: controller.signal,
    });
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    return {
      async next(): Promise<number> {
        for (;;) {
          const match = buffer.match(/event: unread\ndata: (\{.*?\})\n\n/);
          if (match) {
            buffer = buffer.slice(match.index! + match[0].length);
            return JSON.parse(match[1]!).unread;
          }
          const { value, done } = await reader.read();
          if (done) throw new Error('stream ended');
          buffer += value;
        }
      },
      /** Resolves when the server ends the stream; fails if it is still open after ten seconds. */
      async ended(): Promise<void> {
        let timer: NodeJS.Timeout | undefined;
        const late = new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error('stream still open after 10 s')), 10_000);
        });
        const done = (async () => {
          while (!(await reader.read()).done);
        })();
        await Promise.race([done, late]).finally(() => clearTimeout(timer));
      },
      close: () => controller.abort(),
    };
  }

  it('says the count at once, then again when a change is committed', async () => {
    const { manager, employee } = await team();
    const watching = await stream(manager.headers);
    expect(await watching.next()).toBe(0);
    await leave.applied(employee.headers, july);
    expect(await watching.next()).toBe(1);
    await post('marknotificationsread', manager.headers, { all: true });
    expect(await watching.next()).toBe(0);
    watching.close();
  });

  it('ends the streams of a revoked session within seconds: logout, password change, termination', async () => {
    const { manager, employee } = await team();
    const bystander = await team();
    const hr = await actorOf(h, 'hr');
    const elsewhere = await signIn(h, employee.employee.email);
    const streams = await Promise.all(
      [manager.headers, employee.headers, elsewhere, bystander.manager.headers].map(stream),
    );
    const [loggedOut, changed, changedElsewhere, goesOn] = streams;
    for (const watching of streams) expect(await watching!.next()).toBe(0);

    // Logout ends that session's stream, and the client coming back is told it is signed out.
    expect((await post('logout', manager.headers)).statusCode).toBe(200);
    await loggedOut!.ended();
    const again = await fetch(`${base}/api/employee/notificationstream?seconds=0`, {
      headers: manager.headers,
    });
    expect(again.status).toBe(401);

    // A password change ends the person's sessions (the one that changed it carries on with a new token).
    const renewed = await post('changepassword', employee.headers, {
      currentPassword: TEST_PASSWORD,
      newPassword: 'Another-pass-77',
    });
    expect(renewed.statusCode).toBe(200);
    await Promise.all([changed!.ended(), changedElsewhere!.ended()]);

    // Termination ends them all.
    const fresh = await stream({ authorization: `Bearer ${renewed.json().accessToken}` });
    expect(await fresh.next()).toBe(1);
    const ended = await post('terminateemployee', hr.headers, { employee_id: employee.employee.id });
    expect(ended.statusCode).toBe(200);
    await fresh.ended();

    // Nobody else's stream ends.
    await leave.applied(bystander.employee.headers, july);
    expect(await goesOn!.next()).toBe(1);
    goesOn!.close();
  });

  it('ends a stream whose session ended unannounced (in psql, say) at the next re-check', async () => {
    const [gone, stays] = await Promise.all([createEmployee(h), createEmployee(h)]);
    const live = createLiveCounts(h.database, { recheckMs: 100 });
    await live.start();
    const session = (id: string) => ({ id, jti: randomUUID(), issuedAtMs: Date.now() - 1000 });
    let staysEnded = false;
    live.add(
      session(stays.id),
      () => {},
      () => (staysEnded = true),
    );
    const ended = new Promise<void>((resolve) => live.add(session(gone.id), () => {}, resolve));
    await h.database.db
      .update(employees)
      .set({ sessionsValidAfter: new Date() })
      .where(eq(employees.id, gone.id));
    await ended;
    expect(staysEnded).toBe(false);
    await live.close();
  });

  it('keeps watching a new stream of a person whose earlier stream was removed twice (ended, then closed)', async () => {
    const gone = await createEmployee(h);
    const live = createLiveCounts(h.database, { recheckMs: 100 });
    await live.start();
    const session = () => ({ id: gone.id, jti: randomUUID(), issuedAtMs: Date.now() - 1000 });
    const removeFirst = live.add(
      session(),
      () => {},
      () => {},
    );
    removeFirst();
    const ended = new Promise<void>((resolve) => live.add(session(), () => {}, resolve));
    removeFirst();
    await h.database.db
      .update(employees)
      .set({ sessionsValidAfter: new Date() })
      .where(eq(employees.id, gone.id));
    await ended;
    await live.close();
  });

  // Last in the file: it closes the server.
  it('ends open streams at once when the server shuts down', async () => {
    const { manager } = await team();
    const watching = await stream(manager.headers);
    expect(await watching.next()).toBe(0);
    const started = Date.now();
    await h.app.close();
    expect(Date.now() - started).toBeLessThan(5000);
    await expect(watching.next()).rejects.toThrow('stream ended');
  });
});
