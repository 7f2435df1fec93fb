/**
 * A fresh install's real start (src/server/main.ts, HOST unset): while the demo accounts exist it listens on
 * localhost only and says their password is public (without them it listens on every interface: startup.test.ts).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, killed, stopped } from './server-process';

const root = path.resolve(import.meta.dirname, '../..');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hris-demo-start-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/**
 * The addresses the kernel has sockets listening on at a port (hex, from /proc/net/tcp and tcp6): read, not
 * probed, so the test sends nothing to any address but loopback.
 */
function listeningOn(port: number): string[] {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  return ['/proc/net/tcp', '/proc/net/tcp6'].flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .slice(1)
      .map((line) => line.trim().split(/\s+/))
      .filter((f) => f[1]?.endsWith(`:${hexPort}`) && f[3] === '0A')
      .map((f) => f[1]!.split(':')[0]!),
  );
}
const LOOPBACK = new Set(['0100007F', '00000000000000000000000001000000']);

const reachable = (host: string, port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect({ host, port }, () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });

/** Starts the server as `npm start` would with HOST unset. */
async function spawned(env: Record<string, string>) {
  const port = await freePort();
  const { HOST: _, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env: {
      ...inherited,
      ...env,
      PORT: String(port),
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      CLIENT_DIR: path.join(env.DATA_DIR!, 'no-client'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return { child, port };
}

/** Starts the server; resolves with its output once it is running. */
async function started(env: Record<string, string>) {
  const { child, port } = await spawned(env);
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const read = (d: Buffer) => {
      output += d;
      if (output.includes('HRIS is running')) resolve();
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', () => reject(new Error(`server exited: ${output}`)));
  });
  return { child, port, output };
}

describe('a fresh demo install on the embedded database, HOST unset', () => {
  it('listens on localhost only and warns that their password is public', async () => {
    const { child, port, output } = await started({ DATA_DIR: path.join(dataDir, 'demo'), HRIS_DEMO: '1' });
    try {
      expect(output).toContain('published password Demo123!');
      expect(output).toContain('PUBLIC_URL is unset');
      expect(await reachable('127.0.0.1', port)).toBe(true);
      expect(await reachable('localhost', port)).toBe(true);
      const addresses = listeningOn(port);
      expect(addresses.length).toBeGreaterThan(0);
      expect(addresses.filter((a) => !LOOPBACK.has(a))).toEqual([]);
    } finally {
      await killed(child);
    }
  });
});

/** The output of a server that should stop at start, and how it exited (null: it was still running after a minute). */
async function exitOf(env: Record<string, string>) {
  const { child } = await spawned(env);
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const code = await new Promise<number | null>((resolve) => {
    const timer = setTimeout(() => resolve(null), 60_000);
    child.once('exit', (exitCode) => {
      clearTimeout(timer);
      resolve(exitCode);
    });
  });
  if (code === null) await killed(child);
  return { output, code };
}

describe('a database whose personal numbers another DATA_KEY sealed', () => {
  it('is not served: the server stops at start and says which key it needs', async () => {
    const DATA_DIR = path.join(dataDir, 'other-key');
    const first = await started({ DATA_DIR, HRIS_DEMO: '1' });
    await stopped(first.child);
    const { output, code } = await exitOf({ DATA_DIR, HRIS_DEMO: '1', DATA_KEY: 'ab'.repeat(32) });
    expect(output).toContain('DATA_KEY does not open the personal numbers in this database');
    expect(code).toBe(1);
  });
});

describe('a setting the server cannot use', () => {
  // The primary only reads the settings it needs; the process that serves validates them all.
  it('stops the server at start, naming the setting and why', async () => {
    const { output, code } = await exitOf({
      DATA_DIR: path.join(dataDir, 'bad-setting'),
      WEB_CONCURRENCY: '0',
    });
    expect(output).toContain('Invalid configuration');
    expect(output).toContain('WEB_CONCURRENCY: must be at least 1');
    expect(code).toBe(1);
  });
});
