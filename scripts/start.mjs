// `npm start`: builds the web app when it is missing or older than its sources, compiles the server to plain
// JavaScript (scripts/build-server.mjs), then starts it (it migrates the database and seeds the demo on first run).
// With WEB_CONCURRENCY the cluster's workers run this file again: only the primary builds.
import { execFileSync } from 'node:child_process';
import cluster from 'node:cluster';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { buildServer, serverEntry } from './build-server.mjs';

const root = path.resolve(import.meta.dirname, '..');

function newestSource() {
  const dirs = ['src/client', 'src/shared'].map((d) => path.join(root, d));
  let newest = ['vite.config.ts', 'package.json']
    .map((f) => statSync(path.join(root, f)).mtimeMs)
    .reduce((a, b) => Math.max(a, b));
  for (const dir of dirs) {
    for (const file of readdirSync(dir, { recursive: true })) {
      newest = Math.max(newest, statSync(path.join(dir, String(file))).mtimeMs);
    }
  }
  return newest;
}

try {
  if (cluster.isPrimary) await buildServer();
  const { loadEnv } = await import('../dist/server/env.js');
  const { clientDir } = loadEnv();
  const built = path.join(clientDir, 'index.html');
  if (cluster.isPrimary && (!existsSync(built) || statSync(built).mtimeMs < newestSource())) {
    console.log('Building the web app…');
    execFileSync(
      process.execPath,
      [
        path.join(root, 'node_modules/vite/bin/vite.js'),
        'build',
        '--logLevel',
        'warn',
        '--outDir',
        clientDir,
        '--emptyOutDir',
      ],
      { cwd: root, stdio: 'inherit' },
    );
  }
  const { start } = await import(serverEntry);
  await start();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
