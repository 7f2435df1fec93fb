/**
 * API tokens for integrations (issue 46, decision 036), as a program calling the API sees them: the secret shown
 * once, scopes enforced across areas (a read token cannot write, a leave token cannot read payroll, a token cannot
 * make a person's calls), expiry, revocation, allowed addresses, the audit line naming the integration, the last
 * use recorded, and the throttle.
 */
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiTokens, auditLog } from '../../../server/db/schema.js';
import { actorOf, callerOf, createEmployee, setupHarness, unique } from '../../../server/test/harness.js';
import { TOKEN_LIMITS } from '../schemas.js';

let clock = new Date('2030-01-07T06:00:00Z');
const h = setupHarness({ now: () => clock });
const call = callerOf(h);
let hr: Record<string, string>;
let hrId: string;

beforeAll(async () => {
  const actor = await actorOf(h, 'hr');
  hr = actor.headers;
  hrId = actor.employee.id;
});

async function create(scopes: string[], extra: object = {}) {
  const res = await call('createapitoken', hr, {
    name: `Sync ${unique()}`,
    scopes,
    expires_in_days: 30,
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  const { token, secret } = res.json() as { token: { _id: string }; secret: string };
  return { id: token._id, secret, headers: { authorization: `Bearer ${secret}` } };
}
const codeOf = (res: { json(): unknown }) => (res.json() as { code: string }).code;
const serial = () => `T${unique().replace(/[^A-Za-z0-9]/g, '')}`.slice(0, 30);
const listed = async (id: string) => {
  const res = await call('getapitokens', hr);
  expect(res.statusCode).toBe(200);
  return (res.json() as { tokens: Record<string, unknown>[] }).tokens.find((t) => t._id === id)!;
};

describe('a token is created', () => {
  it('returns its secret once: the list and the database never hold it', async () => {
    const { id, secret } = await create(['leave:read']);
    expect(secret).toMatch(/^hris_[A-Za-z0-9_-]{43}$/);
    const list = await call('getapitokens', hr);
    expect(list.body).not.toContain(secret);
    const token = await listed(id);
    expect(token).toMatchObject({ scopes: ['leave:read'], status: 'active', last_used_at: null });
    expect(secret.startsWith(token.prefix as string)).toBe(true);
    expect((token.created_by as { _id: string })._id).toBe(hrId);
    const [row] = await h.database.db.select().from(apiTokens).where(eq(apiTokens.id, id));
    expect(row!.secretHash).toBe(createHash('sha256').update(secret).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(secret.slice(5));
    const [audit] = await h.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'api_token'), eq(auditLog.entityId, id)));
    expect(audit).toMatchObject({ action: 'create', actorId: hrId });
    expect(JSON.stringify(audit)).not.toContain(secret.slice(5));
  });

  it('offers the areas of the contracts, read and write, and never the tokens themselves', async () => {
    const res = await call('getapiscopes', hr);
    const areas = (res.json() as { areas: { area: string; read: number; write: number }[] }).areas;
    const named = new Map(areas.map((a) => [a.area, a]));
    expect(named.get('leave')).toMatchObject({ read: expect.any(Number), write: expect.any(Number) });
    expect(named.get('payroll')!.read).toBeGreaterThan(0);
    expect(named.has('integrations')).toBe(false);
    expect(named.has('auth')).toBe(false); // sign-in, me and logout: a person's calls only
  });

  it('refuses scopes nobody offers, bad networks and no scope at all', async () => {
    const base = { name: 'Bad', expires_in_days: 30 };
    for (const [body, code] of [
      [{ ...base, scopes: ['nosuch:read'] }, 'token_scope_unknown'],
      [{ ...base, scopes: ['integrations:write'] }, 'token_scope_unknown'],
      [{ ...base, scopes: ['leave:delete'] }, 'token_scope_unknown'],
      [{ ...base, scopes: [] }, 'token_scopes_required'],
      [{ ...base, scopes: ['leave:read'], allowed_addresses: ['10.0.0.0/99'] }, 'token_cidr_invalid'],
      [{ ...base, scopes: ['leave:read'], expires_in_days: TOKEN_LIMITS.maxDays + 1 }, 'field_between'],
    ] as const) {
      const res = await call('createapitoken', hr, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(codeOf(res)).toBe(code);
    }
    const stored = await h.database.db.select().from(apiTokens).where(eq(apiTokens.name, 'Bad'));
    expect(stored).toEqual([]);
  });
});

describe('a call made with a token', () => {
  it('reads what its scopes name and nothing else: a leave token reads leave, never payroll or employees', async () => {
    const person = await createEmployee(h);
    const leave = await create(['leave:read']);
    const balance = await call('getleavebalance', leave.headers, { employee_id: person.id });
    expect(balance.statusCode, balance.body).toBe(200);
    for (const [name, body] of [
      ['getsalarystructures', { employee_id: person.id }],
      ['getpayrollruns', {}],
      ['getallemployee', {}],
      ['getemployee', { employee_id: person.id }],
    ] as const) {
      const res = await call(name, leave.headers, body);
      expect(res.statusCode, name).toBe(403);
      expect(codeOf(res), name).toBe('token_scope_missing');
    }
  });

  it('cannot write with a read scope; a write scope writes, reads too, and the audit line names the integration', async () => {
    const reader = await create(['devices:read']);
    expect((await call('getdevices', reader.headers)).statusCode).toBe(200);
    const refused = await call('savedevice', reader.headers, {
      serial: serial(),
      name: 'Gate',
      time_zone: 'Asia/Kathmandu',
    });
    expect(refused.statusCode).toBe(403);
    expect(codeOf(refused)).toBe('token_scope_missing');

    const writer = await create(['devices:write']);
    expect((await call('getdevices', writer.headers)).statusCode).toBe(200);
    const saved = await call('savedevice', writer.headers, {
      serial: serial(),
      name: 'Gate',
      time_zone: 'Asia/Kathmandu',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const deviceId = (saved.json() as { _id: string })._id;
    const [audit] = await h.database.db.select().from(auditLog).where(eq(auditLog.entityId, deviceId));
    expect(audit).toMatchObject({ integrationId: writer.id, actorId: hrId });
    // hr's audit log says the change came through the token, and whose token it is.
    const log = await call('getauditlog', hr, { entity: 'attendance_device' });
    const entry = (log.json() as { entries: Record<string, unknown>[] }).entries.find(
      (e) => e.entityId === deviceId,
    );
    expect(entry).toMatchObject({ actor: { _id: hrId }, integration: { _id: writer.id } });
    // A write scope of one area opens no other.
    expect((await call('getpayrollruns', writer.headers)).statusCode).toBe(403);
  });

  it("refuses a person's calls cleanly: me, preferences, clocking in, applying for leave", async () => {
    const person = await createEmployee(h);
    const all = await create(['attendance:write', 'leave:write', 'employees:write', 'team:read']);
    for (const [name, body] of [
      ['me', {}],
      ['getteamtoday', {}],
      ['createcalendarfeed', {}],
      ['getdelegations', {}],
      ['updatepreferences', { language: 'ne' }],
      ['check_in', { employee_id: person.id }],
      ['applyleave', { employee_id: person.id }],
      ['logout', {}],
      // Sign-in security is a person's to change: another's second factor, whom it is required of.
      ['resettwostep', { employee_id: person.id }],
      ['savetwosteppolicy', { capabilities: [], graceDays: 14 }],
    ] as const) {
      const res = await call(name, all.headers, body);
      expect(res.statusCode, `${name} ${res.body}`).toBe(403);
      expect(codeOf(res), name).toBe('token_not_for_person');
    }
  });

  it('names the employee a call is about: a token is nobody', async () => {
    const leave = await create(['leave:read']);
    const res = await call('getleavebalance', leave.headers, {});
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'token_employee_required', field: 'employee_id' });
    // A call that finds its employee itself ("mine unless another is named") asks the same.
    const attendance = await create(['attendance:read']);
    const month = await call('getmyattendance', attendance.headers, {});
    expect(month.statusCode, month.body).toBe(400);
    expect(month.json()).toMatchObject({ code: 'token_employee_required' });
  });

  it('cannot manage tokens, whatever its scopes', async () => {
    const token = await create(['settings:write', 'employees:write']);
    for (const name of ['getapitokens', 'createapitoken', 'revokeapitoken']) {
      const res = await call(name, token.headers, {});
      expect(res.statusCode, name).toBe(403);
    }
  });

  it('records when and from where the token was last used', async () => {
    const token = await create(['devices:read']);
    await call('getdevices', token.headers);
    expect(await listed(token.id)).toMatchObject({
      last_used_at: clock.toISOString(),
      last_used_address: '127.0.0.1',
    });
  });
});

describe('a token refused', () => {
  it('is 401 when unknown, expired, revoked or used from elsewhere', async () => {
    const unknown = await call('getdevices', { authorization: 'Bearer hris_madeup' });
    expect([unknown.statusCode, codeOf(unknown)]).toEqual([401, 'token_invalid']);

    const short = await create(['devices:read'], { expires_in_days: 1 });
    expect((await call('getdevices', short.headers)).statusCode).toBe(200);
    const before = clock;
    clock = new Date(before.getTime() + 86_400_000 + 1000);
    try {
      const expired = await call('getdevices', short.headers);
      expect([expired.statusCode, codeOf(expired)]).toEqual([401, 'token_expired']);
      expect(await listed(short.id)).toMatchObject({ status: 'expired' });
    } finally {
      clock = before;
    }

    const revoked = await create(['devices:read']);
    const res = await call('revokeapitoken', hr, { _id: revoked.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ token: { status: 'revoked' } });
    const after = await call('getdevices', revoked.headers);
    expect([after.statusCode, codeOf(after)]).toEqual([401, 'token_revoked']);
    expect((await call('revokeapitoken', hr, { _id: revoked.id })).statusCode).toBe(200);
    const missing = await call('revokeapitoken', hr, { _id: '00000000-0000-4000-8000-000000000000' });
    expect([missing.statusCode, codeOf(missing)]).toEqual([404, 'api_token_not_found']);

    const elsewhere = await create(['devices:read'], { allowed_addresses: ['203.0.113.0/24'] });
    const away = await call('getdevices', elsewhere.headers);
    expect([away.statusCode, codeOf(away)]).toEqual([401, 'token_address_refused']);
    const here = await create(['devices:read'], { allowed_addresses: ['127.0.0.1', '203.0.113.0/24'] });
    expect((await call('getdevices', here.headers)).statusCode).toBe(200);
  });

  it('is throttled per token: 429 beyond its requests a minute, another token unaffected', async () => {
    const busy = await create(['devices:read']);
    const calm = await create(['devices:read']);
    for (let i = 0; i < TOKEN_LIMITS.requestsPerMinute; i++) {
      const res = await call('getdevices', busy.headers);
      if (res.statusCode !== 200) throw new Error(`call ${i}: ${res.statusCode} ${res.body}`);
    }
    const over = await call('getdevices', busy.headers);
    expect([over.statusCode, codeOf(over)]).toEqual([429, 'token_throttled']);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect((await call('getdevices', calm.headers)).statusCode).toBe(200);
    clock = new Date(clock.getTime() + 61_000);
    expect((await call('getdevices', busy.headers)).statusCode).toBe(200);
  });
});

describe('the OpenAPI document', () => {
  it('describes the API token as a bearer scheme every operation accepts', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/api/openapi.json' });
    const doc = res.json() as {
      components: { securitySchemes: Record<string, { type: string; scheme: string; description?: string }> };
      security: Record<string, unknown>[];
    };
    expect(doc.components.securitySchemes.apiToken).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.components.securitySchemes.apiToken!.description).toContain('token_scope_missing');
    expect(doc.security).toContainEqual({ apiToken: [] });
  });
});
