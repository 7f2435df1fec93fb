/**
 * Gets, once for the run, what every worker's server runs (server.ts): the server, compiled, and the web app it
 * serves: the one `npm run build` made (the suite's build phase, just before) when it is as new as its sources,
 * else a build of its own.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { buildWebApp, webAppIsFresh } from '../../scripts/web-build.mjs';
import { builtClient, root } from './server';

export default function globalSetup() {
  execFileSync(process.execPath, ['scripts/build-server.mjs'], { cwd: root, stdio: 'inherit' });
  const built = path.join(root, 'dist/client');
  rmSync(builtClient, { recursive: true, force: true });
  if (webAppIsFresh(built)) cpSync(built, builtClient, { recursive: true });
  else buildWebApp(builtClient);
}
