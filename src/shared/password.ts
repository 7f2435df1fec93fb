/** The password generator of spec §5: 12 random characters from letters, digits and symbols. */

import { z } from 'zod';
import { says } from './i18n/refusals.js';

const LOWER = 'abcdefghijkmnopqrstuvwxyz';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const SYMBOLS = '!@#$%^&*-_=+?';
const groups = [LOWER, UPPER, DIGITS, SYMBOLS];
const ALL = groups.join('');

export const GENERATED_PASSWORD_LENGTH = 12;
/** Every password anyone sets: hr for an employee, a reset, a change. */
export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;

/** A uniform random index below `n`, without modulo bias. */
function randomIndex(n: number): number {
  const limit = Math.floor(0x1_0000_0000 / n) * n;
  const buffer = new Uint32Array(1);
  for (;;) {
    crypto.getRandomValues(buffer);
    if (buffer[0]! < limit) return buffer[0]! % n;
  }
}

const pick = (chars: string) => chars[randomIndex(chars.length)]!;

/**
 * At least one character of each group (so it passes any "mix of characters" rule), the rest from all of them,
 * shuffled. Look-alikes (l, O, 0, 1) are left out because the password is often read off a screen.
 */
export function generatePassword(length = GENERATED_PASSWORD_LENGTH): string {
  const chars = groups.map(pick);
  while (chars.length < length) chars.push(pick(ALL));
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomIndex(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}

/**
 * A form's schema plus `confirm`, which must repeat the new password in `field` (the change and reset forms);
 * the API never receives `confirm`.
 */
export function withConfirmation<Shape extends z.ZodRawShape>(
  schema: z.ZodObject<Shape>,
  field: keyof Shape & string,
) {
  return schema
    .extend({ confirm: z.string() })
    .refine((v) => (v as Record<string, unknown>)[field] === (v as Record<string, unknown>).confirm, {
      path: ['confirm'],
      error: says('passwords_differ'),
    });
}
