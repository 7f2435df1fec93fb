import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createPiiCipher, maskPii, parseDataKey } from './pii.js';

describe('PII encryption', () => {
  const cipher = createPiiCipher(randomBytes(32));

  it('round-trips, with a fresh IV every time', () => {
    const a = cipher.seal('SSF-2200001234')!;
    const b = cipher.seal('SSF-2200001234')!;
    expect(a).not.toBe(b);
    expect(a).not.toContain('2200001234');
    expect(cipher.open(a)).toBe('SSF-2200001234');
    expect(cipher.seal('')).toBeNull();
    expect(cipher.open(null)).toBe('');
  });

  it('refuses a tampered value and another key', () => {
    const sealed = cipher.seal('0123456789')!;
    const parts = sealed.split('.');
    parts[3] = Buffer.from('9999999999').toString('base64url');
    expect(() => cipher.open(parts.join('.'))).toThrow();
    expect(() => createPiiCipher(randomBytes(32)).open(sealed)).toThrow();
  });

  it('masks all but the last four characters', () => {
    expect(maskPii('SSF-2200001234')).toBe('••••••••••1234');
    expect(maskPii('123')).toBe('••••');
    expect(maskPii('')).toBe('');
  });

  it('reads hex and base64 keys of 32 bytes only', () => {
    const raw = randomBytes(32);
    expect(parseDataKey(raw.toString('hex')).equals(raw)).toBe(true);
    expect(parseDataKey(raw.toString('base64')).equals(raw)).toBe(true);
    expect(() => parseDataKey('short')).toThrow(/32 bytes/);
  });
});
