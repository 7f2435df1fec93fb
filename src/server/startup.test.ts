/** Start-up's listen address and warnings: a fresh demo listens on localhost and says its password is public. */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it, onTestFinished } from 'vitest';
import { hashPassword } from '../areas/account/server/writes.js';
import { employees } from './db/schema.js';
import { DEMO_PASSWORD, demoAccountsExist } from './db/seed/demo.js';
import { dataKeyRefusal, listenPlan } from './startup.js';
import { createEmployee, setupHarness, TEST_DATA_KEY } from './test/harness.js';

const h = setupHarness();
const unset = {
  host: undefined,
  publicUrl: undefined,
  allowedHosts: ['localhost', '127.0.0.1', '[::1]'],
  now: () => new Date(),
  clockOffsetSeconds: 0,
};

describe('listenPlan', () => {
  it('listens on localhost while the demo accounts exist, and says why and that their password is public', () => {
    const plan = listenPlan(unset, true);
    expect(plan.host).toBe('localhost');
    expect(plan.warnings).toEqual([
      expect.stringMatching(/^PUBLIC_URL is unset: .* only for requests to localhost, 127\.0\.0\.1, \[::1\]/),
      expect.stringMatching(/published password Demo123!/),
      expect.stringMatching(/^Listening on localhost only .* set HOST/),
    ]);
  });

  it('listens on every interface without demo accounts, warning only about PUBLIC_URL', () => {
    expect(listenPlan(unset, false)).toEqual({
      host: '0.0.0.0',
      warnings: [expect.stringMatching(/^PUBLIC_URL is unset/)],
    });
  });

  it('says loudly that the clock is moved, and what it reads', () => {
    const moved = { ...unset, now: () => new Date('2026-03-04T03:30:00Z'), clockOffsetSeconds: -3600 };
    expect(listenPlan(moved, false).warnings[0]).toMatch(
      /^HRIS_CLOCK_OFFSET_SECONDS is set: this server's clock reads 2026-03-04T03:30:00\.000Z, not the real time/,
    );
  });

  it('keeps a HOST that is set, still warning about the demo password; PUBLIC_URL set says nothing', () => {
    const plan = listenPlan({ ...unset, host: '0.0.0.0', publicUrl: 'https://hr.example.org' }, true);
    expect(plan).toEqual({
      host: '0.0.0.0',
      warnings: [expect.stringMatching(/published password Demo123!/)],
    });
  });
});

describe('demoAccountsExist', () => {
  it('is true only while an active demo person still has the published password', async () => {
    expect(await demoAccountsExist(h.database.db)).toBe(false);
    const demo = await createEmployee(h, {
      email: 'Laxmi.Thakuri@example.com',
      passwordHash: await hashPassword(DEMO_PASSWORD),
    });
    onTestFinished(() =>
      h.database.db
        .delete(employees)
        .where(eq(employees.id, demo.id))
        .then(() => {}),
    );
    expect(await demoAccountsExist(h.database.db)).toBe(true);
    await h.database.db
      .update(employees)
      .set({ status: 'terminated', terminatedAt: new Date() })
      .where(eq(employees.id, demo.id));
    expect(await demoAccountsExist(h.database.db)).toBe(false);
    await h.database.db
      .update(employees)
      .set({ status: 'active', terminatedAt: null, passwordHash: await hashPassword('Changed-after-1') })
      .where(eq(employees.id, demo.id));
    expect(await demoAccountsExist(h.database.db)).toBe(false);
    // Someone else with the demo password is not a demo account.
    await createEmployee(h, { passwordHash: await hashPassword(DEMO_PASSWORD) });
    expect(await demoAccountsExist(h.database.db)).toBe(false);
  });
});

describe('dataKeyRefusal', () => {
  it('refuses a key that does not open the personal numbers the database holds, and accepts theirs', async () => {
    const person = await createEmployee(h, { ssn: '123456789' });
    onTestFinished(() =>
      h.database.db
        .delete(employees)
        .where(eq(employees.id, person.id))
        .then(() => {}),
    );
    expect(await dataKeyRefusal(h.database.db, TEST_DATA_KEY)).toBeUndefined();
    expect(await dataKeyRefusal(h.database.db, randomBytes(32))).toMatch(/^DATA_KEY does not open/);
  });
});

describe('dataKeyRefusal on Nepal’s numbers alone (issue 40)', () => {
  it('checks the key against a PAN when nobody has an SSN, tax id or bank account', async () => {
    const person = await createEmployee(h, { pan: '301234567' });
    onTestFinished(() =>
      h.database.db
        .delete(employees)
        .where(eq(employees.id, person.id))
        .then(() => {}),
    );
    expect(await dataKeyRefusal(h.database.db, TEST_DATA_KEY)).toBeUndefined();
    expect(await dataKeyRefusal(h.database.db, randomBytes(32))).toMatch(/^DATA_KEY does not open/);
  });
});
