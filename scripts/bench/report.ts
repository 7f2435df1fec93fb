// The benchmark's Markdown table: each call's throughput, latency and server memory, and its share of the
// bare-pg route's throughput on the same SQL and of a bare Fastify route's.
import type { ImportFigures } from './import.js';
import type { PayrollFigures } from './payroll.js';
import type { ShiftFigures } from './shifts.js';

export interface Row {
  call: string;
  connections: number;
  p99Target?: number;
  reqPerSecTarget?: number;
  memoryTargetMb?: number;
  reqPerSec: number;
  p50: number;
  p99: number;
  requests: number;
  failed: number;
  memoryMb: number;
  pgReqPerSec?: number;
  bareReqPerSec?: number;
}

interface Meta {
  at: string;
  database: string;
  employees: number;
  months: number;
  seedSeconds: number;
  loadAverage: number[];
  cpus: number;
  bareFastifyReqPerSec?: number;
}

/** `me` under one server setup: its workers and its log level. */
export interface Scaling {
  workers: number;
  logLevel: string;
  reqPerSec: number;
  p99: number;
  /** Server CPU time per request, ms. */
  cpuMs: number;
  memoryMb: number;
}

const n = (x: number | undefined, digits = 0) => (x === undefined ? '–' : x.toFixed(digits));
const pct = (a: number, b: number | undefined) => (b ? `${Math.round((a / b) * 100)}%` : '–');

/** The row's targets: p99 in ms, then a throughput floor and the server's peak memory where they apply. */
function targetOf(r: Row) {
  if (r.p99Target === undefined) return '–';
  const floor = r.reqPerSecTarget ? `, ≥ ${r.reqPerSecTarget} req/s` : '';
  const memory = r.memoryTargetMb ? `, ≤ ${r.memoryTargetMb} MB` : '';
  return `p99 ≤ ${r.p99Target}${floor}${memory}`;
}

/** Whether the row met its targets, and if not which it missed. */
function metOf(r: Row) {
  if (r.p99Target === undefined) return '–';
  const missed = [
    r.p99 > r.p99Target && 'p99',
    r.reqPerSecTarget && r.reqPerSec < r.reqPerSecTarget && 'req/s',
    r.memoryTargetMb && r.memoryMb > r.memoryTargetMb && 'memory',
    r.failed > 0 && 'failures',
  ].filter(Boolean);
  return missed.length ? `no (${missed.join(', ')})` : 'yes';
}

export function markdownReport(
  meta: Meta,
  rows: Row[],
  scaling: Scaling[],
  imported?: ImportFigures & { memoryMb: number },
  payroll?: PayrollFigures & { memoryMb: number },
  shifts?: ShiftFigures & { memoryMb: number },
): string {
  const lines = [
    `# Benchmark results`,
    '',
    `${meta.at} · ${meta.database} · ${meta.employees} employees, ${meta.months} months of history (${meta.seedSeconds ? `seeded in ${n(meta.seedSeconds, 1)} s` : 'data of an earlier run, `--reuse`'}) · ${meta.cpus} CPUs · load average at the end ${meta.loadAverage.map((l) => l.toFixed(2)).join(' ')}`,
    '',
    `Bare Fastify route: ${n(meta.bareFastifyReqPerSec)} req/s.`,
    '',
    '| Call | Conn. | Req/s | p50 ms | p99 ms | Target | Met | Bare pg req/s | % of bare pg | % of bare Fastify | Peak server RSS MB | Failed |',
    '|---|---:|---:|---:|---:|---:|:-:|---:|---:|---:|---:|---:|',
  ];
  for (const r of rows) {
    lines.push(
      `| ${r.call} | ${r.connections} | ${n(r.reqPerSec)} | ${n(r.p50)} | ${n(r.p99)} | ${targetOf(r)} | ${metOf(r)} | ${n(r.pgReqPerSec)} | ${pct(r.reqPerSec, r.pgReqPerSec)} | ${pct(r.reqPerSec, r.bareReqPerSec)} | ${n(r.memoryMb)} | ${r.failed} |`,
    );
  }
  if (scaling.length > 0) {
    const warn = scaling.find((s) => s.workers === 1 && s.logLevel === 'warn')!;
    const two = scaling.find((s) => s.workers === 2);
    const info = scaling.find((s) => s.logLevel === 'info');
    lines.push(
      '',
      '| `me` with WEB_CONCURRENCY | LOG_LEVEL | Req/s | p99 ms | Server CPU ms a request | Peak RSS MB (all processes) |',
      '|---:|---|---:|---:|---:|---:|',
      ...scaling.map(
        (s) =>
          `| ${s.workers} | ${s.logLevel} | ${n(s.reqPerSec)} | ${n(s.p99)} | ${n(s.cpuMs, 3)} | ${n(s.memoryMb)} |`,
      ),
      '',
      ...(two
        ? [`Two workers: ${(two.reqPerSec / warn.reqPerSec).toFixed(2)}× one worker's throughput.`]
        : []),
      ...(info
        ? [
            `A log line per request (LOG_LEVEL=info): ${(info.reqPerSec / warn.reqPerSec).toFixed(2)}× the throughput at warn, ${(info.cpuMs / warn.cpuMs).toFixed(2)}× the server CPU time a request.`,
          ]
        : []),
    );
  }
  if (imported) {
    const total = imported.uploadSeconds + imported.checkSeconds + imported.importSeconds;
    const target = meta.database === 'postgres' ? 30 : 60;
    lines.push(
      '',
      `Import of ${imported.rows} employees (CSV, ${n(imported.megabytes, 1)} MB): upload ${n(imported.uploadSeconds, 1)} s, dry run ${n(imported.checkSeconds, 1)} s, import ${n(imported.importSeconds, 1)} s; **${n(total, 1)} s in all** (target ${target} s: ${total <= target ? 'met' : 'not met'}), ${imported.created} added, ${imported.failed} failed; peak server RSS ${n(imported.memoryMb)} MB (target 300: ${imported.memoryMb <= 300 ? 'met' : 'not met'}).`,
    );
  }
  if (payroll) {
    const calculated = payroll.calculateSeconds <= 30;
    const made = payroll.payslipsSeconds <= 300;
    lines.push(
      '',
      `Payroll run of ${payroll.people} people: **calculated in ${n(payroll.calculateSeconds, 1)} s** (target 30 s: ${calculated ? 'met' : 'not met'}); **every payslip PDF made in ${n(payroll.payslipsSeconds, 1)} s** (target 300 s: ${made ? 'met' : 'not met'}); their zip (${n(payroll.zipMegabytes, 1)} MB) downloaded in ${n(payroll.zipSeconds, 1)} s; peak server RSS ${n(payroll.memoryMb)} MB (target 300: ${payroll.memoryMb <= 300 ? 'met' : 'not met'}).`,
    );
  }
  if (shifts) {
    const read = shifts.rosterReadMs.worst <= 1000;
    const stored = shifts.uploadSeconds <= 10;
    lines.push(
      '',
      `Rosters: ${shifts.rosterPeople} people × 31 days (${n(shifts.rosterDays)} person-days) assigned in ${n(shifts.assignSeconds, 1)} s; **the month's roster of all of them read in ${n(shifts.rosterReadMs.best)}–${n(shifts.rosterReadMs.worst)} ms** (target 1,000 ms: ${read ? 'met' : 'not met'}). A device's upload of ${n(shifts.deviceLines)} punches **stored in ${n(shifts.uploadSeconds, 1)} s** (target 10 s: ${stored ? 'met' : 'not met'}), the same upload again in ${n(shifts.uploadAgainSeconds, 1)} s; peak server RSS ${n(shifts.memoryMb)} MB.`,
    );
  }
  lines.push('', ...notes);
  return `${lines.join('\n')}\n`;
}

const notes = [
  '## How these figures are taken',
  '',
  '- `npm run bench` (PostgreSQL when `BENCH_DATABASE_URL` is set, else PGlite with a smaller set) seeds with',
  '  `npm run seed:large`, starts the server (`LOG_LEVEL=warn`) and a baseline process as child processes, and',
  '  drives each call with autocannon after a 500-request warm-up. Tokens are signed as the server signs them,',
  '  spread over every active employee, so no row stays hot.',
  '- `check_in` and `check_out` run once per active non-hr employee (each a distinct person), after deleting',
  "  today's records; `login` uses 8 connections and a different account per request (argon2 is slow on purpose",
  '  and the per-account throttle allows five attempts); the full list and the CSV run one at a time (their',
  '  target is the time one request takes).',
  "- *Bare pg* runs the call's data SQL through a bare `pg` pool and Fastify route (no auth query, validation",
  '  or presenters); *bare Fastify* answers a constant. Peak RSS is sampled every 100 ms over the server',
  '  process (and, with WEB_CONCURRENCY, its workers). The server is the one `npm start` runs (compiled to plain',
  "  JavaScript); the payroll and import stages each start a fresh one, so each peak is the stage's own.",
];
