// `npm run create-admin -- --email you@org.com --password '…' [--organisation 'Name'] [--first-name A --last-name B]`:
// creates the first hr account of a real organisation on the configured database, and names the organisation.
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { hashPassword } from '../src/areas/account/server/writes.js';
import { openDatabase } from '../src/server/db/client.js';
import { employees, organisationSettings } from '../src/server/db/schema.js';
import { loadEnv } from '../src/server/env.js';

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    password: { type: 'string' },
    'first-name': { type: 'string', default: 'HR' },
    'last-name': { type: 'string', default: 'Administrator' },
    'employee-id': { type: 'string', default: 'HR-ADMIN' },
    organisation: { type: 'string' },
  },
});

const args = z
  .object({
    email: z.email({ error: '--email must be a valid email address' }),
    password: z
      .string({ error: '--password is required' })
      .min(8, { error: '--password must be at least 8 characters' }),
  })
  .safeParse(values);
if (!args.success) {
  console.error(args.error.issues.map((i) => i.message).join('\n'));
  console.error("Usage: npm run create-admin -- --email you@example.com --password 'a strong password'");
  process.exit(1);
}

const env = loadEnv();
const database = await openDatabase({ databaseUrl: env.databaseUrl, dataDir: env.dataDir });
try {
  await database.migrate();
  const [row] = await database.db
    .insert(employees)
    .values({
      email: args.data.email.toLowerCase(),
      passwordHash: await hashPassword(args.data.password),
      role: 'hr',
      firstName: values['first-name']!,
      lastName: values['last-name']!,
      employeeCode: values['employee-id']!,
      designation: 'HR Administrator',
      department: 'Human Resources',
      position: 'HR',
    })
    .returning({ id: employees.id });
  // Named here, the organisation is never the placeholder name a new database starts with.
  const name = values.organisation?.trim();
  if (name) await database.db.update(organisationSettings).set({ companyName: name.slice(0, 100) });
  console.log(`Created hr account ${args.data.email} (${row!.id}). Sign in at http://localhost:${env.port}`);
} catch (error) {
  const code = (error as { cause?: { code?: string } }).cause?.code ?? (error as { code?: string }).code;
  console.error(
    code === '23505' ? 'An employee with this email or employee ID already exists.' : String(error),
  );
  process.exitCode = 1;
} finally {
  await database.close();
}
