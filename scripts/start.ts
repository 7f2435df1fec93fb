// `npm start`: builds the web app when it is missing or older than its sources, then starts the server
// (which migrates the database and seeds the demo on first run).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { loadEnv } from '../src/server/env.js';
import { start } from '../src/server/main.js';

const root = path.resolve(import.meta.dirname, '..');
const { clientDir } = loadEnv();
const built = path.join(clientDir, 'index.html');

function newestSource(): number {
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
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
}

start().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
