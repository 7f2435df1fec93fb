import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { passwordResets } from '../../../server/db/schema.js';
import {
  actorOf,
  callerOf,
  capturingMailer,
  createEmployee,
  setupHarness,
  signIn,
  TEST_PASSWORD,
  unique,
} from '../../../server/test/harness.js';

const mailer = capturingMailer();
const h = setupHarness({ mailer });
const call = callerOf(h);
const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  call(url, headers, payload);
const me = (headers: Record<string, string>) => post('me', {}, headers);
const tokenOf = (text: string) => text.match(/reset-password\?token=([\w-]+)/)![1]!;

describe('forgot and reset password', () => {
  it('answers the same for known and unknown addresses, and mails a link only to the known one', async () => {
    const person = await createEmployee(h);
    const mail = mailer.next();
    const known = await post('forgotpassword', { email: person.email.toUpperCase() });
    const linkMail = await mail;
    const unknown = await post('forgotpassword', { email: `nobody-${unique()}@test.example` });
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual({ message: 'If that email is registered, a reset link has been sent.' });
    expect(unknown.json()).toEqual(known.json());
    expect(linkMail.to).toBe(person.email);
    expect(linkMail.text).toMatch(/http:\/\/localhost(:\d+)?\/reset-password\?token=/);
    expect(mailer.sent.filter((m) => m.to.startsWith('nobody-'))).toEqual([]);
    // Only a hash of the token is kept.
    const [row] = await h.database.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.employeeId, person.id));
    expect(row!.tokenHash).not.toContain(tokenOf(linkMail.text));
  });

  it('writes the e-mail in the person’s language: English by default, Nepali when they chose it', async () => {
    const english = await createEmployee(h, { firstName: 'Anita' });
    let mail = mailer.next();
    await post('forgotpassword', { email: english.email });
    expect(await mail).toMatchObject({ subject: 'Reset your HRIS password' });
    expect((await mail).text).toMatch(
      /^Hello Anita,\n\nChoose a new password here \(the link works once, for \d+ minutes\)/,
    );

    const nepali = await createEmployee(h, { firstName: 'Sita', language: 'ne' });
    mail = mailer.next();
    await post('forgotpassword', { email: nepali.email });
    const sent = await mail;
    expect(sent.subject).toBe('आफ्नो HRIS पासवर्ड परिवर्तन गर्नुहोस्');
    expect(sent.text).toMatch(/^नमस्ते Sita,/);
    expect(tokenOf(sent.text)).toBeTruthy();
  });

  it('resets once with the link, ending every session, and refuses the link a second time', async () => {
    const { employee, headers } = await actorOf(h, 'employee');
    const mail = mailer.next();
    await post('forgotpassword', { email: employee.email });
    const token = tokenOf((await mail).text);
    const done = await post('resetpassword', { token, password: 'Brand-new-pass-1' });
    expect(done.statusCode).toBe(200);
    expect(done.json().message).toBe('Your password has been reset. You can sign in now.');
    expect((await me(headers)).statusCode).toBe(401);
    await signIn(h, employee.email, 'Brand-new-pass-1');
    const again = await post('resetpassword', { token, password: 'Another-pass-2' });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('This reset link is invalid or has expired.');
  });

  it('refuses an expired link, a made-up one and a short password', async () => {
    const person = await createEmployee(h);
    const mail = mailer.next();
    await post('forgotpassword', { email: person.email });
    const token = tokenOf((await mail).text);
    expect((await post('resetpassword', { token, password: 'short' })).json().message).toBe(
      'Password must be at least 8 characters',
    );
    await h.database.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.employeeId, person.id));
    expect((await post('resetpassword', { token, password: 'Long-enough-1' })).statusCode).toBe(400);
    expect(
      (await post('resetpassword', { token: 'x'.repeat(43), password: 'Long-enough-1' })).statusCode,
    ).toBe(400);
  });
});

describe('change password', () => {
  it('needs the current password, ends other sessions and keeps this one with a new token', async () => {
    const { employee, headers } = await actorOf(h, 'employee');
    const other = await signIn(h, employee.email);
    const wrong = await post(
      'changepassword',
      { currentPassword: 'nope', newPassword: 'Next-password-1' },
      headers,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Current password is incorrect');

    const res = await post(
      'changepassword',
      { currentPassword: TEST_PASSWORD, newPassword: 'Next-password-1' },
      headers,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(
      'Your password has been changed. Your other sessions have been signed out.',
    );
    expect((await me(other)).statusCode).toBe(401);
    expect((await me(headers)).statusCode).toBe(401);
    expect((await me({ authorization: `Bearer ${res.json().accessToken}` })).statusCode).toBe(200);
    await signIn(h, employee.email, 'Next-password-1');
  });

  it('needs a token', async () => {
    expect(
      (await post('changepassword', { currentPassword: 'a', newPassword: 'Next-password-1' })).statusCode,
    ).toBe(401);
  });
});

describe('hr sends a reset link', () => {
  it('mails the employee; others may not', async () => {
    const hr = await actorOf(h, 'hr');
    const colleague = await actorOf(h, 'employee');
    const person = await createEmployee(h);
    const mail = mailer.next();
    const res = await post('sendpasswordreset', { employee_id: person.id }, hr.headers);
    expect(res.json().message).toBe(`A reset link has been sent to ${person.email}.`);
    expect((await mail).to).toBe(person.email);
    expect((await post('sendpasswordreset', { employee_id: person.id }, colleague.headers)).statusCode).toBe(
      403,
    );
  });
});
