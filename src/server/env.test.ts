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

describe('BACKUP_KEEP (decision 022)', () => {
  const keep = (BACKUP_KEEP?: string) =>
    loadEnv({ DATA_DIR: dir, ...(BACKUP_KEEP === undefined ? {} : { BACKUP_KEEP }) }).backupKeep;
  it('keeps a week of automatic backups unless set; 0 turns them off', () => {
    expect(keep()).toBe(7);
    expect(keep('')).toBe(7);
    expect(keep('30')).toBe(30);
    expect(keep('0')).toBe(0);
  });
  it('refuses what is not a whole number of backups at start, naming the setting', () => {
    for (const bad of ['-1', '2.5', 'a week', '100000'])
      expect(() => keep(bad)).toThrow(/BACKUP_KEEP: must be/);
  });
});

describe('ALLOWED_HOSTS and HOST', () => {
  const load = (more: Record<string, string>) => loadEnv({ DATA_DIR: dir, ...more });
  it('allows the local addresses unless set, and reads host[:port] entries as written', () => {
    expect(load({}).allowedHosts).toEqual(['localhost', '127.0.0.1', '[::1]']);
    expect(load({ ALLOWED_HOSTS: '' }).allowedHosts).toEqual(['localhost', '127.0.0.1', '[::1]']);
    expect(load({ ALLOWED_HOSTS: 'hr.example.org, 10.0.0.5:3000,[::1]:8080' }).allowedHosts).toEqual([
      'hr.example.org',
      '10.0.0.5:3000',
      '[::1]:8080',
    ]);
  });
  it('refuses what is not a host at start, naming the setting', () => {
    for (const bad of ['http://hr.example.org', 'hr.example.org/', 'a,,b', 'evil.example@x', 'host:port'])
      expect(() => load({ ALLOWED_HOSTS: bad })).toThrow(/ALLOWED_HOSTS: must be/);
  });
  it('leaves HOST to start-up when unset or empty', () => {
    expect(load({}).host).toBeUndefined();
    expect(load({ HOST: '' }).host).toBeUndefined();
    expect(load({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });
});

describe('HRIS_CLOCK_OFFSET_SECONDS (decision 025)', () => {
  const load = (more: Record<string, string>) => loadEnv({ DATA_DIR: dir, ...more });
  it('leaves the clock on the real time unless set', () => {
    for (const env of [load({}), load({ HRIS_CLOCK_OFFSET_SECONDS: '' })]) {
      expect(env.clockOffsetSeconds).toBe(0);
      expect(Math.abs(env.now().getTime() - Date.now())).toBeLessThan(1000);
    }
  });
  it('moves the clock by the seconds set, back or forward', () => {
    const back = load({ HRIS_CLOCK_OFFSET_SECONDS: '-86400' });
    expect(back.clockOffsetSeconds).toBe(-86400);
    expect(Math.abs(back.now().getTime() - (Date.now() - 86_400_000))).toBeLessThan(1000);
    expect(load({ HRIS_CLOCK_OFFSET_SECONDS: '90' }).now().getTime()).toBeGreaterThan(Date.now() + 89_000);
  });
  it('refuses what is not whole seconds, and any offset on a server people open at PUBLIC_URL', () => {
    expect(() => load({ HRIS_CLOCK_OFFSET_SECONDS: '1.5' })).toThrow(/HRIS_CLOCK_OFFSET_SECONDS: must be/);
    expect(() => load({ HRIS_CLOCK_OFFSET_SECONDS: '60', PUBLIC_URL: 'https://hr.example.org' })).toThrow(
      /HRIS_CLOCK_OFFSET_SECONDS: must not be set with PUBLIC_URL/,
    );
  });
});
