/**
 * Renders payslips on a worker thread (`payslip-worker.ts`), started with the first batch and stopped after a
 * few seconds without work (a run's batches follow each other within milliseconds; the idle thread holds ~90 MB),
 * or at once after a run's last batch (`stopRenderer`). One batch at a time per instance (the job queue runs one
 * job at a time).
 */
import v8 from 'node:v8';
import { Worker } from 'node:worker_threads';
import type { Locale } from '../../../shared/locale.js';
import type { PayslipData } from './payslip-pdf.js';

type Reply = { id: number; pdfs?: Uint8Array[]; error?: string };
let worker: Worker | undefined;
let idle: NodeJS.Timeout | undefined;
let next = 0;
const waiting = new Map<number, { resolve: (pdfs: Uint8Array[]) => void; reject: (e: Error) => void }>();

/** The process's own semi-space size, from its command line or NODE_OPTIONS (0: V8's default). */
const semiSpace =
  /--max-semi-space-size[= ](\d+)/.exec(
    [...process.execArgv, process.env.NODE_OPTIONS ?? ''].join(' '),
  )?.[1] ?? '0';

function start() {
  // Compiled, the thread runs its JavaScript beside this file; under tsx (dev, tests) it loads tsx's hooks first.
  // Its heap is bounded: PDFs are small.
  const limits = { resourceLimits: { maxOldGenerationSizeMb: 48, maxYoungGenerationSizeMb: 4 } };
  const compiled = import.meta.url.endsWith('.js');
  const entry = new URL(`./payslip-worker.${compiled ? 'js' : 'ts'}`, import.meta.url);
  const tsx = compiled ? '' : JSON.stringify(import.meta.resolve('tsx/esm/api'));
  // V8 sizes a new isolate's young generation from --max-semi-space-size when the process has it (`npm start`: 16 MB,
  // for requests' sake), over the thread's own limit: a 32 MB young generation for a heap that keeps some 20 MB.
  // Unset while the thread's heap is made, the limit above holds; set back once the thread runs.
  v8.setFlagsFromString('--max-semi-space-size=0');
  const thread = compiled
    ? new Worker(entry, limits)
    : new Worker(
        `import(${tsx}).then((t) => { t.register(); return import(${JSON.stringify(entry.href)}); })`,
        {
          eval: true,
          ...limits,
        },
      );
  const restore = () => v8.setFlagsFromString(`--max-semi-space-size=${semiSpace}`);
  thread.once('online', restore);
  thread.once('error', restore);
  thread.unref();
  thread.on('message', ({ id, pdfs, error }: Reply) => {
    const done = waiting.get(id);
    waiting.delete(id);
    if (error) done?.reject(new Error(error));
    else done?.resolve(pdfs!);
  });
  const fail = (error: Error) => {
    if (worker === thread) worker = undefined;
    for (const w of waiting.values()) w.reject(error);
    waiting.clear();
  };
  thread.on('error', fail);
  thread.on('exit', (code) => fail(new Error(`The payslip renderer stopped (${code})`)));
  return thread;
}

/** Stops the renderer now rather than after its idle pause: the run's last batch is made (the zip follows). */
export function stopRenderer() {
  if (waiting.size > 0 || !worker) return;
  clearTimeout(idle);
  void worker.terminate();
  worker = undefined;
}

export function renderPayslips(payslips: PayslipData[], locale: Locale): Promise<Uint8Array[]> {
  clearTimeout(idle);
  worker ??= start();
  const thread = worker;
  const id = next++;
  return new Promise<Uint8Array[]>((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    thread.postMessage({ id, payslips, locale });
  }).finally(() => {
    if (waiting.size === 0) idle = setTimeout(() => void thread.terminate(), 5_000).unref();
  });
}

/** The renderer's heap, while it runs (undefined when it does not). */
export async function rendererHeap() {
  return worker ? await worker.getHeapStatistics().catch(() => undefined) : undefined;
}
