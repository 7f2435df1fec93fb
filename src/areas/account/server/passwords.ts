import { createHash, randomBytes } from 'node:crypto';
import { verify } from '@node-rs/argon2';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Actor, Trace } from '../../../server/actor.js';
import type { Db, Tx } from '../../../server/db/client.js';
import { employees, passwordResets } from '../../../server/db/schema.js';
import { announceSessionsEnded } from '../../../server/http/auth.js';
import { refuse } from '../../../server/http/errors.js';
import { localeOf, wordsOf } from '../../../server/http/locale.js';
import type { Mailer } from '../../../server/mailer.js';
import { fill } from '../../../shared/i18n/index.js';
import { recordAudit } from '../../audit/server/writes.js';
import { notify } from '../../notifications/server/writes.js';
import { hashPassword } from './service.js';

export const RESET_MINUTES = 30;
const digest = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new single-use token for an employee, valid for `minutes`; it replaces any earlier unused one. */
export async function issueResetToken(tx: Tx, by: Trace, employeeId: string, minutes: number) {
  const token = randomBytes(32).toString('base64url');
  await tx
    .delete(passwordResets)
    .where(and(eq(passwordResets.employeeId, employeeId), isNull(passwordResets.usedAt)));
  await tx.insert(passwordResets).values({
    employeeId,
    tokenHash: digest(token),
    expiresAt: new Date(Date.now() + minutes * 60_000),
  });
  await recordAudit(tx, by, { action: 'send_reset_link', entity: 'employee', entityId: employeeId });
  return token;
}

/** Makes a single-use reset link for an active employee and e-mails it. Does nothing for anyone else. */
export async function sendResetLink(db: Db, mailer: Mailer, email: string, baseUrl: string, by: Trace) {
  const [person] = await db
    .select({
      id: employees.id,
      email: employees.email,
      firstName: employees.firstName,
      status: employees.status,
    })
    .from(employees)
    .where(sql`lower(${employees.email}) = ${email.toLowerCase()}`);
  if (person?.status !== 'active') return false;
  const token = await db.transaction((tx) => issueResetToken(tx, by, person.id, RESET_MINUTES));
  const link = `${baseUrl}/reset-password?token=${token}`;
  // In the person's language, else the organisation's (rules §9).
  const { email: words } = wordsOf(await localeOf(db, person.id));
  await mailer.send({
    to: person.email,
    subject: words.resetSubject,
    text: fill(words.resetText, { name: person.firstName, minutes: RESET_MINUTES, link }),
  });
  return true;
}

/** Sets a new password from a reset token; the token is spent and every session of that person ends. */
export async function resetPassword(db: Db, by: Trace, token: string, password: string) {
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    // Marking the token used in the same statement that finds it makes a double use impossible.
    const [reset] = await tx
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(passwordResets.tokenHash, digest(token)),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, new Date()),
        ),
      )
      .returning({ employeeId: passwordResets.employeeId });
    if (!reset) throw refuse(400, 'reset_invalid');
    const [updated] = await tx
      .update(employees)
      .set({ passwordHash, sessionsValidAfter: new Date(), updatedAt: new Date() })
      .where(and(eq(employees.id, reset.employeeId), eq(employees.status, 'active')))
      .returning({ id: employees.id });
    if (!updated) throw refuse(400, 'reset_invalid');
    await recordAudit(tx, by, { action: 'reset_password', entity: 'employee', entityId: updated.id });
    await announceSessionsEnded(tx, updated.id);
    await notify(tx, [{ recipientId: updated.id, type: 'password_changed', link: '/profile' }]);
  });
}

/** Changes the caller's password after checking the current one; other sessions end, this one gets a new token. */
export async function changePassword(db: Db, by: Actor, current: string, next: string) {
  const employeeId = by.id;
  const [person] = await db
    .select({ passwordHash: employees.passwordHash })
    .from(employees)
    .where(eq(employees.id, employeeId));
  if (!person || !(await verify(person.passwordHash, current).catch(() => false)))
    throw refuse(400, 'wrong_current_password');
  const passwordHash = await hashPassword(next);
  const validAfter = new Date();
  await db.transaction(async (tx) => {
    await tx
      .update(employees)
      .set({ passwordHash, sessionsValidAfter: validAfter, updatedAt: validAfter })
      .where(eq(employees.id, employeeId));
    await recordAudit(tx, by, { action: 'change_password', entity: 'employee', entityId: employeeId });
    await announceSessionsEnded(tx, employeeId);
    await notify(tx, [{ recipientId: employeeId, type: 'password_changed', link: '/profile' }]);
  });
}
