import { describe, expect, it } from 'vitest';
import { actorOf, capturingMailer, setupHarness, signIn, unique } from '../../../server/test/harness.js';
import { csv, importer, row } from './files.fixture.js';

// An e-mail server is set: each new person is sent a welcome e-mail with a set-password link.
const mailer = capturingMailer();
const h = setupHarness({ mailer });
const { call, importFile } = importer(h);

describe('new people when e-mail is set up', () => {
  it('each gets one welcome e-mail whose link sets their password', async () => {
    const hr = await actorOf(h, 'hr');
    const u = unique();
    await importFile(hr.headers, 'employees', 'mail.csv', Buffer.from(csv([row(u, 1), row(u, 2)])));
    await h.app.jobs.runDue();
    const mails = mailer.sent.filter((m) => m.to.startsWith(`imp-${u}-`));
    expect(mails.map((m) => [m.to, m.subject]).sort()).toEqual([
      [`imp-${u}-1@test.example`, 'Your HRIS account is ready'],
      [`imp-${u}-2@test.example`, 'Your HRIS account is ready'],
    ]);
    const mail = mails.find((m) => m.to === `imp-${u}-1@test.example`)!;
    expect(mail.text).toContain('for 7 days');
    const token = /token=([\w-]+)/.exec(mail.text)![1];
    const reset = await call(
      'resetpassword',
      {},
      { token, password: 'Welcome-pass-7', confirmPassword: 'Welcome-pass-7' },
    );
    expect(reset.statusCode, reset.body).toBe(200);
    await signIn(h, mail.to, 'Welcome-pass-7');
    // Running the jobs again sends nothing more.
    await h.app.jobs.runDue();
    const welcomes = mailer.sent.filter(
      (m) => m.subject === 'Your HRIS account is ready' && m.to.startsWith(`imp-${u}-`),
    );
    expect(welcomes).toHaveLength(2);
  });
});
