// `npm run bench [-- --employees N --months M --duration S]`: seeds the large data set (PostgreSQL at
// BENCH_DATABASE_URL, else a smaller PGlite set), starts the server and the baselines as child processes, drives
// each key call with autocannon (`--reuse` keeps the PostgreSQL data of an earlier run), and prints and writes bench/results.json and bench/RESULTS.md.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { baselineRequest, type Call, defineCalls, type Request } from './calls.js';
import { loadFixtures } from './fixtures.js';
import { benchImport, type ImportFigures } from './import.js';
import { benchPayroll, type PayrollFigures } from './payroll.js';
import {
  cpuMsOf,
  type MemoryPeak,
  type Server,
  sampleMemory,
  serverEntry,
  startProcess,
} from './processes.js';
import { projectCalls, seedProjects } from './projects.js';
import { markdownReport, type Row, type Scaling } from './report.js';
import { benchShifts, type ShiftFigures } from './shifts.js';

const root = path.resolve(import.meta.dirname, '../..');
/** The compiled server (scripts/build-server.mjs builds it). */
const databaseUrl = process.env.BENCH_DATABASE_URL || undefined;
const { values } = parseArgs({
  options: {
    employees: { type: 'string', default: databaseUrl ? '10000' : '1000' },
    months: { type: 'string', default: databaseUrl ? '12' : '3' },
    duration: { type: 'string', default: '10' },
    /** The targets: 50 connections on PostgreSQL, 20 on the embedded database. */
    connections: { type: 'string', default: databaseUrl ? '50' : '20' },
    /** Keep the PostgreSQL data of an earlier run instead of seeding afresh. */
    reuse: { type: 'boolean', default: false },
    /** Only these calls (comma-separated names), e.g. `--only me,searchemployees`. */
    only: { type: 'string' },
  },
});
const duration = Number(values.duration);
/** The server's port; the baseline and the scaling runs take the next ones (BENCH_PORT: two benches at once). */
const port = Number(process.env.BENCH_PORT ?? 4710);
const connections = Number(values.connections);
const scale = { employees: Number(values.employees), postgres: Boolean(databaseUrl) };
/** The server's memory target on PostgreSQL (issue 21); on PGlite the database lives in the server's process. */
const MEMORY_TARGET_MB = 300;
const secrets = { JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123', DATA_KEY: 'ab'.repeat(32) };
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hris-bench-'));
const serverEnv: Record<string, string> = {
  ...secrets,
  DATA_DIR: dataDir,
  DATABASE_URL: databaseUrl ?? '',
  HRIS_DEMO: '0',
  LOG_LEVEL: 'warn',
  CLIENT_DIR: path.join(dataDir, 'no-client'),
};

function seed() {
  const started = performance.now();
  const args = [
    '--import',
    'tsx',
    'scripts/seed-large.ts',
    '--employees',
    values.employees!,
    '--months',
    values.months!,
  ];
  execFileSync(process.execPath, [...args, '--reset'], {
    cwd: root,
    env: { ...process.env, ...serverEnv },
    stdio: 'inherit',
  });
  return (performance.now() - started) / 1000;
}

async function drive(url: string, call: Pick<Call, 'connections' | 'amount'>, next: (i: number) => Request) {
  let i = 0;
  const options = {
    url,
    connections: call.connections,
    ...(call.amount ? { amount: call.amount } : { duration }),
    requests: [
      {
        setupRequest: (req: Record<string, unknown>) => {
          const r = next(i++);
          return {
            ...req,
            method: r.method,
            path: r.path,
            headers: {
              ...(r.token ? { authorization: `Bearer ${r.token}` } : {}),
              ...(r.body !== undefined ? { 'content-type': 'application/json' } : {}),
            },
            body: r.body !== undefined ? JSON.stringify(r.body) : undefined,
          };
        },
      },
    ],
  };
  const result = await autocannon(options as unknown as autocannon.Options);
  const failed = result.non2xx + result.errors;
  if (failed) console.warn(`  ${failed} of ${result.requests.total} requests failed (non-2xx or errors)`);
  return {
    total: result.requests.total,
    reqPerSec: result.requests.total / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    failed,
  };
}

/** A short warm-up (JIT, pools, caches) whose figures are thrown away. */
const warm = (url: string, next: (i: number) => Request) =>
  drive(url, { connections: 10, amount: 500 }, next);

const rows: Row[] = [];
let server: Server | undefined;
let baseline: Server | undefined;
try {
  const seedSeconds = values.reuse && databaseUrl ? 0 : seed();
  const fixtures = await loadFixtures({ databaseUrl, dataDir, jwtSecret: secrets.JWT_SECRET });
  const only = values.only?.split(',');
  // A year of approved weeks, written before the server opens the database (PGlite is one process's).
  const projects =
    !only || only.includes('projects')
      ? await seedProjects({ databaseUrl, dataDir, people: fixtures.people })
      : undefined;
  // The server as `npm start` runs it: compiled to plain JavaScript.
  execFileSync(process.execPath, ['scripts/build-server.mjs'], { cwd: root, stdio: 'inherit' });
  server = await startProcess(serverEntry, serverEnv, '/api/health', port);
  // The bare Fastify route runs on PGlite too; the bare-pg routes need a PostgreSQL server.
  baseline = await startProcess(
    'scripts/bench/baseline.ts',
    { DATABASE_URL: databaseUrl ?? '' },
    '/bare',
    port + 1,
  );
  const bare = baseline
    ? await drive(baseline.url, { connections }, () => ({ method: 'GET', path: '/bare' }))
    : undefined;
  const calls = [
    ...defineCalls(fixtures, connections, scale),
    ...(projects ? projectCalls(fixtures, projects, connections) : []),
  ].filter((c) => !only || only.includes(c.name.split(' ')[0]!));
  for (const call of calls) {
    process.stdout.write(`${call.name}…\n`);
    if (!call.amount) await warm(server.url, call.next);
    const stopSampling = sampleMemory(server.child.pid!);
    const figures = await drive(server.url, call, call.next);
    const memory = stopSampling();
    let pg: Awaited<ReturnType<typeof drive>> | undefined;
    if (databaseUrl && call.baseline) {
      const next = (i: number) => baselineRequest(call.baseline!, fixtures, i);
      await warm(baseline.url, next);
      pg = await drive(baseline.url, call, next);
    }
    rows.push({
      call: call.name,
      connections: call.connections,
      p99Target: call.p99Target,
      reqPerSecTarget: call.reqPerSecTarget,
      memoryTargetMb: databaseUrl ? MEMORY_TARGET_MB : undefined,
      ...figures,
      memoryMb: memory.peakTotalMb,
      pgReqPerSec: pg?.reqPerSec,
      bareReqPerSec: bare?.reqPerSec,
    });
  }
  // Each stage on a server of its own: its peak memory is its own, not what an earlier stage left behind.
  const restart = async () => {
    await server!.stop();
    server = await startProcess(serverEntry, serverEnv, '/api/health', port);
  };
  // Before the import: its 10,000 new people would be paid too.
  let payroll: (PayrollFigures & { memoryMb: number; memoryStages: Record<string, MemoryPeak> }) | undefined;
  if (!only || only.includes('payroll')) {
    process.stdout.write('payroll run of every employee…\n');
    await restart();
    const stopSampling = sampleMemory(server.child.pid!);
    const figures = await benchPayroll(
      server.url,
      fixtures.hr.token,
      databaseUrl,
      (line) => process.stdout.write(`  ${line}\n`),
      stopSampling.stage,
    );
    const memory = stopSampling();
    for (const [name, peak] of Object.entries(memory.stages))
      process.stdout.write(
        `  peak RSS while ${name}: ${peak.totalMb.toFixed(0)} MB (primary ${peak.primaryMb.toFixed(0)} MB, largest process ${peak.processMb.toFixed(0)} MB)\n`,
      );
    payroll = { ...figures, memoryMb: memory.peakTotalMb, memoryStages: memory.stages };
  }
  let imported: (ImportFigures & { memoryMb: number }) | undefined;
  if (!only || only.includes('import')) {
    process.stdout.write('import of 10,000 employees…\n');
    await restart();
    const stopSampling = sampleMemory(server.child.pid!);
    const figures = await benchImport(server.url, fixtures.hr.token);
    imported = { ...figures, memoryMb: stopSampling().peakTotalMb };
  }
  let shifts: (ShiftFigures & { memoryMb: number }) | undefined;
  if (!only || only.includes('shifts')) {
    process.stdout.write('a month of rosters and a device upload…\n');
    await restart();
    const stopSampling = sampleMemory(server.child.pid!);
    const figures = await benchShifts(server.url, fixtures.hr.token, fixtures.people, (line) =>
      process.stdout.write(`  ${line}\n`),
    );
    shifts = { ...figures, memoryMb: stopSampling().peakTotalMb };
  }
  await server.stop();
  // `me` on one worker, on two (PostgreSQL only), and on one logging each request at info.
  const scaling: Scaling[] = [];
  if (!only || only.includes('me')) {
    const me = defineCalls(fixtures, connections, scale).find((c) => c.name === 'me')!;
    const setups = [
      { workers: 1, logLevel: 'warn' },
      ...(databaseUrl ? [{ workers: 2, logLevel: 'warn' }] : []),
      { workers: 1, logLevel: 'info' },
    ];
    for (const [i, { workers, logLevel }] of setups.entries()) {
      server = await startProcess(
        serverEntry,
        { ...serverEnv, WEB_CONCURRENCY: String(workers), LOG_LEVEL: logLevel },
        '/api/health',
        port + 3 + i,
      );
      await warm(server.url, me.next);
      const stopSampling = sampleMemory(server.child.pid!);
      const cpuBefore = cpuMsOf(server.child.pid!);
      const r = await drive(server.url, me, me.next);
      scaling.push({
        workers,
        logLevel,
        reqPerSec: r.reqPerSec,
        p99: r.p99,
        cpuMs: (cpuMsOf(server.child.pid!) - cpuBefore) / r.total,
        memoryMb: stopSampling().peakTotalMb,
      });
      await server.stop();
    }
  }
  server = undefined;
  const meta = {
    at: new Date().toISOString(),
    database: databaseUrl ? 'postgres' : 'pglite',
    employees: Number(values.employees),
    months: Number(values.months),
    seedSeconds,
    durationSeconds: duration,
    loadAverage: os.loadavg(),
    cpus: os.cpus().length,
    bareFastifyReqPerSec: bare?.reqPerSec,
  };
  mkdirSync(path.join(root, 'bench'), { recursive: true });
  writeFileSync(
    path.join(root, 'bench/results.json'),
    `${JSON.stringify({ meta, rows, scaling, imported, payroll, shifts }, null, 2)}\n`,
  );
  const markdown = markdownReport(meta, rows, scaling, imported, payroll, shifts);
  writeFileSync(path.join(root, 'bench/RESULTS.md'), markdown);
  console.log(`\n${markdown}`);
} finally {
  await server?.stop();
  await baseline?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
