/**
 * The servers browser tests run against (decision 025): global-setup.ts builds the server and the web app once;
 * each Playwright worker then starts its own server on its own port, with a fresh demo database and its own copy
 * of the web app (pwa.spec.ts changes it), and stops it when the worker ends.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { cpSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** Worker n's server listens on E2E_PORT + n: runs side by side take ports apart. */
export const basePort = Number(process.env.E2E_PORT ?? 3210);
export const root = path.resolve(import.meta.dirname, '../..');
/** Where global-setup.ts builds the web app. */
export const builtClient = path.join(os.tmpdir(), `hris-e2e-client-${basePort}`);

export interface E2EServer {
  url: string;
  /** The web app this server serves. */
  clientDir: string;
  stop: () => Promise<void>;
}

/**
 * Worker `index`'s server. `empty` starts it on an empty database instead of the demo, after `prepare` has run
 * against that database (say, `npm run create-admin`), as a new organisation would.
 */
export async function startServer(
  index: number,
  empty?: { prepare: (env: NodeJS.ProcessEnv) => void },
): Promise<E2EServer> {
  const port = basePort + index;
  // Before its folder is emptied: a port in use may be another run's server, whose data this folder holds.
  await mustBeFree(port);
  const dir = path.join(os.tmpdir(), `hris-e2e-${port}`);
  rmSync(dir, { recursive: true, force: true });
  const clientDir = path.join(dir, 'client');
  cpSync(builtClient, clientDir, { recursive: true });
  const env = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: path.join(dir, 'data'),
    CLIENT_DIR: clientDir,
    HRIS_DEMO: empty ? '0' : '1',
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
    PUBLIC_URL: '',
  };
  empty?.prepare(env);
  const server = spawn(process.execPath, [path.join(root, 'dist/server/main.js')], {
    cwd: root,
    // Its warnings (the demo password, the moved clock) go to stderr.
    stdio: ['ignore', 'ignore', 'inherit'],
    env,
  });
  const url = `http://localhost:${port}`;
  const exited = once(server, 'exit');
  try {
    await healthy(url, server);
  } catch (error) {
    server.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    url,
    clientDir,
    stop: async () => {
      server.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function mustBeFree(port: number) {
  const probe = createServer();
  await new Promise<void>((resolve, reject) => {
    probe.once('error', () => reject(new Error(`Port ${port} is in use: set E2E_PORT to a free range.`)));
    probe.listen(port, 'localhost', resolve);
  });
  await new Promise((resolve) => probe.close(resolve));
}

/** Resolves once the server answers its health check; fails as soon as it exits, or after two minutes. */
async function healthy(url: string, server: ChildProcess) {
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (server.exitCode !== null || server.signalCode !== null)
      throw new Error(`The server for ${url} exited (${server.exitCode ?? server.signalCode}).`);
    if (Date.now() > deadline) throw new Error(`The server for ${url} did not answer in two minutes.`);
    const ok = await fetch(`${url}/api/health`).then(
      (reply) => reply.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
