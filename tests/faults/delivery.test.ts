/**
 * Notification delivery under faults (rules §11, §12), against a real SMTP server: two instances running their
 * job workers on one PostgreSQL deliver each notice once in the app and once by e-mail, and the daily reminders
 * run on both at once are written once; a server killed with SIGKILL in the middle of an SMTP conversation loses
 * no e-mail (another start takes the job over when its lease runs out) and sends none twice.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { runDaily } from '../../src/areas/notifications/server/daily.js';
import { notifications } from '../../src/server/db/schema.js';
import { smtpMailer } from '../../src/server/mailer.js';
import { startSmtp } from '../../src/server/test/smtp.js';
import { PASSWORD, settleEarlierJobs, twoInstances } from './instances.js';
import { addHr, killed, post, startServer } from './server-process.js';

const pgUrl = process.env.TEST_DATABASE_URL;
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.skipIf(!pgUrl)('two instances sending', () => {
  it('deliver each notification once in the app and once by e-mail', async () => {
    const smtp = await startSmtp();
    const two = await twoInstances(pgUrl!, 4, {
      mailer: smtpMailer(smtp.url, 'HRIS <hris@test.example>'),
      jobs: { pollMs: 200, backoffMs: () => 100 },
    });
    try {
      // Ten people change their password, half on each instance: ten security notices, each e-mailed.
      const people = await Promise.all(Array.from({ length: 10 }, () => two.person('employee')));
      await Promise.all(
        people.map((p, i) =>
          two.apps[i % 2]!.inject({
            method: 'POST',
            url: '/api/employee/changepassword',
            headers: p.headers,
            payload: { currentPassword: PASSWORD, newPassword: 'Changed-pass-456' },
          }),
        ),
      );
      // An old request, and the daily job run by both instances at once: one reminder for its approver.
      const manager = await two.person('manager');
      const employee = await two.person('employee', manager.row.id);
      const applied = await two.apps[0]!.inject({
        method: 'POST',
        url: '/api/employee/applyleave',
        headers: employee.headers,
        payload: { leavetype: 'Fault', start_date: '2032-03-08', end_date: '2032-03-08' },
      });
      expect(applied.statusCode).toBe(201);
      const later = new Date(Date.now() + 4 * 86_400_000);
      await Promise.all(two.databases.map(({ db }) => runDaily(db, '2026-01-02', later)));

      // Now both workers run; the test database's other e-mails (earlier files' people, reminded too) are settled.
      await settleEarlierJobs(two.databases[0]!, [...people.map((p) => p.row.id), manager.row.id]);
      await Promise.all(two.apps.map((app) => app.jobs.start()));
      const addresses = [...people.map((p) => p.row.email), manager.row.email];
      await smtp.until(() => addresses.every((a) => smtp.to(a).length >= (a === manager.row.email ? 2 : 1)));
      await pause(1500); // time for a duplicate to arrive, if there were one
      for (const p of people)
        expect(smtp.to(p.row.email).map((m) => m.subject)).toEqual(['Your password was changed']);
      expect(
        smtp
          .to(manager.row.email)
          .map((m) => m.subject)
          .sort(),
      ).toEqual(['A request waits for your decision', 'Reminder: a request still waits for your decision']);
      const written = await two.db
        .select({ recipientId: notifications.recipientId, type: notifications.type })
        .from(notifications)
        .where(inArray(notifications.recipientId, [...people.map((p) => p.row.id), manager.row.id]));
      expect(written).toHaveLength(12);
    } finally {
      await two.close();
      await smtp.close();
    }
  });
});

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hris-kill-mail-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const targets: { name: string; env: Record<string, string>; hr: string; prepare?: () => Promise<void> }[] = [
  { name: 'PGlite', env: { DATA_DIR: dataDir, DATABASE_URL: '', HRIS_DEMO: '1' }, hr: 'hr@example.com' },
];
if (pgUrl) {
  const hr = `kill-mail-${Date.now()}@test.example`;
  targets.push({
    name: 'PostgreSQL',
    env: { DATA_DIR: path.join(dataDir, 'pg'), DATABASE_URL: pgUrl, HRIS_DEMO: '0' },
    hr,
    prepare: () => addHr(pgUrl, hr, (db) => settleEarlierJobs(db)),
  });
}

describe.each(targets)('SIGKILL while sending on $name', ({ env, hr, prepare }) => {
  it('loses no e-mail and sends none twice', async () => {
    await prepare?.();
    // The first e-mail to hr is held unanswered in the middle of its SMTP conversation, until the kill; later
    // ones are accepted.
    const smtp = await startSmtp((to, attempt) => (to === hr && attempt === 1 ? 'hold' : 'accept'));
    const server = { ...env, SMTP_URL: smtp.url, JOB_LEASE_SECONDS: '3' };
    try {
      const first = await startServer(server);
      let token = (
        await post<{ accessToken: string }>(first.url, 'login', { email: hr, password: 'Demo123!' })
      ).body.accessToken;
      // Three password changes: three security notices for hr, each to be e-mailed.
      const passwords = ['Demo123!', 'Kill-mail-1', 'Kill-mail-2', 'Kill-mail-3'];
      for (let i = 1; i < passwords.length; i++) {
        const changed = await post<{ accessToken: string }>(
          first.url,
          'changepassword',
          { currentPassword: passwords[i - 1], newPassword: passwords[i] },
          token,
        );
        expect(changed.status).toBe(200);
        token = changed.body.accessToken;
      }
      await smtp.until(() => smtp.holding() === 1);
      await killed(first.child);

      const second = await startServer(server);
      try {
        const notices = () => smtp.to(hr).filter((m) => m.subject === 'Your password was changed');
        await smtp.until(() => notices().length >= 3, 30_000);
        await pause(1500);
        expect(notices()).toHaveLength(3);
        // Every e-mail to hr (the demo's requests wait for hr too), the one cut off by the kill included, came once.
        const ids = smtp.to(hr).map((m) => m.messageId);
        expect(new Set(ids).size).toBe(ids.length);
        expect(ids).toContain(smtp.heldIds[0]);
      } finally {
        await killed(second.child);
      }
    } finally {
      await smtp.close();
    }
  });
});
