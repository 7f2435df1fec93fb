// `npm start`: builds the web app when it is missing or older than its sources, compiles the server to plain
// JavaScript (scripts/build-server.mjs), then starts it supervised (decision 021): this process stays as the
// primary, which restarts a worker that dies; the workers run the compiled server, not this file.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { stop as stopEsbuild } from 'esbuild';
import { buildServer, serverEntry } from './build-server.mjs';

const root = path.resolve(import.meta.dirname, '..');

function newestSource() {
  const dirs = ['src/client', 'src/shared', 'src/areas'].map((d) => path.join(root, d));
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
  await buildServer();
  // Its service process would otherwise stay beside the primary for as long as the server runs.
  await stopEsbuild();
  const { loadEnv } = await import('../dist/server/env.js');
  const { clientDir } = loadEnv();
  const built = path.join(clientDir, 'index.html');
  if (!existsSync(built) || statSync(built).mtimeMs < newestSource()) {
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
  const { startSupervised } = await import(serverEntry);
  await startSupervised();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
