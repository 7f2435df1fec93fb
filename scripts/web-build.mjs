// The web app's build (Vite), made only when the one in a folder is missing or older than its sources: `npm start`
// builds into dist/client this way, and the browser tests (tests/e2e/global-setup.ts) take the one `npm run build`
// made instead of building it a second time.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** The newest change to anything the web app is built from. */
function newestSource() {
  const dirs = ['src/client', 'src/shared', 'src/areas'].map((d) => path.join(root, d));
  let newest = ['vite.config.ts', 'package.json', 'index.html']
    .map((f) => path.join(root, f))
    .filter((f) => existsSync(f))
    .map((f) => statSync(f).mtimeMs)
    .reduce((a, b) => Math.max(a, b));
  for (const dir of dirs) {
    for (const file of readdirSync(dir, { recursive: true })) {
      newest = Math.max(newest, statSync(path.join(dir, String(file))).mtimeMs);
    }
  }
  return newest;
}

/** Whether `outDir` holds a build of the web app as its sources are now. */
export function webAppIsFresh(outDir) {
  const built = path.join(outDir, 'index.html');
  return existsSync(built) && statSync(built).mtimeMs >= newestSource();
}

/** Builds the web app into `outDir`. */
export function buildWebApp(outDir) {
  execFileSync(
    process.execPath,
    [
      path.join(root, 'node_modules/vite/bin/vite.js'),
      'build',
      '--logLevel',
      'warn',
      '--outDir',
      outDir,
      '--emptyOutDir',
    ],
    { cwd: root, stdio: 'inherit' },
  );
}
