/**
 * Notification e-mails through the job queue to a real SMTP server (rules §11, §12): what arrives (recipient,
 * subject, language, link), retries and dead letters, preferences, the outbox, and the daily reminders and
 * digest run twice.
 */
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../../server/db/schema.js';
import { smtpMailer } from '../../../server/mailer.js';
import { actorOf, callerOf, cycleDates, setupHarness, TEST_PASSWORD } from '../../../server/test/harness.js';
import { settleQueuedJobs } from '../../../server/test/jobs.js';
import { type Answer, startSmtp, type TestSmtp } from '../../../server/test/smtp.js';
import { addDays } from '../../../shared/calendar.js';
import { jobsReply } from '../../../shared/jobs.js';
import { orgToday } from '../../employees/server/reads.js';
import { leaveApi } from '../../leave/server/leave-test-helpers.js';
import { notificationPreferences, notificationsReply } from '../schemas.js';
import { dailyScheduler, runDaily } from './daily.js';
import { notify } from './service.js';

let smtp: TestSmtp;
/** What the SMTP server answers each attempt for an address, in order; then it accepts. */
const answers = new Map<string, Answer[]>();
beforeAll(async () => {
  smtp = await startSmtp((to, attempt) => answers.get(to)?.[attempt - 1] ?? 'accept');
});
afterAll(() => smtp.close());

const APP = 'https://hr.example.org';
const h = setupHarness(() => ({
  mailer: smtpMailer(smtp.url, 'HRIS <hris@test.example>'),
  jobs: { backoffMs: () => 0, appUrl: APP },
}));
const post = callerOf(h);
const leave = leaveApi(h);
type Headers = Record<string, string>;
const busy: Answer = { code: 451, message: 'Mailbox busy, try later' };

/** E-mails earlier tests left queued are settled before a test runs the queue, but for `recipients`'. */
const settleAllBut = (recipients: string[]) => settleQueuedJobs(h.database.db, recipients, ['email']);

const mine = async (headers: Headers) =>
  notificationsReply.parse((await post('getnotifications', headers, { pageSize: 100 })).json());

async function team() {
  const manager = await actorOf(h, 'manager', { firstName: 'Mira' });
  const employee = await actorOf(h, 'employee', { managerId: manager.employee.id, firstName: 'Asha' });
  return { manager, employee };
}

/** Changes the password (a security notice, always e-mailed); returns the new session's headers. */
async function changePassword(headers: Headers): Promise<Headers> {
  const res = await post('changepassword', headers, {
    currentPassword: TEST_PASSWORD,
    newPassword: 'Another-pass-77',
  });
  expect(res.statusCode).toBe(200);
  return { authorization: `Bearer ${res.json().accessToken}` };
}

const jobOf = async (notificationId: string) =>
  (
    await h.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.key, `email:${notificationId}`))
  )[0];

describe('notification e-mails', () => {
  it('e-mails the approver in their language, with a link to the thing, once', async () => {
    const { manager, employee } = await team();
    const address = manager.employee.email;
    await leave.applied(employee.headers, { start_date: '2031-07-07', end_date: '2031-07-08' });
    await h.app.jobs.runDue();
    await h.app.jobs.runDue();
    const [mail, ...more] = smtp.to(address);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('A request waits for your decision');
    expect(mail!.text).toContain('Hello Mira,');
    expect(mail!.text).toContain(
      `Asha ${employee.employee.lastName} asks for your decision on a leave request (Annual, Jul 7, 2031 – Jul 8, 2031).`,
    );
    expect(mail!.text).toContain(`${APP}/approval`);
    expect(mail!.html).toMatch(new RegExp(`href="${APP}/approval\\?request=[0-9a-f-]{36}"`));
    expect(mail!.html).toContain('<html lang="en">');

    // The language is the one the recipient reads when it is sent.
    await post('updatepreferences', manager.headers, { language: 'ne' });
    await leave.applied(employee.headers, { start_date: '2031-08-04', end_date: '2031-08-04' });
    await h.app.jobs.runDue();
    const nepali = smtp.to(address)[1]!;
    expect(nepali.subject).toBe('एउटा निवेदन तपाईंको निर्णय पर्खिरहेको छ');
    expect(nepali.text).toContain('नमस्ते Mira,');
    expect(nepali.html).toContain('<html lang="ne">');
  });

  it('tries again when the server refuses twice, and delivers on the third attempt', async () => {
    const person = await actorOf(h, 'employee');
    answers.set(person.employee.email, [busy, busy]);
    const headers = await changePassword(person.headers);
    await h.app.jobs.runDue();
    expect(smtp.attempts(person.employee.email)).toBe(3);
    const [mail, ...more] = smtp.to(person.employee.email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('Your password was changed');
    expect(mail!.text).toContain('This is a security notice: it is always sent.');
    const [note] = (await mine(headers)).notifications;
    expect(await jobOf(note!._id)).toMatchObject({ status: 'done', attempts: 3, lastError: null });
  });

  it('leaves a job that failed every attempt dead, shown to hr, and sends it when hr retries', async () => {
    const person = await actorOf(h, 'employee', { firstName: 'Dev', lastName: 'Dead-letter' });
    const hr = await actorOf(h, 'hr');
    answers.set(person.employee.email, Array(6).fill(busy));
    await changePassword(person.headers);
    await h.app.jobs.runDue();
    expect(smtp.attempts(person.employee.email)).toBe(6);
    expect(smtp.to(person.employee.email)).toEqual([]);

    const seen = jobsReply.parse((await post('getjobs', hr.headers)).json());
    const failed = seen.failed.find((j) => j.name === 'Dev Dead-letter');
    expect(failed).toMatchObject({ kind: 'email', attempts: 6 });
    expect(failed!.lastError).toContain('Mailbox busy');
    expect(seen.counts.dead).toBeGreaterThanOrEqual(1);

    expect((await post('retryjob', hr.headers, { _id: failed!._id })).json()).toEqual({ retried: 1 });
    await h.app.jobs.runDue();
    expect(smtp.to(person.employee.email)).toHaveLength(1);
    const again = await post('retryjob', hr.headers, { _id: failed!._id });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ code: 'job_not_found' });
  });

  it('gives up at once when the server refuses the address for good; hr can retry every failed job', async () => {
    const person = await actorOf(h, 'employee');
    const hr = await actorOf(h, 'hr');
    answers.set(person.employee.email, [{ code: 550, message: 'No such mailbox' }]);
    const headers = await changePassword(person.headers);
    await h.app.jobs.runDue();
    expect(smtp.attempts(person.employee.email)).toBe(1);
    const [note] = (await mine(headers)).notifications;
    expect(await jobOf(note!._id)).toMatchObject({ status: 'dead', attempts: 1 });

    const all = await post('retryjob', hr.headers, { all: true });
    expect(all.json().retried).toBeGreaterThanOrEqual(1);
    await h.app.jobs.runDue();
    expect(smtp.to(person.employee.email)).toHaveLength(1);
    expect((await post('retryjob', hr.headers, {})).statusCode).toBe(400);
  });

  it('writes the notice and its e-mail job with the change, and neither when it rolls back', async () => {
    const person = await actorOf(h, 'employee');
    const { db } = h.database;
    const count = async () => (await db.select({ id: jobs.id }).from(jobs)).length;
    const before = await count();
    await expect(
      db.transaction(async (tx) => {
        await notify(tx, [{ recipientId: person.employee.id, type: 'password_changed', link: '/profile' }]);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect((await mine(person.headers)).total).toBe(0);
    expect(await count()).toBe(before);

    await db.transaction((tx) =>
      notify(tx, [{ recipientId: person.employee.id, type: 'password_changed', link: '/profile' }]),
    );
    const [note] = (await mine(person.headers)).notifications;
    expect(await jobOf(note!._id)).toMatchObject({ kind: 'email', status: 'queued' });
  });
});

describe('notification preferences', () => {
  it('starts from the defaults, and changes only what is named', async () => {
    const { manager } = await team();
    const got = notificationPreferences.parse(
      (await post('getnotificationpreferences', manager.headers)).json(),
    );
    expect(got).toMatchObject({ enabled: true, digest: false });
    expect(got.channels).toMatchObject({ request_waiting: 'email', request_cancelled: 'app' });
    await post('updatenotificationpreferences', manager.headers, { channels: { request_waiting: 'app' } });
    const after = await post('updatenotificationpreferences', manager.headers, { digest: true });
    expect(after.json()).toMatchObject({
      digest: true,
      channels: { request_waiting: 'app', request_decided: 'email' },
    });
  });

  it('refuses choices that do not exist, and security notices cannot be turned off', async () => {
    const { manager } = await team();
    for (const body of [
      { channels: { request_waiting: 'sms' } },
      { channels: { password_changed: 'off' } },
      { enabled: 'no' },
      { colour: 'blue' },
    ]) {
      const res = await post('updatenotificationpreferences', manager.headers, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
    expect((await post('getnotificationpreferences', manager.headers)).json()).toMatchObject({
      channels: { request_waiting: 'email' },
    });
  });

  it('sends in the app only, or nothing, as chosen; with the master switch off only security notices come', async () => {
    const { manager, employee } = await team();
    const address = manager.employee.email;
    await post('updatenotificationpreferences', manager.headers, { channels: { request_waiting: 'app' } });
    await leave.applied(employee.headers, { start_date: '2031-09-01', end_date: '2031-09-01' });
    await h.app.jobs.runDue();
    expect((await mine(manager.headers)).total).toBe(1);
    expect(smtp.to(address)).toEqual([]);

    await post('updatenotificationpreferences', manager.headers, { channels: { request_waiting: 'off' } });
    await leave.applied(employee.headers, { start_date: '2031-09-02', end_date: '2031-09-02' });
    expect((await mine(manager.headers)).total).toBe(1);

    await post('updatenotificationpreferences', manager.headers, {
      enabled: false,
      channels: { request_waiting: 'email' },
    });
    await leave.applied(employee.headers, { start_date: '2031-09-03', end_date: '2031-09-03' });
    expect((await mine(manager.headers)).total).toBe(1);
    await changePassword(manager.headers);
    await h.app.jobs.runDue();
    expect(smtp.to(address).map((m) => m.subject)).toEqual(['Your password was changed']);
  });
});

describe('the daily job', () => {
  it('reminds approvers of a request waiting the set days, again every as many, and never twice a round', async () => {
    const { manager, employee } = await team();
    await leave.applied(employee.headers, { start_date: '2031-10-06', end_date: '2031-10-06' });
    const reminders = async () =>
      (await mine(manager.headers)).notifications.filter((n) => n.type === 'request_reminder');
    const inDays = (n: number) => new Date(Date.now() + n * 86_400_000 + 60_000);

    await runDaily(h.database.db, '2026-01-02', inDays(2));
    expect(await reminders()).toEqual([]);
    await runDaily(h.database.db, '2026-01-02', inDays(3));
    await runDaily(h.database.db, '2026-01-02', inDays(3));
    const [reminder, ...more] = await reminders();
    expect(more).toEqual([]);
    expect(reminder).toMatchObject({
      params: {
        kind: 'leave',
        name: `Asha ${employee.employee.lastName}`,
        leave_type: 'Annual',
        from: '2031-10-06',
      },
      link: `/approval?request=${reminder!.params.request}`,
    });
    await runDaily(h.database.db, '2026-01-02', inDays(6));
    expect(await reminders()).toHaveLength(2);

    await settleAllBut([manager.employee.id]);
    await h.app.jobs.runDue();
    const mails = smtp.to(manager.employee.email).filter((m) => m.subject.startsWith('Reminder'));
    expect(mails).toHaveLength(2);
    expect(mails[0]!.text).toContain(
      `Reminder: Asha ${employee.employee.lastName} is still waiting for your decision on a leave request (Annual, Oct 6, 2031).`,
    );
  });

  it('reminds once of a month not submitted, after the set days', async () => {
    const { employee } = await team();
    const monthReminders = async () =>
      (await mine(employee.headers)).notifications.filter((n) => n.type === 'month_reminder');
    await runDaily(h.database.db, '2031-08-02', new Date());
    expect(await monthReminders()).toEqual([]);
    await runDaily(h.database.db, '2031-08-03', new Date());
    await runDaily(h.database.db, '2031-08-04', new Date());
    const [reminder, ...more] = await monthReminders();
    expect(more).toEqual([]);
    expect(reminder).toMatchObject({
      params: { month: '2031-07', calendar: 'gregorian' },
      link: '/attendance',
    });

    await settleAllBut([employee.employee.id]);
    await h.app.jobs.runDue();
    const [mail] = smtp.to(employee.employee.email);
    expect(mail!.subject).toBe('Your attendance month is not submitted');
    expect(mail!.text).toContain('Your attendance for July 2031 is not submitted yet.');
    expect(mail!.text).toContain(`${APP}/attendance`);
  });

  it('sends an approver who asked for it one digest of what waits, however often it runs', async () => {
    const { manager, employee } = await team();
    await post('updatenotificationpreferences', manager.headers, {
      digest: true,
      channels: { request_waiting: 'app' },
    });
    await leave.applied(employee.headers, { start_date: '2031-11-03', end_date: '2031-11-03' });
    await runDaily(h.database.db, '2031-11-01', new Date());
    await runDaily(h.database.db, '2031-11-01', new Date());
    await settleAllBut([manager.employee.id]);
    await h.app.jobs.runDue();
    const [digest, ...more] = smtp.to(manager.employee.email);
    expect(more).toEqual([]);
    expect(digest!.subject).toBe('Requests waiting for your decision');
    expect(digest!.text).toContain(`Asha ${employee.employee.lastName}: a leave request, asked on`);
    expect(digest!.text).toContain(`${APP}/approval`);
  });

  it('sends a stand-in the digest of the steps they stand in on, and an approver of nothing none', async () => {
    const { manager, employee } = await team();
    const standIn = await actorOf(h, 'manager', { firstName: 'Sita' });
    const other = await actorOf(h, 'manager', { firstName: 'Hari' });
    for (const who of [standIn, other])
      await post('updatenotificationpreferences', who.headers, {
        digest: true,
        channels: { request_waiting: 'app' },
      });
    // From the organisation's today: a stand-in may not start before it.
    const today = await orgToday(h.database.db, new Date());
    const saved = await post('savedelegation', manager.headers, {
      delegate_id: standIn.employee.id,
      start_date: today,
      end_date: addDays(today, 5),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await leave.applied(employee.headers, { start_date: '2031-11-10', end_date: '2031-11-10' });
    await runDaily(h.database.db, '2031-11-02', new Date());
    await settleAllBut([standIn.employee.id, other.employee.id]);
    await h.app.jobs.runDue();
    const [digest, ...more] = smtp.to(standIn.employee.email);
    expect(more).toEqual([]);
    expect(digest!.subject).toBe('Requests waiting for your decision');
    expect(digest!.text).toContain(`Asha ${employee.employee.lastName}: a leave request, asked on`);
    expect(smtp.to(other.employee.email)).toEqual([]);
  });

  it('is queued once a day, once the organisation’s morning has come', async () => {
    const keys = async () =>
      (
        await h.database.db
          .select({ key: jobs.key })
          .from(jobs)
          .where(inArray(jobs.key, ['daily:2031-03-03']))
      ).map((j) => j.key);
    let now = new Date('2031-03-03T02:00:00Z'); // 07:45 in Kathmandu
    const schedule = dailyScheduler(h.database.db, () => now);
    await schedule();
    expect(await keys()).toEqual([]);
    now = new Date('2031-03-03T02:20:00Z'); // 08:05
    await schedule();
    await dailyScheduler(h.database.db, () => now)(); // another instance
    expect(await keys()).toEqual(['daily:2031-03-03']);
    await h.database.db.delete(jobs).where(eq(jobs.key, 'daily:2031-03-03'));
  });
});

describe('review assigned', () => {
  it('tells each manager with reports that a new cycle has reviews for them to write', async () => {
    const { manager, employee } = await team();
    const hr = await actorOf(h, 'hr');
    const name = `Cycle ${Date.now()}`;
    const created = await post('createreviewcycle', hr.headers, { name, ...cycleDates() });
    expect(created.statusCode).toBe(200);
    const told = (await mine(manager.headers)).notifications.filter((n) => n.type === 'review_assigned');
    expect(told).toEqual([expect.objectContaining({ params: { cycle: name }, link: '/reviews' })]);
    expect((await mine(employee.headers)).notifications.some((n) => n.type === 'review_assigned')).toBe(
      false,
    );
  });
});
