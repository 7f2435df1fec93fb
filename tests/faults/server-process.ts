/** Runs the real server as a child process, as `npm start` would, so a test can SIGKILL it mid-load. */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { hashPassword } from '../../src/areas/account/server/writes.js';
import { openPostgres } from '../../src/server/db/client.js';
import { employees } from '../../src/server/db/schema.js';
import { TEST_DATA_KEY } from '../../src/server/test/harness.js';

const root = path.resolve(import.meta.dirname, '../..');

export const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

export async function startServer(
  env: Record<string, string>,
): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      // The key the API tests seal with: on PostgreSQL the servers open the database those tests filled.
      DATA_KEY: TEST_DATA_KEY.toString('hex'),
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      CLIENT_DIR: path.join(env.DATA_DIR ?? root, 'no-client'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 120; i++) {
    if (child.exitCode !== null) throw new Error(`server exited: ${output}`);
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { url, child };
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start: ${output}`);
}

export const killed = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });

/** SIGTERM, and the exit code or signal it ended with (SIGKILL after `graceMs`). */
export const stopped = (child: ChildProcess, graceMs = 20_000) =>
  new Promise<number | string | null>((resolve) => {
    if (child.exitCode !== null || child.signalCode) return resolve(child.exitCode ?? child.signalCode);
    const kill = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', (code, signal) => {
      clearTimeout(kill);
      resolve(code ?? signal);
    });
    child.kill('SIGTERM');
  });

/** The processes `pid` started (a cluster primary's workers); Linux only. */
export function childPids(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

/** Whether process `pid` is still running. */
export function alive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

export async function post<T = unknown>(url: string, route: string, body: unknown, token?: string) {
  const res = await fetch(`${url}/api/employee/${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as T };
}

/**
 * Migrates the PostgreSQL test database and adds an hr person (password Demo123!) a server started on it can
 * sign in as; `before` runs on the migrated database first.
 */
export async function addHr(
  url: string,
  email: string,
  before?: (database: ReturnType<typeof openPostgres>) => Promise<void>,
) {
  const database = openPostgres(url, 1);
  await database.migrate();
  await before?.(database);
  await database.db.insert(employees).values({
    email,
    passwordHash: await hashPassword('Demo123!'),
    role: 'hr',
    firstName: 'Fault',
    lastName: 'Hr',
    employeeCode: `HR-${email}`,
  });
  await database.close();
}
