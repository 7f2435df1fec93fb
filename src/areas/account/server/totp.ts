/**
 * Time-based one-time passwords (RFC 6238 over RFC 4226's HOTP): HMAC-SHA1, six digits, 30-second steps, as every
 * authenticator app reads an `otpauth://totp/` URI. Written on node:crypto (decision 037); the tests check it
 * against RFC 6238's own test vectors.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const STEP_SECONDS = 30;
export const DIGITS = 6;
/** Steps either side of now a code is accepted for: a phone's clock a little off still signs in. */
export const WINDOW = 1;

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Encode(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

export function base32Decode(text: string): Buffer {
  const clean = text.toUpperCase().replace(/[\s=]/g, '');
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    const index = ALPHABET.indexOf(char);
    if (index < 0) throw new Error('not base32');
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** A new secret: 20 random bytes (160 bits, RFC 4226's recommendation), base32. */
export const newSecret = () => base32Encode(randomBytes(20));

/** The step an instant falls in. */
export const stepAt = (at: Date) => Math.floor(at.getTime() / 1000 / STEP_SECONDS);

/** HOTP: the code of `counter` for a secret's bytes. */
export function hotp(key: Buffer, counter: number, digits = DIGITS): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', key).update(message).digest();
  const offset = (mac[mac.length - 1] as number) & 0xf;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** The code for a base32 secret at `step`. */
export const codeAt = (secret: string, step: number) => hotp(base32Decode(secret), step);

/**
 * The step within the window whose code `code` is, newest first, or null. Every step in the window is compared
 * (in constant time), so how long it takes says nothing about which matched.
 */
export function matchingStep(secret: string, code: string, now: Date): number | null {
  const key = base32Decode(secret);
  const current = stepAt(now);
  let found: number | null = null;
  for (let delta = WINDOW; delta >= -WINDOW; delta--) {
    const expected = Buffer.from(hotp(key, current + delta));
    const given = Buffer.from(code.padEnd(DIGITS).slice(0, DIGITS));
    if (timingSafeEqual(expected, given) && found === null) found = current + delta;
  }
  return found;
}

/** The URI an authenticator app adds: issuer and account label, the secret, and the defaults spelled out. */
export function otpauthUri(issuer: string, account: string, secret: string): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  const query = new URLSearchParams({
    secret,
    issuer,
    algorithm: 'SHA1',
    digits: String(DIGITS),
    period: String(STEP_SECONDS),
  });
  return `otpauth://totp/${label}?${query}`;
}

/** The key as a person types it: groups of four. */
export const groupedKey = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');
