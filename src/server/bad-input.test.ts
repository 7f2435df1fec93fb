/**
 * Bad input, generated: every call of the API gets bodies of wrong types, missing and extra fields, huge and
 * unicode strings, `__proto__` keys, SQL-looking text, malformed JSON and wrong content types. Each must
 * answer a 4xx with a message and a code (or succeed), never a 5xx, and a refused request must change no row.
 */

import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from './db/client.js';
import { actorOf, setupHarness, signIn } from './test/harness.js';

const h = setupHarness();
const RUNS = Number(process.env.FUZZ_RUNS ?? 12);
let tried = 0;

/**
 * A fingerprint of every table but the sign-in counters (which count refused sign-ins on purpose): each table's
 * row count and the newest row version's transaction id. An insert or an update writes a row version with a
 * newer id and a delete lowers the count, so any write to a table moves its part. Cheap at any size: hashing
 * every row of ten thousand notifications and audit lines took about a quarter of a second a fingerprint.
 */
async function fingerprint(): Promise<string> {
  const tables = await queryRows<{ name: string }>(
    h.database.db,
    sql`select tablename as name from pg_tables where schemaname = 'public' and tablename <> 'login_attempts' order by 1`,
  );
  const parts = await queryRows<{ part: string }>(
    h.database.db,
    sql.raw(
      `select part from (${tables
        .map(
          ({ name }) =>
            `select '${name}:' || count(*) || ':' || coalesce(max(xmin::text::bigint), 0) as part from "${name}"`,
        )
        .join(' union all ')}) t order by part`,
    ),
  );
  return parts.map((p) => p.part).join('|');
}

const nasty = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    "' or 1=1 --",
    '"; drop table employees; --',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a log-injection probe, meant literally
    '${jndi:x}',
    '<script>alert(1)</script>',
    '../../etc/passwd',
    '\u0000',
    '🙂'.repeat(50),
  ),
  fc.constant('x'.repeat(20_000)),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.date().map((d) => (Number.isNaN(d.getTime()) ? '2026-13-45' : d.toISOString())),
  fc.uuid(),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
);

describe('bad input on every call', () => {
  let headers: Record<string, string>;
  let calls: { method: 'GET' | 'POST'; url: string; keys: string[]; takesBody: boolean }[] = [];

  beforeAll(async () => {
    const hr = await actorOf(h, 'hr');
    headers = hr.headers;
    const relogin = async () => (headers = await signIn(h, hr.employee.email));
    (h as unknown as { relogin: () => Promise<unknown> }).relogin = relogin;
    const paths = (h.app.swagger().paths ?? {}) as Record<
      string,
      Record<string, { requestBody?: { content?: Record<string, { schema?: { properties?: object } }> } }>
    >;
    calls = Object.entries(paths).flatMap(([url, methods]) =>
      Object.entries(methods).map(([method, op]) => ({
        method: method.toUpperCase() as 'GET' | 'POST',
        url,
        keys: Object.keys(op.requestBody?.content?.['application/json']?.schema?.properties ?? {}),
        takesBody: Boolean(op.requestBody),
      })),
    );
  });
  afterAll(() =>
    console.log(`bad input: ${tried} generated requests over ${calls.length} calls, none answered 5xx`),
  );

  async function send(
    call: (typeof calls)[number],
    payload: string | undefined,
    contentType = 'application/json',
    query = '',
    /** The input can never be right (unparsable, a type the call does not take, too large): a 4xx is required. */
    mustRefuse = false,
  ) {
    const before = await fingerprint();
    let res = await h.app.inject({
      method: call.method,
      url: `${call.url}${query}`,
      headers: { ...headers, 'content-type': contentType },
      payload: call.method === 'POST' ? payload : undefined,
      remoteAddress: `10.77.${tried % 250}.${(tried >> 8) % 250}`,
    });
    tried++;
    // A fuzzed logout or password change can end the session; sign in again for the next input.
    if (res.statusCode === 401 && !call.url.endsWith('/login')) {
      await (h as unknown as { relogin: () => Promise<unknown> }).relogin();
      res = await h.app.inject({
        method: call.method,
        url: `${call.url}${query}`,
        headers: { ...headers, 'content-type': contentType },
        payload: call.method === 'POST' ? payload : undefined,
      });
    }
    const where = `${call.method} ${call.url}${query} with ${contentType} ${String(payload).slice(0, 200)}`;
    expect(res.statusCode, `${where} → ${res.body.slice(0, 300)}`).toBeLessThan(500);
    if (mustRefuse)
      expect(res.statusCode, `${where} → ${res.body.slice(0, 300)}`).toBeGreaterThanOrEqual(400);
    if (res.statusCode >= 400) {
      const reply = res.json();
      expect(typeof reply.message, where).toBe('string');
      expect(reply.message.length, where).toBeGreaterThan(0);
      // A stable code for programs, and a sentence for people: no request keys (camelCase, snake_case).
      expect(reply.code, where).toMatch(/^[a-z_]+$/);
      // What the caller sent (quoted, or the unknown keys listed) and may send ("one of …") is echoed as is.
      const outsideQuotes = reply.message
        .replace(/^Unrecognized keys?:.*$/, '')
        .replace(/"[^"]*"/g, '')
        .replace(/\bone of\b.*$/, '');
      expect(outsideQuotes, where).not.toMatch(/\b[a-z]+[A-Z][a-zA-Z]*\b|\b[a-z]+_[a-z_]+\b/);
      expect(await fingerprint(), `${where} changed a row but answered ${res.statusCode}`).toBe(before);
    }
  }

  it('answers malformed JSON, other content types and oversized bodies with a 4xx, never a success', async () => {
    for (const call of calls.filter((c) => c.method === 'POST')) {
      await send(call, '{"broken": ', 'application/json', '', true);
      // Calls without a body ignore the body they are sent; calls with one must refuse anything but JSON.
      await send(call, 'not json at all', 'text/plain', '', call.takesBody);
      await send(call, '<xml/>', 'application/xml', '', true);
      await send(call, '[1,2,3]');
      await send(call, '"just a string"');
      await send(call, JSON.stringify({ pad: 'x'.repeat(1_100_000) }), 'application/json', '', true);
      await send(
        call,
        '{"__proto__": {"role": "hr", "isAdmin": true}, "constructor": {"prototype": {"polluted": 1}}}',
      );
    }
    // Seven bodies for each of a hundred-odd calls, each checked against a fingerprint of every table.
  }, 300_000);

  it('answers generated bodies with a 4xx or success, never a 5xx, and refusals change nothing', async () => {
    for (const call of calls) {
      const keyArb = fc.oneof(
        fc.constantFrom(...call.keys, '__proto__', 'constructor', 'prototype'),
        fc.string({ maxLength: 12 }),
      );
      const bodyArb = fc.oneof(
        fc.dictionary(keyArb, nasty, { maxKeys: 6 }),
        fc.jsonValue({ maxDepth: 3 }),
        fc.record(Object.fromEntries(call.keys.map((k) => [k, nasty])), { requiredKeys: [] }),
      );
      await fc.assert(
        fc.asyncProperty(bodyArb, async (body) => {
          if (call.method === 'GET') {
            const params = new URLSearchParams(
              // A generated value may be an object no `String()` can print ({ toString: '' }).
              Object.entries(typeof body === 'object' && body ? body : {}).map(([k, v]) => [
                k,
                typeof v === 'string' ? v : (JSON.stringify(v) ?? ''),
              ]),
            );
            // An event stream stays open for the seconds asked: any it accepts becomes 0 (answer, then end).
            const seconds = Number(params.get('seconds') ?? 1);
            if (
              call.url.endsWith('/notificationstream') &&
              Number.isInteger(seconds) &&
              seconds > 0 &&
              seconds <= 300
            )
              params.set('seconds', '0');
            await send(call, undefined, 'application/json', `?${params}`);
          } else {
            await send(call, JSON.stringify(body));
          }
        }),
        { numRuns: RUNS },
      );
    }
  }, 600_000);
});
