/** What start-up decides from the configuration and the database: where to listen, and what to warn about. */
import { isNotNull, or, sql } from 'drizzle-orm';
import { createPiiCipher, PII_FIELDS } from './crypto/pii.js';
import type { Db } from './db/client.js';
import { employees } from './db/schema.js';
import { DEMO_PASSWORD } from './db/seed/demo.js';
import type { Env } from './env.js';

type Settings = Pick<Env, 'host' | 'publicUrl' | 'allowedHosts' | 'now' | 'clockOffsetSeconds'>;

/** Unset HOST listens on localhost only while anyone can sign in with the published demo password. */
export function listenPlan(env: Settings, demoAccounts: boolean): { host: string; warnings: string[] } {
  const warnings: string[] = [];
  if (env.clockOffsetSeconds)
    warnings.push(
      `HRIS_CLOCK_OFFSET_SECONDS is set: this server's clock reads ${env.now().toISOString()}, not the real time, and records attendance, leave and payroll by it. For tests and demos only.`,
    );
  if (!env.publicUrl)
    warnings.push(
      `PUBLIC_URL is unset: reset, import and calendar links are made only for requests to ${env.allowedHosts.join(', ')} (ALLOWED_HOSTS). Set PUBLIC_URL to the address people open.`,
    );
  if (demoAccounts) {
    warnings.push(
      `Demo accounts (hr@example.com and the others) still sign in with the published password ${DEMO_PASSWORD}: anyone who reaches this server can sign in as them. Change their passwords, or start an empty database with HRIS_DEMO=0.`,
    );
    if (!env.host)
      warnings.push(
        'Listening on localhost only while the demo accounts exist: set HOST (0.0.0.0 for every interface) to listen elsewhere.',
      );
  }
  return { host: env.host ?? (demoAccounts ? 'localhost' : '0.0.0.0'), warnings };
}

/**
 * Why the server must not start with this DATA_KEY, if it must not: the key does not open the personal numbers
 * the database holds (a restored data directory started without its old key, which would otherwise get a new
 * one and lose every number silently).
 */
export async function dataKeyRefusal(db: Db, dataKey: Buffer): Promise<string | undefined> {
  // Any sealed number will do: an organisation on Nepal's profile may have no SSN or tax id at all.
  const sealed = PII_FIELDS.map((f) => employees[f]);
  const [row] = await db
    .select({ value: sql<string>`coalesce(${sql.join(sealed, sql`, `)})` })
    .from(employees)
    .where(or(...sealed.map((c) => isNotNull(c))))
    .limit(1);
  if (!row) return undefined;
  try {
    createPiiCipher(dataKey).open(row.value);
    return undefined;
  } catch {
    return 'DATA_KEY does not open the personal numbers in this database. Start with the key they were sealed with (DATA_KEY, or the data-key file of the DATA_DIR they came from); the server will not start with another, which would lose them.';
  }
}
