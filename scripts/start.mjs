// `npm start`: builds the web app when it is missing or older than its sources, compiles the server to plain
// JavaScript (scripts/build-server.mjs), then starts it supervised (decision 021): this process stays as the
// primary, which restarts a worker that dies; the workers run the compiled server, not this file.
import { stop as stopEsbuild } from 'esbuild';
import { buildServer, serverEntry } from './build-server.mjs';
import { buildWebApp, webAppIsFresh } from './web-build.mjs';

try {
  await buildServer();
  // Its service process would otherwise stay beside the primary for as long as the server runs.
  await stopEsbuild();
  const { loadEnv } = await import('../dist/server/env.js');
  const { clientDir } = loadEnv();
  if (!webAppIsFresh(clientDir)) {
    console.log('Building the web app…');
    buildWebApp(clientDir);
  }
  const { startSupervised } = await import(serverEntry);
  await startSupervised();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
