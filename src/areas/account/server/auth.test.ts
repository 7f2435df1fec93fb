import { createHmac, randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { employees } from '../../../server/db/schema.js';
import {
  actorOf,
  createEmployee,
  setupHarness,
  signIn,
  TEST_PASSWORD,
  unique,
} from '../../../server/test/harness.js';
import { userSchema } from '../../../shared/auth.js';
import { admitAttempt, LOGIN_LIMITS } from './rate-limit.js';

const h = setupHarness();
const login = (payload: unknown, remoteAddress = '10.0.0.1') =>
  h.app.inject({ method: 'POST', url: '/api/employee/login', payload: payload as object, remoteAddress });
const me = (headers: Record<string, string> = {}) =>
  h.app.inject({ method: 'POST', url: '/api/employee/me', headers });
// A fresh address per test: the counts of the file's earlier tests are still there.
const byte = () => Math.floor(Math.random() * 254) + 1;
const someAddress = () => `10.${byte()}.${byte()}.${byte()}`;
/** Moves an account's attempts from every address `seconds` into the past, as if that time had gone by. */
const agePairOf = (email: string, seconds: number) =>
  h.database.db.execute(
    sql`update login_attempts set window_start = window_start - make_interval(secs => ${seconds}) where key like ${`pair:${email} %`}`,
  );

describe('POST /api/employee/login', () => {
  it('answers accessToken and the full user object, never the password hash', async () => {
    const person = await createEmployee(h, { middleName: 'Q', ssn: 'SSF-2200001234' });
    const res = await login({ email: person.email.toUpperCase(), password: TEST_PASSWORD });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(typeof body.accessToken).toBe('string');
    expect(userSchema.strict().parse(body.user)).toMatchObject({
      _id: person.id,
      firstName: 'Test',
      middleName: 'Q',
      email: person.email,
      role: 'employee',
      payrollInfo: { salary: 100000, ssn: '••••••••••1234' },
      employmentDetails: { employeeId: person.employeeCode, dateOfJoining: '2024-01-15' },
    });
    expect(res.body).not.toMatch(/argon2|passwordHash|password_hash/);
  });

  it('gives the same 401 for a wrong password and an unknown e-mail', async () => {
    const person = await createEmployee(h);
    const wrong = await login({ email: person.email, password: 'not-it' }, '10.0.1.1');
    const unknown = await login({ email: `nobody-${unique()}@test.example`, password: 'not-it' }, '10.0.1.1');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().message).toBe('Invalid email or password');
    expect(unknown.json().message).toBe('Invalid email or password');
  });

  it('refuses a terminated account even with the right password', async () => {
    const person = await createEmployee(h, { status: 'terminated', terminatedAt: new Date() });
    const res = await login({ email: person.email, password: TEST_PASSWORD }, '10.0.2.1');
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toMatch(/terminated/);
  });

  it.each([
    [{ password: 'x' }, 'Email is required'],
    [{ email: 'a@b.co' }, 'Password is required'],
    [{ email: 'not-an-email', password: 'x' }, 'Email must be a valid email address'],
    [{ email: 42, password: 'x' }, 'Email is required'],
  ])('answers 400 naming the field for %j', async (payload, message) => {
    const res = await login(payload, '10.0.3.1');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('answers 400 for malformed JSON and 4xx for other content types, never 500', async () => {
    const malformed = await h.app.inject({
      method: 'POST',
      url: '/api/employee/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('Request body is not valid JSON');
    const text = await h.app.inject({
      method: 'POST',
      url: '/api/employee/login',
      headers: { 'content-type': 'text/plain' },
      payload: 'hi',
    });
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toBe('Request body must be a JSON object');
    const xml = await h.app.inject({
      method: 'POST',
      url: '/api/employee/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(xml.statusCode).toBe(415);
  });

  it('backs off an account from the address that failed, and only there', async () => {
    const person = await createEmployee(h);
    const [guesser, office] = [someAddress(), someAddress()];
    for (let i = 0; i < 5; i++)
      expect((await login({ email: person.email, password: 'wrong' }, guesser)).statusCode).toBe(401);
    const blocked = await login({ email: person.email, password: TEST_PASSWORD }, guesser);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ code: 'sign_in_rate_limited_one' });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(30);
    // The owner, elsewhere, is not kept out by someone else's guesses.
    expect((await login({ email: person.email, password: TEST_PASSWORD }, office)).statusCode).toBe(200);

    // Once the wait is over, one more failure makes the next wait twice as long.
    await agePairOf(person.email, 31);
    expect((await login({ email: person.email, password: 'wrong' }, guesser)).statusCode).toBe(401);
    const longer = await login({ email: person.email, password: TEST_PASSWORD }, guesser);
    expect(longer.statusCode).toBe(429);
    expect(Number(longer.headers['retry-after'])).toBeGreaterThan(30);
    expect(Number(longer.headers['retry-after'])).toBeLessThanOrEqual(60);

    // However long guessing goes on, the wait stops at 15 minutes.
    await h.database.db.execute(
      sql`update login_attempts set count = 5000, window_start = now() where key like ${`pair:${person.email} %`}`,
    );
    const longest = await login({ email: person.email, password: TEST_PASSWORD }, guesser);
    expect(longest.statusCode).toBe(429);
    expect(Number(longest.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(Number(longest.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    // The minutes come apart from the sentence, so a Nepali reader gets all of it in Nepali.
    expect(longest.json()).toMatchObject({ code: 'sign_in_rate_limited', params: { minutes: 15 } });
  });

  it('keeps a waiting account waiting when the attempt comes within the same tick of the clock', async () => {
    // The embedded database's clock moves in milliseconds; one transaction pins now() to show the same tick.
    const email = `tick-${unique()}@test.example`;
    const address = someAddress();
    const refused = await h.database.db
      .transaction(async (tx) => {
        await tx.execute(
          sql`insert into login_attempts (key, count, window_start) values (${`pair:${email} ${address}`}, 5, now())`,
        );
        await admitAttempt(tx as never, email, address);
        return null;
      })
      .catch((error: unknown) => error);
    expect(refused).toMatchObject({ statusCode: 429, refusal: { code: 'sign_in_rate_limited_one' } });
  });

  it('never counts sign-ins that succeed against an address: twenty at once from one office all get in', async () => {
    const office = someAddress();
    const people = await Promise.all(Array.from({ length: 20 }, () => createEmployee(h)));
    // Two people mistyped earlier this morning.
    for (const person of people.slice(0, 2))
      expect((await login({ email: person.email, password: 'typo' }, office)).statusCode).toBe(401);
    const signedIn = await Promise.all(
      people.map((person) => login({ email: person.email, password: TEST_PASSWORD }, office)),
    );
    expect(signedIn.map((res) => res.statusCode)).toEqual(people.map(() => 200));
  });

  it('limits failures per address across accounts (one password sprayed over many)', async () => {
    const address = someAddress();
    for (let i = 0; i < LOGIN_LIMITS.address; i++)
      await login({ email: `x-${unique()}@test.example`, password: 'wrong' }, address);
    const person = await createEmployee(h);
    expect((await login({ email: person.email, password: TEST_PASSWORD }, address)).statusCode).toBe(429);
    expect((await login({ email: person.email, password: TEST_PASSWORD }, someAddress())).statusCode).toBe(
      200,
    );
  });

  it('limits a spray sent all at once as it limits one sent in turn', async () => {
    const address = someAddress();
    const tries = LOGIN_LIMITS.address + 20;
    const answers = await Promise.all(
      Array.from({ length: tries }, () =>
        login({ email: `x-${unique()}@test.example`, password: 'wrong' }, address),
      ),
    );
    const refused = answers.filter((res) => res.statusCode === 429).length;
    expect(refused).toBe(20);
  });

  it('slows guesses at one account from many addresses, but not its owner where they signed in before', async () => {
    const person = await createEmployee(h);
    const home = someAddress();
    expect((await login({ email: person.email, password: TEST_PASSWORD }, home)).statusCode).toBe(200);
    for (let i = 0; i < LOGIN_LIMITS.account; i++)
      expect((await login({ email: person.email, password: 'wrong' }, someAddress())).statusCode).toBe(401);
    expect((await login({ email: person.email, password: TEST_PASSWORD }, someAddress())).statusCode).toBe(
      429,
    );
    expect((await login({ email: person.email, password: TEST_PASSWORD }, home)).statusCode).toBe(200);
  });
});

describe('tokens', () => {
  // Tokens made here with node:crypto, apart from the server's library: a test secret of the harness's.
  const secret = 'test-secret-that-is-long-enough-for-hs256-000';
  const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const token = (claims: object, { key = secret, alg = 'HS256' } = {}) => {
    const body = `${part({ alg, typ: 'JWT' })}.${part(claims)}`;
    const signature = alg === 'none' ? '' : createHmac('sha256', key).update(body).digest('base64url');
    return `${body}.${signature}`;
  };
  const expired = 'Your session has expired. Please sign in again.';

  it('accepts a well-signed token and refuses a forged, unsigned, foreign or expired one', async () => {
    const { employee } = await actorOf(h, 'hr');
    const now = Math.floor(Date.now() / 1000);
    const claims = {
      sub: employee.id,
      jti: randomUUID(),
      role: 'hr',
      t: Date.now(),
      iat: now,
      exp: now + 600,
    };
    const bearer = (t: string) => ({ authorization: `Bearer ${t}` });
    expect((await me(bearer(token(claims)))).statusCode).toBe(200);
    const [head, , signature] = token(claims).split('.');
    const other = await actorOf(h, 'employee');
    const forged = `${head}.${part({ ...claims, sub: other.employee.id })}.${signature}`;
    for (const t of [
      forged,
      token(claims, { alg: 'none' }),
      token(claims, { key: 'another-secret-that-is-long-enough-for-hs256' }),
      token({ ...claims, exp: now - 1 }),
      token({ ...claims, jti: undefined }),
    ]) {
      const res = await me(bearer(t));
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(expired);
    }
  });
});

describe('POST /api/employee/me and logout', () => {
  it('needs a token and answers the profile and organisation', async () => {
    expect((await me()).statusCode).toBe(401);
    expect((await me({ authorization: 'Bearer not-a-jwt' })).json().message).toBe(
      'Your session has expired. Please sign in again.',
    );
    const { employee, headers } = await actorOf(h, 'manager');
    const res = await me(headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ _id: employee.id, role: 'manager', status: 'Active' });
    expect(res.json().organisation).toMatchObject({
      companyName: 'Acme Corporation',
      currency: 'NPR',
      timeZone: 'Asia/Kathmandu',
      language: 'en',
      calendar: 'gregorian',
    });
    // Nobody has chosen a language or calendar yet: each follows the organisation's.
    expect(res.json().preferences).toEqual({
      language: null,
      calendar: null,
      digits: null,
      shareContact: false,
    });
  });

  it('logout revokes the token but not the same user’s other sessions', async () => {
    const { employee, headers } = await actorOf(h, 'employee');
    const other = await signIn(h, employee.email);
    const out = await h.app.inject({ method: 'POST', url: '/api/employee/logout', headers });
    expect(out.statusCode).toBe(200);
    expect((await me(headers)).statusCode).toBe(401);
    expect((await me(other)).statusCode).toBe(200);
  });

  it('refuses the old token of an employee terminated since', async () => {
    const { employee, headers } = await actorOf(h, 'employee');
    await h.database.db
      .update(employees)
      .set({ status: 'terminated', terminatedAt: new Date() })
      .where(eq(employees.id, employee.id));
    expect((await me(headers)).statusCode).toBe(401);
  });

  it('checks the token of a call that reads its caller with the session before its body, and the session after', async () => {
    const { headers } = await actorOf(h, 'employee');
    const call = (url: string, payload: unknown, with_?: Record<string, string>) =>
      h.app.inject({
        method: 'POST',
        url: `/api/employee/${url}`,
        headers: with_,
        payload: payload as object,
      });
    // No token, or a forged one: refused before the body is even looked at.
    expect((await call('getleavebalance', { year: 'nonsense' })).statusCode).toBe(401);
    expect((await call('getmyattendance', { month: 1 }, { authorization: 'Bearer x.y.z' })).statusCode).toBe(
      401,
    );
    // A good token with a bad body: the body is what is wrong.
    expect((await call('getmyattendance', { month: 1 }, headers)).statusCode).toBe(400);
    // A signed-out token with a good body: its session is over.
    await h.app.inject({ method: 'POST', url: '/api/employee/logout', headers });
    for (const [url, body] of [
      ['getleavebalance', {}],
      ['getmyattendance', {}],
      ['getAttendanceSummary', {}],
      ['me', {}],
    ] as const) {
      expect((await call(url, body, headers)).statusCode, url).toBe(401);
    }
  });

  it('reads role from the database, so a role change applies to a live token', async () => {
    const { employee, headers } = await actorOf(h, 'hr');
    const settings = () => h.app.inject({ method: 'POST', url: '/api/employee/getsettings', headers });
    expect((await settings()).statusCode).toBe(200);
    await h.database.db.update(employees).set({ role: 'employee' }).where(eq(employees.id, employee.id));
    expect((await settings()).statusCode).toBe(403);
  });
});

describe('authorisation', () => {
  it('gives 403 with a message to an employee on an hr-only call, whatever Role header they send', async () => {
    const { headers } = await actorOf(h, 'employee');
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/employee/getsettings',
      headers: { ...headers, role: 'hr' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('You do not have permission to do this');
  });

  it('gives 401 without a token and lets hr read the settings', async () => {
    expect((await h.app.inject({ method: 'POST', url: '/api/employee/getsettings' })).statusCode).toBe(401);
    const { headers } = await actorOf(h, 'hr');
    const res = await h.app.inject({ method: 'POST', url: '/api/employee/getsettings', headers });
    expect(res.json()).toMatchObject({
      timeZone: 'Asia/Kathmandu',
      workStart: '09:00',
      lateGraceMinutes: 10,
      workingDays: [1, 2, 3, 4, 5],
    });
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const { headers } = await actorOf(h, 'employee');
    const res = await h.app.inject({ method: 'POST', url: '/api/employee/nothing-here', headers });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toMatch(/Not found/);
  });
});

describe('GET /api/health', () => {
  it('reports the database without a token', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: { ok: true } });
  });
});

describe('text PostgreSQL cannot store', () => {
  it('answers a NUL character the same way on either database: 400 where text is searched or kept', async () => {
    // A password is only hashed, never stored: a NUL in it is a failed sign-in, not an error.
    const res = await login({ email: 'a@b.co', password: 'x\u0000y' }, '10.0.9.9');
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Invalid email or password');
    const { headers } = await actorOf(h, 'hr');
    const search = await h.app.inject({
      method: 'POST',
      url: '/api/employee/searchemployees',
      headers,
      payload: { q: 'a\u0000b' },
    });
    expect(search.statusCode).toBe(400);
    expect(search.json().message).toBe('Text must not contain NUL characters');
  });
});
