/**
 * Personal numbers (ssn, bank account, tax id) are encrypted at rest with AES-256-GCM. A sealed value is
 * `v1.<iv>.<tag>.<ciphertext>` in base64url; tampering fails the tag check.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

export const PII_FIELDS = [
  'bankAccount',
  'taxId',
  'ssn',
  'pan',
  'ssfNumber',
  'citizenshipNumber',
  'citizenshipDistrict',
  'nin',
] as const;
export type PiiField = (typeof PII_FIELDS)[number];

export function createPiiCipher(key: Buffer) {
  if (key.length !== 32)
    throw new Error('DATA_KEY must be 32 bytes (64 hex characters or 44 base64 characters)');
  return {
    seal(plain: string | null | undefined): string | null {
      if (plain === null || plain === undefined || plain === '') return null;
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', iv, cipher.getAuthTag(), body]
        .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
        .join('.');
    },
    open(sealed: string | null | undefined): string {
      if (!sealed) return '';
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || body === undefined) throw new Error('not a sealed value');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    },
  };
}
export type PiiCipher = ReturnType<typeof createPiiCipher>;

/** What the UI shows until someone allowed asks to reveal: the last four characters. */
export function maskPii(plain: string): string {
  if (!plain) return '';
  const visible = plain.length > 4 ? plain.slice(-4) : '';
  return `${'•'.repeat(Math.max(4, plain.length - visible.length))}${visible}`;
}

export function parseDataKey(value: string): Buffer {
  const key = /^[0-9a-f]{64}$/i.test(value) ? Buffer.from(value, 'hex') : Buffer.from(value, 'base64');
  if (key.length !== 32)
    throw new Error('DATA_KEY must be 32 bytes (64 hex characters or 44 base64 characters)');
  return key;
}
