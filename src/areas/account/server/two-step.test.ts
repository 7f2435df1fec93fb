import { createHmac } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, notifications } from '../../../server/db/schema.js';
import {
  actorOf,
  callerOf,
  createEmployee,
  setupHarness,
  TEST_PASSWORD,
} from '../../../server/test/harness.js';
import { twoStepFactors } from './schema.js';

// The server's clock moves for the tests that need time to pass (decision 025); codes are computed at it.
let offsetMs = 0;
const h = setupHarness({ now: () => new Date(Date.now() + offsetMs) });
const call = callerOf(h);
const publicCall = (name: string, payload: object, remoteAddress = '10.9.0.1') =>
  h.app.inject({ method: 'POST', url: `/api/employee/${name}`, payload, remoteAddress });

// RFC 6238 written here apart from the server's (the brief's `otpauth` package is not installed): HMAC-SHA1 over
// the 30-second step, six digits, from the base32 key the enrolment answered.
function base32(text: string) {
  let bits = '';
  for (const c of text.replace(/\s/g, ''))
    bits += 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'.indexOf(c).toString(2).padStart(5, '0');
  return Buffer.from((bits.match(/.{8}/g) ?? []).map((b) => Number.parseInt(b, 2)));
}
function codeFor(key: string, stepsFromNow = 0) {
  const counter = Math.floor(h.app.now().getTime() / 30_000) + stepsFromNow;
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', base32(key)).update(message).digest();
  const offset = (mac.at(-1) as number) & 15;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}
/** A code no step of the window has (the step 30 minutes ago differs from all three, or is tried again). */
function wrongCode(key: string) {
  const window = [-1, 0, 1].map((d) => codeFor(key, d));
  for (let n = 0; ; n++) {
    const code = String(n).padStart(6, '0');
    if (!window.includes(code)) return code;
  }
}

const byte = () => Math.floor(Math.random() * 254) + 1;
const someAddress = () => `10.${byte()}.${byte()}.${byte()}`;

/** Signs a new person up for two-step sign-in: their headers, key and recovery codes. */
async function enrolled(role: 'employee' | 'manager' | 'hr' = 'employee') {
  const person = await actorOf(h, role);
  const started = await call('starttwostep', person.headers);
  expect(started.statusCode).toBe(200);
  const { key } = started.json();
  const confirmed = await call('confirmtwostep', person.headers, { code: codeFor(key) });
  expect(confirmed.statusCode).toBe(200);
  return { ...person, key: key as string, recoveryCodes: confirmed.json().recoveryCodes as string[] };
}

async function passwordStep(email: string, address = someAddress()) {
  const res = await publicCall('login', { email, password: TEST_PASSWORD }, address);
  expect(res.statusCode).toBe(200);
  return res.json() as { accessToken?: string; twoStep?: { challenge: string; expiresAt: string } };
}

const noticesOf = (id: string) =>
  h.database.db
    .select({ type: notifications.type, params: notifications.params })
    .from(notifications)
    .where(eq(notifications.recipientId, id));
const auditOf = (id: string, action: string) =>
  h.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityId, id), eq(auditLog.action, action)));

describe('enrolling an authenticator app', () => {
  it('gives a key and URI, is on only once a current code confirms it, and shows ten recovery codes once', async () => {
    const person = await actorOf(h, 'employee');
    expect((await call('twostep', person.headers)).json()).toMatchObject({
      enabled: false,
      recoveryCodesLeft: 0,
    });
    const started = (await call('starttwostep', person.headers)).json();
    expect(started.key).toMatch(/^([A-Z2-7]{4} ){7}[A-Z2-7]{4}$/);
    const secret = started.key.replace(/ /g, '');
    expect(started.uri).toBe(
      `otpauth://totp/Acme%20Corporation:${encodeURIComponent(person.employee.email)}?secret=${secret}&issuer=Acme+Corporation&algorithm=SHA1&digits=6&period=30`,
    );
    // Stored sealed with DATA_KEY, never as the key itself.
    const [row] = await h.database.db
      .select()
      .from(twoStepFactors)
      .where(eq(twoStepFactors.employeeId, person.employee.id));
    expect(row?.secret).toMatch(/^v1\./);
    expect(row?.secret).not.toContain(secret);
    // Not on until confirmed: signing in still answers a session.
    expect((await passwordStep(person.employee.email)).accessToken).toBeTruthy();

    const wrong = await call('confirmtwostep', person.headers, { code: wrongCode(started.key) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'two_step_wrong_code', field: 'code' });
    const confirmed = await call('confirmtwostep', person.headers, {
      code: codeFor(started.key).replace(/(...)/, '$1 '),
    });
    expect(confirmed.statusCode).toBe(200);
    const codes = confirmed.json().recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
    expect((await call('twostep', person.headers)).json()).toEqual({
      enabled: true,
      recoveryCodesLeft: 10,
      required: false,
      dueBy: null,
    });
    // On once: starting again or confirming again is refused; the codes are never shown again.
    expect((await call('starttwostep', person.headers)).json().code).toBe('two_step_already_enabled');
    expect((await call('confirmtwostep', person.headers, { code: codeFor(started.key, 1) })).statusCode).toBe(
      409,
    );
    expect(await auditOf(person.employee.id, 'enable_two_step')).toHaveLength(1);
    expect(await noticesOf(person.employee.id)).toContainEqual({
      type: 'two_step',
      params: { event: 'enabled' },
    });
  });

  it('refuses to confirm what was never started, and a code that is not six digits', async () => {
    const person = await actorOf(h, 'employee');
    expect((await call('confirmtwostep', person.headers, { code: '123456' })).json().code).toBe(
      'two_step_not_started',
    );
    for (const code of ['12345', 'abcdef', '1234567', 'abcde-fghij', 42]) {
      const res = await call('confirmtwostep', person.headers, { code });
      expect(res.statusCode).toBe(400);
      expect(res.json().field).toBe('code');
    }
  });
});

describe('signing in with a second step', () => {
  it('answers a challenge, not a session, and a code from one step either side signs in once', async () => {
    const person = await enrolled();
    const first = await passwordStep(person.employee.email);
    expect(first.accessToken).toBeUndefined();
    expect(first.twoStep?.challenge).toMatch(/^[\w-]{40,}$/);
    // The challenge is not a session.
    expect((await call('me', { authorization: `Bearer ${first.twoStep?.challenge}` })).statusCode).toBe(401);

    const code = codeFor(person.key, 1);
    const done = await publicCall('logintwostep', { challenge: first.twoStep?.challenge, code });
    expect(done.statusCode).toBe(200);
    const session = { authorization: `Bearer ${done.json().accessToken}` };
    expect((await call('me', session)).json().user._id).toBe(person.employee.id);

    // The same code again, with a new challenge: a replay, refused. So is the spent challenge.
    const second = await passwordStep(person.employee.email);
    const replay = await publicCall('logintwostep', { challenge: second.twoStep?.challenge, code });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().code).toBe('two_step_wrong_code');
    expect(
      (
        await publicCall('logintwostep', { challenge: first.twoStep?.challenge, code: codeFor(person.key) })
      ).json().code,
    ).toBe('two_step_challenge_invalid');
    // An older step's code than one accepted is refused too; two steps away is outside the window.
    expect(
      (
        await publicCall('logintwostep', {
          challenge: second.twoStep?.challenge,
          code: codeFor(person.key, -1),
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (
        await publicCall('logintwostep', {
          challenge: second.twoStep?.challenge,
          code: codeFor(person.key, 3),
        })
      ).statusCode,
    ).toBe(401);
    // The challenge survives a wrong code: the next step's code signs in with it.
    offsetMs += 60_000;
    try {
      expect(
        (
          await publicCall('logintwostep', {
            challenge: second.twoStep?.challenge,
            code: codeFor(person.key),
          })
        ).statusCode,
      ).toBe(200);
    } finally {
      offsetMs -= 60_000;
    }
  });

  it('lets a challenge lapse after five minutes', async () => {
    const person = await enrolled();
    const step = await passwordStep(person.employee.email);
    offsetMs += 5 * 60_000 + 1000;
    try {
      const late = await publicCall('logintwostep', {
        challenge: step.twoStep?.challenge,
        code: codeFor(person.key),
      });
      expect(late.statusCode).toBe(401);
      expect(late.json().code).toBe('two_step_challenge_invalid');
    } finally {
      offsetMs -= 5 * 60_000 + 1000;
    }
    expect(
      (await publicCall('logintwostep', { challenge: 'x'.repeat(43), code: '123456' })).json().code,
    ).toBe('two_step_challenge_invalid');
  });

  it('throttles wrong codes like wrong passwords: after five, even the right code waits', async () => {
    const person = await enrolled();
    const address = someAddress();
    const { twoStep } = await passwordStep(person.employee.email, address);
    for (let i = 0; i < 5; i++) {
      const res = await publicCall(
        'logintwostep',
        { challenge: twoStep?.challenge, code: wrongCode(person.key) },
        address,
      );
      expect(res.json().code).toBe('two_step_wrong_code');
    }
    const blocked = await publicCall(
      'logintwostep',
      { challenge: twoStep?.challenge, code: codeFor(person.key) },
      address,
    );
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('sign_in_rate_limited_one');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('takes each recovery code once, and tells the person', async () => {
    const person = await enrolled();
    const [code] = person.recoveryCodes;
    const first = await passwordStep(person.employee.email);
    const res = await publicCall('logintwostep', {
      challenge: first.twoStep?.challenge,
      code: code?.toUpperCase(),
    });
    expect(res.statusCode).toBe(200);
    const session = { authorization: `Bearer ${res.json().accessToken}` };
    expect((await call('twostep', session)).json().recoveryCodesLeft).toBe(9);
    const again = await passwordStep(person.employee.email);
    expect(
      (await publicCall('logintwostep', { challenge: again.twoStep?.challenge, code })).json().code,
    ).toBe('two_step_wrong_code');
    expect(await auditOf(person.employee.id, 'use_recovery_code')).toHaveLength(1);
    expect(await noticesOf(person.employee.id)).toContainEqual({
      type: 'two_step',
      params: { event: 'recovery_used' },
    });
  });
});

describe('turning two-step sign-in off', () => {
  it('needs the password and a code; then the password alone signs in', async () => {
    const person = await enrolled();
    const wrongPassword = await call('disabletwostep', person.headers, {
      password: 'nope',
      code: codeFor(person.key, 1),
    });
    expect(wrongPassword.json()).toMatchObject({ code: 'wrong_current_password', field: 'password' });
    const wrongCodeRes = await call('disabletwostep', person.headers, {
      password: TEST_PASSWORD,
      code: wrongCode(person.key),
    });
    expect(wrongCodeRes.json()).toMatchObject({ code: 'two_step_wrong_code', field: 'code' });
    const off = await call('disabletwostep', person.headers, {
      password: TEST_PASSWORD,
      code: codeFor(person.key, 1),
    });
    expect(off.statusCode).toBe(200);
    expect((await passwordStep(person.employee.email)).accessToken).toBeTruthy();
    expect((await call('twostep', person.headers)).json()).toMatchObject({
      enabled: false,
      recoveryCodesLeft: 0,
    });
    expect(
      (await call('disabletwostep', person.headers, { password: TEST_PASSWORD, code: '123456' })).json().code,
    ).toBe('two_step_not_enabled');
    expect(await auditOf(person.employee.id, 'disable_two_step')).toHaveLength(1);
    expect(await noticesOf(person.employee.id)).toContainEqual({
      type: 'two_step',
      params: { event: 'disabled' },
    });
  });
});

describe('hr resets a lost device', () => {
  it('removes the factor, ends the sessions, audits and tells the person; a colleague may not', async () => {
    const person = await enrolled();
    const hr = await actorOf(h, 'hr');
    const colleague = await actorOf(h, 'manager');
    expect(
      (await call('resettwostep', colleague.headers, { employee_id: person.employee.id })).statusCode,
    ).toBe(403);
    const res = await call('resettwostep', hr.headers, { employee_id: person.employee.id });
    expect(res.statusCode).toBe(200);
    expect((await call('me', person.headers)).statusCode).toBe(401);
    expect((await passwordStep(person.employee.email)).accessToken).toBeTruthy();
    const [line] = await auditOf(person.employee.id, 'reset_two_step');
    expect(line?.actorId).toBe(hr.employee.id);
    expect(await noticesOf(person.employee.id)).toContainEqual({
      type: 'two_step',
      params: { event: 'reset' },
    });
    expect((await call('resettwostep', hr.headers, { employee_id: person.employee.id })).json().code).toBe(
      'two_step_not_enabled',
    );
    const nobody = await call('resettwostep', hr.headers, {
      employee_id: '00000000-0000-4000-8000-000000000000',
    });
    expect(nobody.statusCode).toBe(404);
  });
});

describe('hr requires two-step sign-in', () => {
  it('by capability with a grace period; only hr may set it, and only capabilities that exist', async () => {
    const hr = await actorOf(h, 'hr');
    const employee = await createEmployee(h);
    expect(
      (await call('savetwosteppolicy', hr.headers, { capabilities: ['manage:nothing'], graceDays: 3 })).json()
        .code,
    ).toBe('two_step_capability');
    expect(
      (await call('savetwosteppolicy', hr.headers, { capabilities: [], graceDays: 400 })).json().code,
    ).toBe('two_step_grace');
    const saved = await call('savetwosteppolicy', hr.headers, {
      capabilities: ['manage:payroll'],
      graceDays: 7,
    });
    expect(saved.json()).toEqual({ capabilities: ['manage:payroll'], graceDays: 7 });
    expect((await call('twosteppolicy', hr.headers)).json()).toEqual({
      capabilities: ['manage:payroll'],
      graceDays: 7,
    });
    const status = (await call('twostep', hr.headers)).json();
    expect(status.required).toBe(true);
    expect(Date.parse(status.dueBy) - h.app.now().getTime()).toBeGreaterThan(7 * 86_400_000 - 60_000);
    const mine = await actorOf(h, 'employee');
    expect((await call('twostep', mine.headers)).json()).toMatchObject({ required: false, dueBy: null });
    expect(
      (await call('savetwosteppolicy', mine.headers, { capabilities: [], graceDays: 0 })).statusCode,
    ).toBe(403);
    expect(employee.id).toBeTruthy();
    await call('savetwosteppolicy', hr.headers, { capabilities: [], graceDays: 14 });
  });
});

describe('enforcement after the grace period', () => {
  it('sends a required person without two-step sign-in to enrol before anything else, and no one else', async () => {
    const admin = await actorOf(h, 'hr');
    const hrPerson = await createEmployee(h, { role: 'hr' });
    const employee = await createEmployee(h);
    const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
    try {
      await call('savetwosteppolicy', admin.headers, { capabilities: ['manage:payroll'], graceDays: 7 });
      // Within the grace: a full session, and `me` asks nothing.
      const early = await passwordStep(hrPerson.email);
      expect((await call('getsettings', bearer(early.accessToken as string))).statusCode).toBe(200);
      expect((await call('me', bearer(early.accessToken as string))).json().enrolTwoStep).toBeUndefined();

      offsetMs += 8 * 86_400_000;
      const late = bearer((await passwordStep(hrPerson.email)).accessToken as string);
      const refused = await call('getsettings', late);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('two_step_enrolment_required');
      expect((await call('me', late)).json().enrolTwoStep).toBe(true);
      // Someone who holds no required capability signs in as ever.
      const plain = bearer((await passwordStep(employee.email)).accessToken as string);
      expect((await call('getmyleave', plain)).statusCode).toBe(200);

      // Enrolling answers a full session; the enrolment-only one still reaches nothing else.
      const { key } = (await call('starttwostep', late)).json();
      const confirmed = await call('confirmtwostep', late, { code: codeFor(key) });
      expect(confirmed.statusCode).toBe(200);
      const full = bearer(confirmed.json().accessToken);
      expect((await call('getsettings', full)).statusCode).toBe(200);
      expect((await call('me', full)).json().enrolTwoStep).toBeUndefined();
      expect((await call('getsettings', late)).statusCode).toBe(403);
      // From now on the password step asks for a code.
      expect((await passwordStep(hrPerson.email)).twoStep).toBeDefined();
    } finally {
      offsetMs = 0;
      await call('savetwosteppolicy', admin.headers, { capabilities: [], graceDays: 14 });
    }
  });
});
