/**
 * Two-step sign-in (issue 45, decision 037): enrolling an authenticator app, the code step of signing in,
 * turning it off, hr's reset of a lost device, and hr's requirement. The secret is sealed with DATA_KEY
 * (`crypto/pii.ts`); recovery codes are kept as SHA-256 (each has 50 random bits and is spent once, so a slow hash
 * buys nothing); a code is accepted one step either side of now and never twice (`last_step`). Every code tried is
 * throttled as a password is (`rate-limit.ts`, under the key `two-step:<id>`). Every security event is audited and
 * tells the person (a `two_step` notice: in the app and by e-mail, always).
 */
import { createHash, randomBytes } from 'node:crypto';
import { verify } from '@node-rs/argon2';
import { and, count, eq, gt, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { Actor, Trace } from '../../../server/actor.js';
import type { PiiCipher } from '../../../server/crypto/pii.js';
import type { Db, Tx } from '../../../server/db/client.js';
import { employees } from '../../../server/db/schema.js';
import { announceSessionsEnded } from '../../../server/http/auth.js';
import { refuse } from '../../../server/http/errors.js';
import type { Role } from '../../../shared/enums.js';
import { type Capability, roleCan } from '../../../shared/permissions.js';
import { recordAudit } from '../../audit/server/writes.js';
import { notify } from '../../notifications/server/writes.js';
import {
  CHALLENGE_MINUTES,
  isRecoveryCode,
  RECOVERY_CODE_COUNT,
  type TwoStepPolicy,
  type TwoStepStatus,
} from '../two-step.js';
import { admitAttempt, countSuccess } from './rate-limit.js';
import { twoStepChallenges, twoStepFactors, twoStepPolicy, twoStepRecoveryCodes } from './schema.js';
import { base32Encode, groupedKey, matchingStep, newSecret, otpauthUri } from './totp.js';

const digest = (text: string) => createHash('sha256').update(text).digest('hex');
/** The throttle's account key for a person's codes: apart from their password's. */
export const codeKey = (employeeId: string) => `two-step:${employeeId}`;

type Event = 'enabled' | 'disabled' | 'reset' | 'recovery_used';
async function securityEvent(tx: Tx, by: Trace, employeeId: string, event: Event) {
  const action = {
    enabled: 'enable_two_step',
    disabled: 'disable_two_step',
    reset: 'reset_two_step',
    recovery_used: 'use_recovery_code',
  }[event];
  await recordAudit(tx, by, { action, entity: 'employee', entityId: employeeId });
  await notify(tx, [{ recipientId: employeeId, type: 'two_step', params: { event }, link: '/settings' }]);
}

/** Ten new recovery codes (`xxxxx-xxxxx`, base32 lower-case), replacing any earlier ones. */
async function newRecoveryCodes(tx: Tx, employeeId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const text = base32Encode(randomBytes(7)).slice(0, 10).toLowerCase();
    return `${text.slice(0, 5)}-${text.slice(5)}`;
  });
  await tx.delete(twoStepRecoveryCodes).where(eq(twoStepRecoveryCodes.employeeId, employeeId));
  await tx.insert(twoStepRecoveryCodes).values(codes.map((code) => ({ employeeId, codeHash: digest(code) })));
  return codes;
}

/**
 * Spends `code` for a person with a confirmed factor, or answers null: a TOTP code in the window and newer than
 * the last one accepted (one statement sets `last_step`, so a code raced in twice is accepted once), or a recovery
 * code not used yet (one statement marks it used).
 */
async function spendCode(
  tx: Tx,
  pii: PiiCipher,
  employeeId: string,
  code: string,
  now: Date,
): Promise<'totp' | 'recovery' | null> {
  if (isRecoveryCode(code)) {
    const [used] = await tx
      .update(twoStepRecoveryCodes)
      .set({ usedAt: now })
      .where(
        and(
          eq(twoStepRecoveryCodes.employeeId, employeeId),
          eq(twoStepRecoveryCodes.codeHash, digest(code)),
          isNull(twoStepRecoveryCodes.usedAt),
        ),
      )
      .returning({ id: twoStepRecoveryCodes.id });
    return used ? 'recovery' : null;
  }
  const [factor] = await tx
    .select({ secret: twoStepFactors.secret })
    .from(twoStepFactors)
    .where(and(eq(twoStepFactors.employeeId, employeeId), isNotNull(twoStepFactors.confirmedAt)));
  if (!factor) return null;
  const step = matchingStep(pii.open(factor.secret), code, now);
  if (step === null) return null;
  const [spent] = await tx
    .update(twoStepFactors)
    .set({ lastStep: step })
    .where(
      and(
        eq(twoStepFactors.employeeId, employeeId),
        or(isNull(twoStepFactors.lastStep), lt(twoStepFactors.lastStep, step)),
      ),
    )
    .returning({ step: twoStepFactors.lastStep });
  return spent ? 'totp' : null;
}

/** Does the person have two-step sign-in on? */
export async function hasTwoStep(db: Db | Tx, employeeId: string): Promise<boolean> {
  const [row] = await db
    .select({ on: twoStepFactors.employeeId })
    .from(twoStepFactors)
    .where(and(eq(twoStepFactors.employeeId, employeeId), isNotNull(twoStepFactors.confirmedAt)));
  return row !== undefined;
}

export async function readPolicy(db: Db | Tx): Promise<TwoStepPolicy & { since: Date }> {
  const [row] = await db.select().from(twoStepPolicy).where(eq(twoStepPolicy.id, 1));
  return {
    capabilities: (row?.capabilities ?? []) as Capability[],
    graceDays: row?.graceDays ?? 14,
    since: row?.since ?? new Date(0),
  };
}

/** Whether hr requires two-step sign-in of a role: a capability it holds beyond its own record. */
export const requiredOf = (policy: TwoStepPolicy, role: Role) =>
  policy.capabilities.some((c) => roleCan(role, c, 'any') || roleCan(role, c, 'team'));

/** When a required person's grace ends; null when not required. */
export const dueByOf = (policy: TwoStepPolicy & { since: Date }, role: Role) =>
  requiredOf(policy, role) ? new Date(policy.since.getTime() + policy.graceDays * 86_400_000) : null;

/** Is a person signing in now past their grace without two-step sign-in? */
export async function enrolmentOverdue(db: Db, employeeId: string, role: Role, now: Date) {
  const dueBy = dueByOf(await readPolicy(db), role);
  return dueBy !== null && now >= dueBy && !(await hasTwoStep(db, employeeId));
}

export async function twoStepStatus(db: Db, me: Actor): Promise<TwoStepStatus> {
  const [[left], enabled, policy] = await Promise.all([
    db
      .select({ n: count() })
      .from(twoStepRecoveryCodes)
      .where(and(eq(twoStepRecoveryCodes.employeeId, me.id), isNull(twoStepRecoveryCodes.usedAt))),
    hasTwoStep(db, me.id),
    readPolicy(db),
  ]);
  const dueBy = dueByOf(policy, me.role);
  return {
    enabled,
    recoveryCodesLeft: enabled ? Number(left?.n ?? 0) : 0,
    required: dueBy !== null,
    dueBy: dueBy && !enabled ? dueBy.toISOString() : null,
  };
}

/** Starts (or starts again) enrolling: a new secret, not in force until a code confirms it. */
export async function startTwoStep(db: Db, pii: PiiCipher, me: Actor, issuer: string) {
  const secret = newSecret();
  const [person] = await db.select({ email: employees.email }).from(employees).where(eq(employees.id, me.id));
  if (!person) throw refuse(401, 'sign_in_required');
  const started = await db
    .insert(twoStepFactors)
    .values({ employeeId: me.id, secret: pii.seal(secret) as string })
    .onConflictDoUpdate({
      target: twoStepFactors.employeeId,
      set: { secret: pii.seal(secret) as string, lastStep: null, createdAt: new Date() },
      setWhere: isNull(twoStepFactors.confirmedAt),
    })
    .returning({ id: twoStepFactors.employeeId });
  if (started.length === 0) throw refuse(409, 'two_step_already_enabled');
  return { uri: otpauthUri(issuer, person.email, secret), key: groupedKey(secret) };
}

/** Confirms enrolment with a current code: two-step sign-in is on, and ten recovery codes are made, shown once. */
export async function confirmTwoStep(
  db: Db,
  pii: PiiCipher,
  me: Actor,
  code: string,
  address: string,
  now: Date,
) {
  await admitAttempt(db, codeKey(me.id), address);
  const codes = await db.transaction(async (tx) => {
    const [factor] = await tx
      .select({ secret: twoStepFactors.secret, confirmedAt: twoStepFactors.confirmedAt })
      .from(twoStepFactors)
      .where(eq(twoStepFactors.employeeId, me.id))
      .for('update');
    if (!factor) throw refuse(409, 'two_step_not_started');
    if (factor.confirmedAt) throw refuse(409, 'two_step_already_enabled');
    const step = matchingStep(pii.open(factor.secret), code, now);
    if (step === null) return null;
    await tx
      .update(twoStepFactors)
      .set({ confirmedAt: now, lastStep: step })
      .where(eq(twoStepFactors.employeeId, me.id));
    const made = await newRecoveryCodes(tx, me.id);
    await securityEvent(tx, me, me.id, 'enabled');
    return made;
  });
  if (!codes) throw refuse(400, 'two_step_wrong_code', { field: 'code' });
  await countSuccess(db, codeKey(me.id), address);
  return { recoveryCodes: codes };
}

/** Turns two-step sign-in off: the password and a code (or a recovery code) both needed. */
export async function disableTwoStep(
  db: Db,
  pii: PiiCipher,
  me: Actor,
  body: { password: string; code: string },
  address: string,
  now: Date,
) {
  await admitAttempt(db, codeKey(me.id), address);
  const [person] = await db
    .select({ hash: employees.passwordHash })
    .from(employees)
    .where(eq(employees.id, me.id));
  if (!person || !(await verify(person.hash, body.password).catch(() => false)))
    throw refuse(400, 'wrong_current_password', { field: 'password' });
  if (!(await hasTwoStep(db, me.id))) throw refuse(409, 'two_step_not_enabled');
  const done = await db.transaction(async (tx) => {
    if (!(await spendCode(tx, pii, me.id, body.code, now))) return false;
    await removeFactor(tx, me.id);
    await securityEvent(tx, me, me.id, 'disabled');
    return true;
  });
  if (!done) throw refuse(400, 'two_step_wrong_code', { field: 'code' });
  await countSuccess(db, codeKey(me.id), address);
}

async function removeFactor(tx: Tx, employeeId: string) {
  await tx.delete(twoStepRecoveryCodes).where(eq(twoStepRecoveryCodes.employeeId, employeeId));
  await tx.delete(twoStepChallenges).where(eq(twoStepChallenges.employeeId, employeeId));
  return tx
    .delete(twoStepFactors)
    .where(eq(twoStepFactors.employeeId, employeeId))
    .returning({ id: twoStepFactors.employeeId });
}

/**
 * hr resets a person's second factor (a lost device): it is gone, their sessions end, and they are told. The
 * person signs in with their password alone and enrols again (at once, when hr requires it of them).
 */
export async function resetTwoStep(db: Db, by: Actor, employeeId: string) {
  await db.transaction(async (tx) => {
    // Only a factor in force is reset: an enrolment never confirmed signs nobody out.
    if (!(await hasTwoStep(tx, employeeId))) throw refuse(409, 'two_step_not_enabled');
    await removeFactor(tx, employeeId);
    await tx.update(employees).set({ sessionsValidAfter: new Date() }).where(eq(employees.id, employeeId));
    await announceSessionsEnded(tx, employeeId);
    await securityEvent(tx, by, employeeId, 'reset');
  });
}

/** The password step's answer for someone with two-step sign-in: a challenge for the code step, not a session. */
export async function issueChallenge(db: Db, employeeId: string, address: string, now: Date) {
  const challenge = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + CHALLENGE_MINUTES * 60_000);
  await db.delete(twoStepChallenges).where(lt(twoStepChallenges.expiresAt, now));
  await db.insert(twoStepChallenges).values({ tokenHash: digest(challenge), employeeId, address, expiresAt });
  return { twoStep: { challenge, expiresAt: expiresAt.toISOString() } };
}

/**
 * The code step: a live challenge and a code (or a recovery code) answer the person to sign in, spending the
 * challenge; a wrong code counts against them as a wrong password does.
 */
export async function passChallenge(
  db: Db,
  pii: PiiCipher,
  body: { challenge: string; code: string },
  address: string,
  trace: (employeeId: string) => Trace,
  now: Date,
): Promise<string> {
  const [challenge] = await db
    .select({ employeeId: twoStepChallenges.employeeId })
    .from(twoStepChallenges)
    .where(
      and(eq(twoStepChallenges.tokenHash, digest(body.challenge)), gt(twoStepChallenges.expiresAt, now)),
    );
  if (!challenge) throw refuse(401, 'two_step_challenge_invalid');
  const { employeeId } = challenge;
  await admitAttempt(db, codeKey(employeeId), address);
  // A wrong code rolls the transaction back: the challenge stays for another try (throttled), nothing is spent.
  await db.transaction(async (tx) => {
    const spent = await tx
      .delete(twoStepChallenges)
      .where(eq(twoStepChallenges.tokenHash, digest(body.challenge)))
      .returning({ id: twoStepChallenges.employeeId });
    if (spent.length === 0) throw refuse(401, 'two_step_challenge_invalid');
    const how = await spendCode(tx, pii, employeeId, body.code, now);
    if (!how) throw refuse(401, 'two_step_wrong_code', { field: 'code' });
    if (how === 'recovery') await securityEvent(tx, trace(employeeId), employeeId, 'recovery_used');
  });
  await countSuccess(db, codeKey(employeeId), address);
  return employeeId;
}

/** hr's requirement, changed: `since` moves to now when it widens, so the newly required get their grace. */
export async function savePolicy(db: Db, by: Actor, next: TwoStepPolicy, now: Date) {
  return db.transaction(async (tx) => {
    const before = await readPolicy(tx);
    const widened = next.capabilities.some((c) => !before.capabilities.includes(c));
    const [row] = await tx
      .insert(twoStepPolicy)
      .values({ id: 1, capabilities: next.capabilities, graceDays: next.graceDays, since: now })
      .onConflictDoUpdate({
        target: twoStepPolicy.id,
        set: {
          capabilities: next.capabilities,
          graceDays: next.graceDays,
          ...(widened ? { since: now } : {}),
        },
      })
      .returning();
    await recordAudit(tx, by, {
      action: 'update',
      entity: 'two_step_policy',
      before: { capabilities: before.capabilities, graceDays: before.graceDays },
      after: next,
    });
    return {
      capabilities: (row?.capabilities ?? []) as Capability[],
      graceDays: row?.graceDays ?? next.graceDays,
    };
  });
}
