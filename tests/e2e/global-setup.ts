/** Builds, once for the run, what every worker's server runs (server.ts): the server, and the web app it serves. */
import { execFileSync } from 'node:child_process';
import { builtClient, root } from './server';

export default function globalSetup() {
  const node = (...args: string[]) => execFileSync(process.execPath, args, { cwd: root, stdio: 'inherit' });
  node('scripts/build-server.mjs');
  node(
    'node_modules/vite/bin/vite.js',
    'build',
    '--logLevel',
    'warn',
    '--outDir',
    builtClient,
    '--emptyOutDir',
  );
}
