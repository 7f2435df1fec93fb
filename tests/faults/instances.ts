/** Two server instances on one PostgreSQL, and people signed in on them: what the multi-instance fault tests share. */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../../src/areas/account/server/writes.js';
import { dailyJob } from '../../src/areas/notifications/server/jobs.js';
import { type AppOptions, buildApp } from '../../src/server/app.js';
import { type Database, openPostgres } from '../../src/server/db/client.js';
import { employees, jobs } from '../../src/server/db/schema.js';
import { TEST_DATA_KEY } from '../../src/server/test/harness.js';
import { settleQueuedJobs } from '../../src/server/test/jobs.js';
import { testWeekAndCalendars } from '../../src/server/test/organisation.js';

export const PASSWORD = 'Fault-pass-123';

/** `options`: what both apps get besides their database (a mailer, their job workers). */
export async function twoInstances(url: string, poolSize = 8, options: Partial<AppOptions> = {}) {
  const secret = randomBytes(32).toString('hex');
  const databases: Database[] = [];
  const apps: FastifyInstance[] = [];
  for (let i = 0; i < 2; i++) {
    const database = openPostgres(url, poolSize);
    await database.migrate();
    databases.push(database);
    apps.push(await buildApp({ database, jwtSecret: secret, dataKey: TEST_DATA_KEY, ...options }));
  }
  const passwordHash = await hashPassword(PASSWORD);
  const db = databases[0]!.db;
  await testWeekAndCalendars(db);

  /** A new person of `role`, signed in through the first instance. */
  async function person(role: 'employee' | 'manager' | 'hr', managerId: string | null = null) {
    const tag = randomBytes(6).toString('hex');
    const [row] = await db
      .insert(employees)
      .values({
        email: `fault-${tag}@test.example`,
        passwordHash,
        role,
        firstName: 'Fault',
        lastName: tag,
        employeeCode: `FAULT-${tag}`,
        managerId,
      })
      .returning();
    const login = await apps[0]!.inject({
      method: 'POST',
      url: '/api/employee/login',
      payload: { email: row!.email, password: PASSWORD },
    });
    return { row: row!, headers: { authorization: `Bearer ${login.json().accessToken}` } };
  }

  return {
    apps,
    db,
    /** Each instance's own database. */
    databases,
    person,
    async close() {
      for (const app of apps) await app.close();
      for (const database of databases) await database.close();
    },
  };
}

/**
 * The test database holds the e-mail jobs of every earlier test file (which ran no worker) and their people:
 * marked done, but for e-mails to `keep` (employee ids), and today's daily job with them, so a test's workers
 * send only what the test makes.
 */
export async function settleEarlierJobs(database: Database, keep: string[] = []) {
  await settleQueuedJobs(database.db, keep);
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  await database.db
    .insert(jobs)
    .values([-1, 0, 1].map((d) => ({ ...dailyJob.job(day(d), { date: day(d) }), status: 'done' as const })))
    .onConflictDoNothing();
}
