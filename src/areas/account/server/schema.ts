/**
 * The account area's tables for two-step sign-in (issue 45, decision 037), re-exported by `db/schema.ts`: a
 * person's authenticator secret (sealed with DATA_KEY, like personal numbers), their recovery codes (hashed, each
 * spent once), the short-lived challenges between the password step and the code step, and hr's requirement.
 */
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, instant, ref } from '../../../server/db/columns.js';
import { employees } from '../../../server/db/schema.js';

/**
 * A person's TOTP factor: made by starting enrolment, in force once confirmed with a code. `last_step` is the
 * newest 30-second step a code was accepted for: a code of that step or an earlier one is refused (no replay).
 */
export const twoStepFactors = pgTable(
  'two_step_factors',
  {
    employeeId: ref('employee_id', () => employees.id, 'cascade').primaryKey(),
    /** The base32 secret, sealed (`crypto/pii.ts`): `v1.<iv>.<tag>.<ciphertext>`. */
    secret: text('secret').notNull(),
    confirmedAt: instant('confirmed_at'),
    lastStep: bigint('last_step', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [check('two_step_factors_sealed', sql`${t.secret} like 'v1.%'`)],
);

/** Ten per confirmed factor, shown once: only their SHA-256 is kept; `used_at` spends one for good. */
export const twoStepRecoveryCodes = pgTable(
  'two_step_recovery_codes',
  {
    id: id(),
    employeeId: ref('employee_id', () => employees.id, 'cascade').notNull(),
    codeHash: text('code_hash').notNull(),
    usedAt: instant('used_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('two_step_recovery_codes_key').on(t.employeeId, t.codeHash)],
);

/**
 * The password step's answer when a code is needed: a random token (only its SHA-256 kept) naming the person,
 * good for a few minutes and spent by the code step. It is not a session: no call but the code step takes it.
 */
export const twoStepChallenges = pgTable(
  'two_step_challenges',
  {
    tokenHash: text('token_hash').primaryKey(),
    employeeId: ref('employee_id', () => employees.id, 'cascade').notNull(),
    /** Where the password step came from: the code step is throttled by the same address. */
    address: text('address').notNull(),
    expiresAt: instant('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('two_step_challenges_expires_idx').on(t.expiresAt)],
);

/**
 * hr's requirement (one row): whoever holds one of `capabilities` (in any scope) must use two-step sign-in,
 * `grace_days` after `since` (when the requirement last widened).
 */
export const twoStepPolicy = pgTable(
  'two_step_policy',
  {
    id: smallint('id').primaryKey().default(1),
    capabilities: text('capabilities').array().notNull().default(sql`'{}'::text[]`),
    graceDays: integer('grace_days').notNull().default(14),
    since: instant('since').notNull().defaultNow(),
  },
  (t) => [
    check('two_step_policy_one_row', sql`${t.id} = 1`),
    check('two_step_policy_grace', sql`${t.graceDays} between 0 and 365`),
  ],
);
