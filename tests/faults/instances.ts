/** Two server instances on one PostgreSQL, and people signed in on them: what the multi-instance fault tests share. */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app.js';
import { type Database, openPostgres } from '../../src/server/db/client.js';
import { employees } from '../../src/server/db/schema.js';
import { hashPassword } from '../../src/server/modules/auth/service.js';

const PASSWORD = 'Fault-pass-123';

export async function twoInstances(url: string, poolSize = 8) {
  const secret = randomBytes(32).toString('hex');
  const dataKey = randomBytes(32);
  const databases: Database[] = [];
  const apps: FastifyInstance[] = [];
  for (let i = 0; i < 2; i++) {
    const database = openPostgres(url, poolSize);
    await database.migrate();
    databases.push(database);
    apps.push(await buildApp({ database, jwtSecret: secret, dataKey }));
  }
  const passwordHash = await hashPassword(PASSWORD);
  const db = databases[0]!.db;

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
    person,
    async close() {
      for (const app of apps) await app.close();
      for (const database of databases) await database.close();
    },
  };
}
