import { hash, verify } from '@node-rs/argon2';
import { eq, sql } from 'drizzle-orm';
import type { Actor } from '../../../server/actor.js';
import type { PiiCipher } from '../../../server/crypto/pii.js';
import type { Db } from '../../../server/db/client.js';
import { employees, revokedTokens } from '../../../server/db/schema.js';
import { type AuthContext, announceSessionsEnded, type Tokens } from '../../../server/http/auth.js';
import { refuse } from '../../../server/http/errors.js';
import type { LoginBody } from '../../../shared/auth.js';
import type { Preferences } from '../../../shared/locale.js';
import type { UpdatePreferencesBody } from '../../../shared/preferences.js';
import { presentUser } from '../../employees/server/reads.js';
import { admitAttempt, countSuccess } from './rate-limit.js';
import { enrolmentOverdue, hasTwoStep, issueChallenge } from './two-step.js';

/** argon2id with the library's defaults (19 MiB, 2 passes): OWASP's recommended minimum. */
export const hashPassword = (password: string) => hash(password);

// Verified against when the e-mail is unknown, so both failures take the same time.
const decoyHash = hash('decoy password that matches nothing');

export async function login(
  db: Db,
  pii: PiiCipher,
  tokens: Tokens,
  body: LoginBody,
  address: string,
  now: Date,
) {
  await admitAttempt(db, body.email, address);
  const [row] = await db.select().from(employees).where(sql`lower(${employees.email}) = ${body.email}`);
  const matches = await verify(row?.passwordHash ?? (await decoyHash), body.password).catch(() => false);
  if (!row || !matches) throw refuse(401, 'invalid_login');
  await countSuccess(db, body.email, address);
  if (row.status === 'terminated') throw refuse(401, 'account_terminated');
  // With two-step sign-in on, the password step answers a challenge for the code step, not a session.
  if (await hasTwoStep(db, row.id)) return issueChallenge(db, row.id, address, now);
  // Required of them and past the grace: a session for enrolling and nothing else, until they have.
  const enrol = await enrolmentOverdue(db, row.id, row.role, now);
  return { accessToken: await tokens.sign(row.id, row.role, { enrol }), user: presentUser(row, pii) };
}

export async function findEmployee(db: Db, id: string) {
  const [row] = await db.select().from(employees).where(eq(employees.id, id));
  return row;
}

export async function logout(db: Db, auth: AuthContext) {
  await db.transaction(async (tx) => {
    await tx
      .insert(revokedTokens)
      .values({ jti: auth.jti, employeeId: auth.id, expiresAt: auth.expiresAt })
      .onConflictDoNothing();
    await announceSessionsEnded(tx, auth.id);
  });
  // Keep the table small: tokens past expiry need no record.
  await db.execute(sql`delete from revoked_tokens where expires_at < now()`);
}

/** A person's display choices (rules §9): only the fields sent change; null returns one to the default. */
export async function updatePreferences(
  db: Db,
  me: Actor,
  body: UpdatePreferencesBody,
): Promise<Preferences & { shareContact: boolean }> {
  const columns = {
    language: employees.language,
    calendar: employees.calendar,
    digits: employees.digits,
    shareContact: employees.shareContact,
  };
  const [row] =
    Object.keys(body).length === 0
      ? await db.select(columns).from(employees).where(eq(employees.id, me.id))
      : await db.update(employees).set(body).where(eq(employees.id, me.id)).returning(columns);
  if (!row) throw refuse(401, 'sign_in_required');
  return row;
}
