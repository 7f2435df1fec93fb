/**
 * Links people open (reset, import and calendar links) point at PUBLIC_URL, else at the request's own origin only
 * when its host is one of ALLOWED_HOSTS: a forged Host header gets no link built from it.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { csv, importer, row } from '../../areas/import/server/files.fixture.js';
import { passwordResets } from '../db/schema.js';
import { actorOf, capturingMailer, createEmployee, setupHarness, unique } from '../test/harness.js';
import { linkOrigin } from './public-url.js';

const mailer = capturingMailer();
const h = setupHarness({ mailer, logger: { level: 'error' } });
const { call, importFile } = importer(h);
const forged = { host: 'evil.example' };
const refusal = {
  code: 'link_host_not_allowed',
  message:
    'Links cannot be made for the address in use: set PUBLIC_URL to the address people open (or add it to ALLOWED_HOSTS).',
};

describe('a forged Host gets no link', () => {
  it('forgot password answers as for an unknown address and mails no link', async () => {
    const person = await createEmployee(h);
    const tricked = await call('forgotpassword', forged, { email: person.email });
    const unknown = await call('forgotpassword', {}, { email: `nobody-${unique()}@test.example` });
    expect(tricked.statusCode).toBe(200);
    expect(tricked.json()).toEqual(unknown.json());
    // The same person asks from the real address: that link is the only one sent, and the only token issued.
    await call('forgotpassword', {}, { email: person.email });
    const mine = () => mailer.sent.filter((m) => m.to === person.email);
    await vi.waitFor(() => expect(mine()).not.toEqual([]));
    expect(mine()).toHaveLength(1);
    expect(mine()[0]!.text).toMatch(/http:\/\/localhost:80\/reset-password\?token=/);
    expect(mailer.sent.filter((m) => m.text.includes('evil.example'))).toEqual([]);
    const tokens = await h.database.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.employeeId, person.id));
    expect(tokens).toHaveLength(1);
  });

  it('hr sending a reset link from a forged host is told to set PUBLIC_URL, and nothing is sent', async () => {
    const hr = await actorOf(h, 'hr');
    const person = await createEmployee(h);
    const res = await call('sendpasswordreset', { ...hr.headers, ...forged }, { employee_id: person.id });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject(refusal);
    expect(mailer.sent.filter((m) => m.to === person.email)).toEqual([]);
  });

  it('import links: refused for a forged host, made for an allowed one', async () => {
    const hr = await actorOf(h, 'hr');
    const u = unique();
    const { id } = await importFile(hr.headers, 'employees', 'people.csv', Buffer.from(csv([row(u, 1)])));
    const res = await call('importlinks', { ...hr.headers, ...forged }, { import_id: id });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject(refusal);
    const ok = await call('importlinks', { ...hr.headers, host: '127.0.0.1:3000' }, { import_id: id });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().links[0].link).toMatch(/^http:\/\/127\.0\.0\.1:3000\/reset-password\?token=/);
  });

  it('the calendar address: refused for a forged host, and none is made', async () => {
    const me = await actorOf(h, 'employee');
    const made = await call('createcalendarfeed', { ...me.headers, ...forged });
    expect(made.statusCode).toBe(400);
    expect(made.json()).toMatchObject(refusal);
    expect((await call('getcalendarfeed', me.headers)).json().url).toBeNull();

    const real = await call('createcalendarfeed', { ...me.headers, host: 'localhost:3210' });
    expect(real.json().url).toMatch(/^http:\/\/localhost:3210\/api\/calendar\/[\w-]+\.ics$/);
    const shown = await call('getcalendarfeed', { ...me.headers, ...forged });
    expect(shown.statusCode).toBe(400);
    expect(shown.body).not.toContain('evil.example');
  });
});

describe('linkOrigin', () => {
  const at = (host: string, protocol = 'http') => ({ host, protocol });
  const local = linkOrigin(undefined, ['localhost', '127.0.0.1', '[::1]', 'hr.example.org:8443']);

  it('uses PUBLIC_URL whatever the request says', () => {
    const configured = linkOrigin('https://hr.example.org', ['localhost']);
    expect(configured.of(at('evil.example'))).toBe('https://hr.example.org');
    expect(configured.required(at('localhost:3000'))).toBe('https://hr.example.org');
  });

  it('takes an allowed host with any port, or with its own port only when one is listed', () => {
    expect(local.of(at('localhost:3000'))).toBe('http://localhost:3000');
    expect(local.of(at('LOCALHOST'))).toBe('http://localhost');
    expect(local.of(at('127.0.0.1:3210'))).toBe('http://127.0.0.1:3210');
    expect(local.of(at('[::1]:3000'))).toBe('http://[::1]:3000');
    expect(local.of(at('hr.example.org:8443', 'https'))).toBe('https://hr.example.org:8443');
    expect(local.of(at('hr.example.org'))).toBeUndefined();
  });

  it('refuses any other host, or none', () => {
    for (const host of [
      'evil.example',
      'localhost.evil.example',
      'localhost@evil.example',
      'evil.example:80',
      '',
    ])
      expect(local.of(at(host))).toBeUndefined();
    expect(() => local.required(at('evil.example'))).toThrow(refusal.message);
  });
});
