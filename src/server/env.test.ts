/** TRUST_PROXY (decision 016): off unless set; true, or the trusted proxies' addresses; nonsense fails at start. */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadEnv } from './env.js';

const dir = mkdtempSync(path.join(os.tmpdir(), 'hris-env-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const env = (TRUST_PROXY?: string) =>
  loadEnv({ DATA_DIR: dir, ...(TRUST_PROXY === undefined ? {} : { TRUST_PROXY }) });

describe('TRUST_PROXY', () => {
  it('is off when unset, empty or false: the socket’s address is the client’s', () => {
    expect(env().trustProxy).toBe(false);
    expect(env('').trustProxy).toBe(false);
    expect(env('false').trustProxy).toBe(false);
  });
  it('is true, or the proxies’ addresses and CIDR ranges as written', () => {
    expect(env('true').trustProxy).toBe(true);
    expect(env('127.0.0.1, 10.0.0.0/8').trustProxy).toBe('127.0.0.1, 10.0.0.0/8');
    expect(env('::1').trustProxy).toBe('::1');
  });
  it('refuses anything else at start', () => {
    expect(() => env('yes please')).toThrow(/TRUST_PROXY/);
  });
});
