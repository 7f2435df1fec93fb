// Starting the servers under test as child processes, waiting until they answer, and sampling their memory
// (the resident set of the process and of its cluster workers).
import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

export interface Server {
  child: ChildProcess;
  url: string;
  stop(): Promise<void>;
}

/** The server, as `npm start` runs it. */
export const serverEntry = 'dist/server/main.js';

/** The Node flags of `npm start` (package.json's `start` script): `node <flags> scripts/start.mjs`. */
function startFlags(): string[] {
  const start: string = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).scripts.start;
  return /^node((?: --\S+)*) scripts\/start\.mjs$/.exec(start)?.[1]?.trim().split(' ').filter(Boolean) ?? [];
}

export async function startProcess(
  script: string,
  env: Record<string, string>,
  readyPath: string,
  port: number,
): Promise<Server> {
  const url = `http://127.0.0.1:${port}`;
  if (
    await fetch(url).then(
      () => true,
      () => false,
    )
  )
    throw new Error(`port ${port} is in use: stop what runs there`);
  // BENCH_CPU_PROF=<folder>: each server process writes a V8 CPU profile there when it stops.
  const profile = process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
    : [];
  const loader = script.endsWith('.ts') ? ['--import', 'tsx'] : [];
  // The server runs with the flags `npm start` gives Node (package.json), so its memory is the one people get.
  const flags = script === serverEntry ? startFlags() : [];
  // Its output goes to a file, as a server's log would, not through a pipe this busy process must drain.
  const logDir = mkdtempSync(path.join(os.tmpdir(), 'hris-bench-log-'));
  const log = path.join(logDir, 'server.log');
  const out = openSync(log, 'a');
  const child = spawn(process.execPath, [...flags, ...profile, ...loader, path.join(root, script)], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', out, out],
  });
  closeSync(out);
  const output = () => readFileSync(log, 'utf8');
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${script} exited:\n${output()}`);
    try {
      const res = await fetch(`${url}${readyPath}`);
      // A cluster answers as soon as one worker listens: wait for the primary's line naming all of them.
      if (res.ok && (Number(env.WEB_CONCURRENCY ?? 1) < 2 || output().includes('workers)'))) break;
    } catch {}
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${script} did not start:\n${output()}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    child,
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        const done = () => {
          rmSync(logDir, { recursive: true, force: true });
          resolve();
        };
        if (child.exitCode !== null) return done();
        child.once('exit', done);
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
      }),
  };
}

function rssKb(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  } catch {
    return 0;
  }
}

function childrenOf(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

/** Resident memory of a process and its children, in MB: the process's own, each worker's, and their sum. */
export function memoryOf(pid: number): { totalMb: number; perProcessMaxMb: number; ownMb: number } {
  const pids = [pid, ...childrenOf(pid)];
  const each = pids.map(rssKb);
  return {
    totalMb: each.reduce((a, b) => a + b, 0) / 1024,
    perProcessMaxMb: Math.max(...each) / 1024,
    ownMb: each[0]! / 1024,
  };
}

/**
 * CPU time a process and its children have used so far, in ms (user + system, /proc's clock ticks of 10 ms):
 * per request, a cost a busy shared machine barely moves, unlike throughput.
 */
export function cpuMsOf(pid: number): number {
  return [pid, ...childrenOf(pid)].reduce((sum, p) => {
    try {
      const fields = readFileSync(`/proc/${p}/stat`, 'utf8').split(') ')[1]!.split(' ');
      return sum + (Number(fields[11]) + Number(fields[12])) * 10;
    } catch {
      return sum;
    }
  }, 0);
}

/** A stage's peaks: of the sum (the primary and its workers), of the busiest process, and of the primary alone. */
export interface MemoryPeak {
  totalMb: number;
  processMb: number;
  primaryMb: number;
}

/**
 * Samples memory every 100 ms until stopped; returns the peaks seen, overall and per stage (`stage(name)` starts
 * one), so a peak can be traced to what the server was doing.
 */
export function sampleMemory(pid: number) {
  const stages = new Map<string, MemoryPeak>();
  let stage = 'start';
  const tick = () => {
    const m = memoryOf(pid);
    const peak = stages.get(stage) ?? { totalMb: 0, processMb: 0, primaryMb: 0 };
    stages.set(stage, {
      totalMb: Math.max(peak.totalMb, m.totalMb),
      processMb: Math.max(peak.processMb, m.perProcessMaxMb),
      primaryMb: Math.max(peak.primaryMb, m.ownMb),
    });
  };
  tick();
  const timer = setInterval(tick, 100);
  const stop = () => {
    clearInterval(timer);
    tick();
    const all = [...stages.values()];
    return {
      peakTotalMb: Math.max(...all.map((p) => p.totalMb)),
      peakProcessMb: Math.max(...all.map((p) => p.processMb)),
      stages: Object.fromEntries(stages),
    };
  };
  return Object.assign(stop, {
    stage: (name: string) => {
      tick();
      stage = name;
      tick();
    },
  });
}
