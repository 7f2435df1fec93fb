/**
 * Two-step sign-in (issue 45, decision 037): the shapes of its calls, shared by the server and the client.
 * A code is six digits from an authenticator app (spaces allowed, as apps show them) or one of the person's
 * recovery codes (`xxxxx-xxxxx`).
 */
import { z } from 'zod';
import { says } from '../../shared/i18n/refusals.js';
import { allPermissions, type Capability } from '../../shared/permissions.js';

export const RECOVERY_CODE_COUNT = 10;
/** Minutes the password step's challenge stays good for the code step. */
export const CHALLENGE_MINUTES = 5;

const TOTP_PATTERN = /^\d{6}$/;
const RECOVERY_PATTERN = /^[a-z2-7]{5}-[a-z2-7]{5}$/;

/** What a person types: digits with any spaces dropped, a recovery code lower-cased. */
export const normaliseCode = (code: string) => {
  const squeezed = code.replace(/\s+/g, '').toLowerCase();
  return TOTP_PATTERN.test(squeezed) ? squeezed : squeezed.replace(/^([a-z2-7]{5})([a-z2-7]{5})$/, '$1-$2');
};
export const isTotpCode = (code: string) => TOTP_PATTERN.test(code);
export const isRecoveryCode = (code: string) => RECOVERY_PATTERN.test(code);

const codeField = (recovery: boolean) =>
  z
    .string({ error: says('field_required', { field: 'Code' }) })
    .max(40, { error: says('two_step_code_format') })
    .transform(normaliseCode)
    .refine((code) => isTotpCode(code) || (recovery && isRecoveryCode(code)), {
      error: says('two_step_code_format'),
    });

/** The code step of signing in: the challenge the password step answered, and a code or a recovery code. */
export const verifyTwoStepBody = z.object({
  challenge: z
    .string({ error: says('field_required', { field: 'Challenge' }) })
    .min(20, { error: says('two_step_challenge_invalid') })
    .max(100, { error: says('two_step_challenge_invalid') }),
  code: codeField(true),
});
export type VerifyTwoStepBody = z.input<typeof verifyTwoStepBody>;

/** The password step's answer when a code is needed: no session yet, a challenge for the code step. */
export const twoStepNeededReply = z.object({
  twoStep: z.object({ challenge: z.string(), expiresAt: z.string() }),
});
export type TwoStepNeeded = z.infer<typeof twoStepNeededReply>;

/** Enrolment started: the key to add to an authenticator app, as an otpauth URI and as typed by hand. */
export const startTwoStepReply = z.object({
  /** `otpauth://totp/…`: a phone opens its authenticator app with it. */
  uri: z.string(),
  /** The base32 secret, in groups of four as an app expects it typed. */
  key: z.string(),
});

export const confirmTwoStepBody = z.object({ code: codeField(false) });
export type ConfirmTwoStepBody = z.input<typeof confirmTwoStepBody>;

/** Shown once, never again: each signs in once in place of a code. */
export const recoveryCodesReply = z.object({
  recoveryCodes: z.array(z.string()),
  /** A full session in place of one signed only to enrol (when hr required it): the client keeps it. */
  accessToken: z.string().optional(),
});

export const disableTwoStepBody = z.object({
  password: z
    .string({ error: says('field_required', { field: 'Password' }) })
    .min(1, { error: says('field_required', { field: 'Password' }) })
    .max(1024, { error: says('password_too_long') }),
  code: codeField(true),
});
export type DisableTwoStepBody = z.input<typeof disableTwoStepBody>;

/** The caller's second factor: on or off, recovery codes left, and whether hr requires it of them (and by when). */
export const twoStepStatusReply = z.object({
  enabled: z.boolean(),
  recoveryCodesLeft: z.number(),
  required: z.boolean(),
  /** When the grace period ends (ISO instant) for someone required who has not enrolled; null otherwise. */
  dueBy: z.string().nullable(),
});
export type TwoStepStatus = z.infer<typeof twoStepStatusReply>;

/** Capabilities hr may require two-step sign-in for: any there is, named without scope. */
export const requirableCapabilities = [
  ...new Set(allPermissions.map((p) => p.slice(0, p.lastIndexOf(':')) as Capability)),
];

/** hr's requirement: who must use two-step sign-in (by capability, never by role) and the grace in days. */
export const twoStepPolicy = z.object({
  capabilities: z
    .array(
      z.enum(requirableCapabilities as [Capability, ...Capability[]], { error: says('two_step_capability') }),
    )
    .max(requirableCapabilities.length),
  graceDays: z
    .number({ error: says('field_number', { field: 'Grace days' }) })
    .int({ error: says('field_number', { field: 'Grace days' }) })
    .min(0, { error: says('two_step_grace') })
    .max(365, { error: says('two_step_grace') }),
});
export type TwoStepPolicy = z.infer<typeof twoStepPolicy>;
