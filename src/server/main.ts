/**
 * Starts the server: validate configuration, then a primary process that serves nothing supervises workers
 * (`supervisor.ts`, decision 021): one on PGlite, which one process opens; WEB_CONCURRENCY on PostgreSQL, where
 * the primary migrates and seeds once first. `start()` is a worker: open (on PGlite migrate and seed) the
 * database, listen.
 */
import { spawn } from 'node:child_process';
import cluster from 'node:cluster';
import { once } from 'node:events';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import v8 from 'node:v8';
import type { Database } from './db/client.js';
import type { Env } from './env.js';
import { giveBackMemory, giveMemoryBackAfterBursts } from './memory.js';
import { supervise, supervisorEnv } from './supervisor.js';

/** The server's modules, loaded when needed, not above: the primary on PGlite then stays some 50 MB smaller. */
async function serverModules() {
  const [app, pii, client, demo, mailer, adopt, backups, startup] = await Promise.all([
    import('./app.js'),
    import('./crypto/pii.js'),
    import('./db/client.js'),
    import('./db/seed/demo.js'),
    import('./mailer.js'),
    import('../areas/approvals/server/jobs.js'),
    import('../areas/backups/server/service.js'),
    import('./startup.js'),
  ]);
  return { ...app, ...pii, ...client, ...demo, ...mailer, ...adopt, ...backups, ...startup };
}

/**
 * V8 lets the old space grow to four times what the last full collection kept while collecting is cheap: under
 * load at 100,000 people about 60 MB live became 300–380 MB of RSS. Letting it double keeps it near 240 MB at the
 * same throughput; growing it by half saved 20 MB more but cost 5–10% of it (decision 019).
 */
v8.setFlagsFromString('--heap-growing-percent=100');

/** The configuration, validated: loaded when needed, so the primary holds no validation library (some 25 MB). */
const loadEnv = async () => (await import('./env.js')).loadEnv();

export async function start() {
  const env = await loadEnv();
  const { buildApp, redactPaths, openDatabase, smtpMailer, listenPlan, demoAccountsExist, backupsDirOf } =
    await serverModules();
  const database = await openDatabase({ databaseUrl: env.databaseUrl, dataDir: env.dataDir });
  // Workers on PostgreSQL decide where to listen as the primary did, without its warnings; on PGlite the one
  // worker prepares the database itself.
  const plan =
    cluster.isPrimary || !env.databaseUrl
      ? await prepareDatabase(env, database)
      : listenPlan(env, await demoAccountsExist(database.db));
  const app = await buildApp({
    database,
    jwtSecret: env.jwtSecret,
    dataKey: env.dataKey,
    mailer: env.smtp ? smtpMailer(env.smtp.url, env.smtp.from) : undefined,
    publicUrl: env.publicUrl,
    allowedHosts: env.allowedHosts,
    trustProxy: env.trustProxy,
    now: env.now,
    jobs: {
      run: true,
      daily: true,
      leaseMs: env.jobLeaseMs,
      appUrl: env.publicUrl ?? `http://localhost:${env.port}`,
    },
    clientDir: env.clientDir,
    uploadsDir: path.join(env.dataDir, 'uploads'),
    llm: env.llm,
    backups: { dir: backupsDirOf(env.dataDir), keep: env.backupKeep },
    logger: { level: env.logLevel, redact: { paths: redactPaths, censor: '[redacted]' } },
  });
  // Once: Ctrl-C signals the worker and its primary, which then sends SIGTERM too.
  let closing = false;
  const shutdown = async () => {
    if (closing) return;
    closing = true;
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
  // Starting (migrating, building every route and the API's description) is such a burst: a worker goes from about
  // 164 to 121 MB before it serves.
  await app.ready();
  giveMemoryBackAfterBursts();
  giveBackMemory();
  await app.listen({ port: env.port, host: plan.host });
  if (cluster.isPrimary)
    console.log(`HRIS is running at http://localhost:${env.port} (database: ${database.kind})`);
  return app;
}

async function prepareDatabase(env: Env, database: Database) {
  const {
    backupBeforeMigrating,
    backupsDirOf,
    seedDemoIfEmpty,
    createPiiCipher,
    adoptLeave,
    listenPlan,
    demoAccountsExist,
    dataKeyRefusal,
  } = await serverModules();
  const saved = await backupBeforeMigrating(
    database,
    { dir: backupsDirOf(env.dataDir), keep: env.backupKeep },
    env.now(),
  );
  if (saved) console.log(`Backed up the database before migrating it: ${saved}`);
  await database.migrate();
  const refusal = await dataKeyRefusal(database.db, env.dataKey);
  if (refusal) throw new Error(refusal);
  if (env.demo) {
    const seeded = await seedDemoIfEmpty(database.db, createPiiCipher(env.dataKey), env.now());
    if (seeded) console.log('Seeded the demo organisation. Sign in as hr@example.com / Demo123!');
  }
  // Leave requests older than the approval engine get their approval record (once; a no-op after).
  await adoptLeave(database.db);
  const plan = listenPlan(env, await demoAccountsExist(database.db));
  for (const warning of plan.warnings) console.warn(warning);
  return plan;
}

/** The argument that makes this file prepare the database and exit (the primary's child on PostgreSQL). */
const PREPARE = '--prepare-database';

/** Migrates and seeds the PostgreSQL database once, then exits. */
async function prepareOnly() {
  const env = await loadEnv();
  const { openDatabase } = await serverModules();
  const database = await openDatabase({ databaseUrl: env.databaseUrl, dataDir: env.dataDir });
  await prepareDatabase(env, database);
  await database.close();
  process.exit(0);
}

/**
 * The primary: on PostgreSQL a child process migrates and seeds once (the modules that loads stayed in the primary
 * as long as the server ran, ~140 MB resident beside the workers; its own Node flags, output beside the primary's,
 * and a failure stops the server with the reason it printed); then it keeps the workers serving until told to stop.
 */
export async function startSupervised() {
  // Read, not validated: the child preparing the database (PostgreSQL) or the one worker (PGlite) validates every
  // setting first and stops the server with the reason.
  const env = supervisorEnv();
  if (env.databaseUrl) {
    const child = spawn(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url), PREPARE], {
      stdio: 'inherit',
    });
    const [code] = await once(child, 'exit');
    if (code !== 0) process.exit(1);
  } else if (env.webConcurrency > 1) {
    console.warn('WEB_CONCURRENCY is ignored on PGlite, which one process opens: serving from one process.');
  }
  const workers = env.databaseUrl ? env.webConcurrency : 1;
  supervise({
    exec: fileURLToPath(import.meta.url),
    workers,
    onReady: () =>
      console.log(
        `HRIS is running at http://localhost:${env.port} (database: ${env.databaseUrl ? 'postgres' : 'pglite'}${workers > 1 ? `, ${workers} workers` : ''})`,
      ),
  });
}

// Run directly (or as a worker the primary forked, or its child preparing the database): the primary supervises, a
// worker serves.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  (process.argv.includes(PREPARE) ? prepareOnly() : cluster.isPrimary ? startSupervised() : start()).catch(
    (error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
