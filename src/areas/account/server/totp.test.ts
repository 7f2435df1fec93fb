import { describe, expect, it } from 'vitest';
import {
  base32Decode,
  base32Encode,
  codeAt,
  hotp,
  matchingStep,
  otpauthUri,
  STEP_SECONDS,
  stepAt,
} from './totp.js';

// RFC 6238 appendix B, SHA-1: the secret is the ASCII "12345678901234567890"; the codes are eight digits.
const rfcKey = Buffer.from('12345678901234567890', 'ascii');
const rfcVectors: [number, string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('TOTP (RFC 6238)', () => {
  it.each(rfcVectors)('gives RFC 6238’s code at %i seconds', (seconds, code) => {
    expect(hotp(rfcKey, Math.floor(seconds / STEP_SECONDS), 8)).toBe(code);
  });

  it('reads and writes base32 as authenticator apps do (RFC 4648)', () => {
    expect(base32Encode(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
    expect(base32Decode('MZXW 6YTB OI======').toString()).toBe('foobar');
    expect(base32Encode(rfcKey)).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
  });

  it('accepts a code one step either side of now, and none further', () => {
    const secret = base32Encode(rfcKey);
    const now = new Date(1_800_000_000_000);
    const step = stepAt(now);
    for (const delta of [-1, 0, 1])
      expect(matchingStep(secret, codeAt(secret, step + delta), now)).toBe(step + delta);
    for (const delta of [-2, 2]) expect(matchingStep(secret, codeAt(secret, step + delta), now)).toBeNull();
    expect(matchingStep(secret, '12345', now)).toBeNull();
  });

  it('writes an otpauth URI apps read', () => {
    expect(otpauthUri('Acme HR', 'sita@acme.example', 'ABCD')).toBe(
      'otpauth://totp/Acme%20HR:sita%40acme.example?secret=ABCD&issuer=Acme+HR&algorithm=SHA1&digits=6&period=30',
    );
  });
});
