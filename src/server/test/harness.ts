/**
 * What API tests build on: an app on a database of the file's own (PGlite, or PostgreSQL in the `api-pg`
 * project), and factories that make the data each test needs, so a file's tests run in any order.
 */
import { readFileSync } from 'node:fs';
import { hash } from '@node-rs/argon2';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { afterAll, beforeAll, inject } from 'vitest';
import { adoptLeave } from '../../areas/approvals/server/writes.js';
import { type AppOptions, buildApp } from '../app.js';
import { PII_FIELDS } from '../crypto/pii.js';
import { type Database, openPglite, openPostgres } from '../db/client.js';
import { attendanceRecords, employees, leaveRequests } from '../db/schema.js';
import type { Mail } from '../mailer.js';
import { newFileDatabase, onServer, serverUrl, templateOf, withDatabase } from './databases.js';

export const TEST_PASSWORD = 'Correct-horse-9';
/** The data key of every test app and test server, as a deployment has one. */
export const TEST_DATA_KEY = Buffer.alloc(32, 7);
/**
 * Test people's stored hash: argon2id at a low cost. Sign-in verifies it as it verifies any (the cost is
 * read from the hash) in a fraction of a millisecond instead of tens; passwords set through the API still get
 * `hashPassword`'s cost.
 */
const passwordHash = hash(TEST_PASSWORD, { memoryCost: 64, timeCost: 1 });

/** A test file's own database; `url` (PostgreSQL) lets a second instance open a pool of its own to it. */
export type TestDatabase = Database & { url?: string; dispose(): Promise<void> };

export interface Harness {
  app: FastifyInstance;
  database: TestDatabase;
}

/**
 * Opens a database of this file's own, a copy of the migrated template (global-setup.ts): an embedded one in
 * memory, loaded from the template's dump, or on PostgreSQL a clone of the template database, dropped after.
 */
export async function openTestDatabase(): Promise<TestDatabase> {
  if (process.env.TEST_DB === 'postgres') {
    const server = serverUrl();
    const prefix = inject('pgPrefix');
    const name = newFileDatabase(prefix);
    await onServer(server, (c) => c.query(`create database ${name} template ${templateOf(prefix)}`));
    const url = withDatabase(server, name);
    const database = openPostgres(url, 4);
    return {
      ...database,
      url,
      async dispose() {
        await database.close();
        await onServer(server, (c) => c.query(`drop database ${name} with (force)`));
      },
    };
  }
  const database = await openPglite(undefined, new Blob([readFileSync(inject('pgliteDump'))]));
  return { ...database, dispose: () => database.close() };
}

/** Registers before/after hooks and returns the harness, filled in once `beforeAll` has run. */
/** App options a test may set; a function is called in `beforeAll`, after the file's own earlier hooks. */
type HarnessOptions = Partial<Omit<AppOptions, 'database'>>;

export function setupHarness(options: HarnessOptions | (() => HarnessOptions) = {}): Harness {
  const harness = {} as Harness;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    const database = await openTestDatabase();
    dispose = database.dispose;
    harness.database = database;
    harness.app = await buildApp({
      database,
      jwtSecret: 'test-secret-that-is-long-enough-for-hs256-000',
      dataKey: TEST_DATA_KEY,
      ...(typeof options === 'function' ? options() : options),
    });
  });
  afterAll(async () => {
    await harness.app?.close();
    await dispose?.();
  });
  return harness;
}

let sequence = 0;
/**
 * Dates for a review cycle no other cycle of the file overlaps (cycles may not overlap): the next day from
 * 1 January 2200, for tests that need a cycle, not particular dates.
 */
export function cycleDates() {
  const day = new Date(Date.UTC(2200, 0, 1 + sequence++)).toISOString().slice(0, 10);
  return { start_date: day, end_date: day };
}

/** A unique suffix, so what one test makes never collides with what another test of the file makes. */
export const unique = () => `${process.pid}-${Date.now().toString(36)}-${(sequence++).toString(36)}`;

/** Inserts an employee; personal numbers in `overrides` are given in clear and sealed here, as the API would. */
export async function createEmployee(h: Harness, overrides: Partial<typeof employees.$inferInsert> = {}) {
  const u = unique();
  const { pii } = h.app;
  const sealed = Object.fromEntries(PII_FIELDS.map((f) => [f, pii.seal(overrides[f])]));
  const [row] = await h.database.db
    .insert(employees)
    .values({
      email: `person-${u}@test.example`,
      passwordHash: await passwordHash,
      firstName: 'Test',
      lastName: `Person ${u}`,
      employeeCode: `T-${u}`,
      designation: 'Tester',
      department: 'Quality',
      dateOfJoining: '2024-01-15',
      salary: 100000,
      ...overrides,
      ...sealed,
    })
    .returning();
  return row!;
}

/** Signs in through the API and returns the bearer header for later calls. */
export async function signIn(h: Harness, email: string, password = TEST_PASSWORD) {
  const res = await h.app.inject({
    method: 'POST',
    url: '/api/employee/login',
    payload: { email, password },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  const body = res.json() as { accessToken: string };
  return { authorization: `Bearer ${body.accessToken}` };
}

/** Makes an employee of `role` and signs them in. */
export async function actorOf(
  h: Harness,
  role: 'employee' | 'manager' | 'hr',
  overrides: Partial<typeof employees.$inferInsert> = {},
) {
  const employee = await createEmployee(h, { role, ...overrides });
  return { employee, headers: await signIn(h, employee.email) };
}

/** A mailer that keeps what it was asked to send; `next()` waits for the next mail (sending may follow the reply). */
export function capturingMailer() {
  const sent: Mail[] = [];
  let waiting: ((mail: Mail) => void) | undefined;
  return {
    sent,
    async send(mail: Mail) {
      sent.push(mail);
      waiting?.(mail);
    },
    next: () => new Promise<Mail>((resolve) => (waiting = resolve)),
  };
}

type Headers = Record<string, string>;

/** `POST /api/employee/<name>` as `headers`' caller: how API tests call the spec's endpoints. */
export function callerOf(h: Harness) {
  return (name: string, headers: Headers, payload: object = {}) =>
    h.app.inject({ method: 'POST', url: `/api/employee/${name}`, headers, payload });
}

/** Stores an attendance record as it would be after a clock-in (at 03:00 UTC unless `checkInAt` is given). */
export async function insertRecord(
  h: Harness,
  values: Pick<typeof attendanceRecords.$inferInsert, 'employeeId' | 'workDate' | 'status'> &
    Partial<typeof attendanceRecords.$inferInsert>,
) {
  const checkInAt = values.status === 'Absent' ? null : new Date(`${values.workDate}T03:00:00Z`);
  await h.database.db.insert(attendanceRecords).values({ checkInAt, ...values });
}

/**
 * Stores a leave request directly (the API's rules are the leave tests' business): Annual, "Family visit";
 * an approved or rejected one is decided by `decidedBy`, now.
 */
export async function insertLeave(
  h: Harness,
  values: {
    employeeId: string;
    startDate: string;
    endDate: string;
    status: 'pending' | 'approved' | 'rejected' | 'cancelled';
    decidedBy?: string;
    decidedAt?: Date;
  } & Partial<
    Pick<
      typeof leaveRequests.$inferInsert,
      'leaveType' | 'startPart' | 'endPart' | 'startMinute' | 'endMinute'
    >
  >,
) {
  const decided = values.status === 'approved' || values.status === 'rejected';
  if (decided && !values.decidedBy) throw new Error('a decided request needs decidedBy');
  await h.database.db.insert(leaveRequests).values({
    leaveType: 'Annual',
    reason: 'Family visit',
    ...values,
    ...(decided ? { decidedAt: values.decidedAt ?? new Date() } : { decidedBy: null, decidedAt: null }),
  });
  await adoptLeave(h.database.db);
}

/**
 * A call whose auth query read `row` of person `id` with `params` for the `CallerRead` named `name` (what
 * `callerReader` takes when it matches): for testing a read that came with the session.
 */
export const requestThatRead = (name: string, id: string, caller: { params: object; row: object }) =>
  ({ routeOptions: { config: { caller: { name } } }, auth: { id }, caller }) as unknown as FastifyRequest;
