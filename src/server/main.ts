/**
 * Starts the server: validate configuration, open and migrate the database, seed the demo, listen. With
 * WEB_CONCURRENCY=N on PostgreSQL the primary process migrates and seeds once, then forks N workers that share
 * the port (Node's cluster module) and replaces any that die.
 */
import cluster from 'node:cluster';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import v8 from 'node:v8';
import { buildApp, redactPaths } from './app.js';
import { createPiiCipher } from './crypto/pii.js';
import { type Database, openDatabase } from './db/client.js';
import { seedDemoIfEmpty } from './db/seed/demo.js';
import { type Env, loadEnv } from './env.js';
import { smtpMailer } from './mailer.js';
import { adoptLeave } from './modules/approvals/adopt.js';

/**
 * V8 lets the old space grow to four times what the last full collection kept while collecting is cheap: under
 * load at 100,000 people about 60 MB live became 300–380 MB of RSS. Letting it double keeps it near 240 MB at the
 * same throughput; growing it by half saved 20 MB more but cost 5–10% of it (decision 019).
 */
v8.setFlagsFromString('--heap-growing-percent=100');

export async function start() {
  const env = loadEnv();
  if (cluster.isPrimary && env.webConcurrency > 1) {
    if (env.databaseUrl) return startPrimary(env);
    console.warn('WEB_CONCURRENCY is ignored on PGlite, which one process opens: serving from one process.');
  }
  const database = await openDatabase({ databaseUrl: env.databaseUrl, dataDir: env.dataDir });
  if (cluster.isPrimary) await prepareDatabase(env, database);
  const app = await buildApp({
    database,
    jwtSecret: env.jwtSecret,
    dataKey: env.dataKey,
    mailer: env.smtp ? smtpMailer(env.smtp.url, env.smtp.from) : undefined,
    publicUrl: env.publicUrl,
    trustProxy: env.trustProxy,
    jobs: {
      run: true,
      daily: true,
      leaseMs: env.jobLeaseMs,
      appUrl: env.publicUrl ?? `http://localhost:${env.port}`,
    },
    clientDir: env.clientDir,
    uploadsDir: path.join(env.dataDir, 'uploads'),
    llm: env.llm,
    logger: { level: env.logLevel, redact: { paths: redactPaths, censor: '[redacted]' } },
  });
  const shutdown = async () => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
  await app.listen({ port: env.port, host: env.host });
  if (cluster.isPrimary)
    console.log(`HRIS is running at http://localhost:${env.port} (database: ${database.kind})`);
  return app;
}

async function prepareDatabase(env: Env, database: Database) {
  await database.migrate();
  if (env.demo) {
    const seeded = await seedDemoIfEmpty(database.db, createPiiCipher(env.dataKey));
    if (seeded) console.log('Seeded the demo organisation. Sign in as hr@example.com / Demo123!');
  }
  // Leave requests older than the approval engine get their approval record (once; a no-op after).
  await adoptLeave(database.db);
}

/** Migrates and seeds once, then keeps `webConcurrency` workers serving until told to stop. */
async function startPrimary(env: Env) {
  const database = await openDatabase({ databaseUrl: env.databaseUrl, dataDir: env.dataDir });
  await prepareDatabase(env, database);
  await database.close();
  let stopping = false;
  const listening = new Set<number>();
  for (let i = 0; i < env.webConcurrency; i++) cluster.fork();
  cluster.on('listening', (worker) => {
    listening.add(worker.id);
    if (listening.size === env.webConcurrency)
      console.log(
        `HRIS is running at http://localhost:${env.port} (database: postgres, ${env.webConcurrency} workers)`,
      );
  });
  cluster.on('exit', (worker, code) => {
    listening.delete(worker.id);
    if (stopping) return;
    console.error(`Worker ${worker.process.pid} exited (${code}); starting another.`);
    cluster.fork();
  });
  const stop = () => {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  return undefined;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  start().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
