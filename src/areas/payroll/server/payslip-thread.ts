/**
 * Renders payslips on a worker thread (`payslip-worker.ts`), started with the first batch and stopped after a
 * few seconds without work (a run's batches follow each other within milliseconds; the idle thread holds ~90 MB).
 * One batch at a time per instance (the job queue runs one job at a time).
 */
import { Worker } from 'node:worker_threads';
import type { Locale } from '../../../shared/locale.js';
import type { PayslipData } from './payslip-pdf.js';

type Reply = { id: number; pdfs?: Uint8Array[]; error?: string };
let worker: Worker | undefined;
let idle: NodeJS.Timeout | undefined;
let next = 0;
const waiting = new Map<number, { resolve: (pdfs: Uint8Array[]) => void; reject: (e: Error) => void }>();

function start() {
  // Compiled, the thread runs its JavaScript beside this file; under tsx (dev, tests) it loads tsx's hooks first.
  // Its heap is bounded: PDFs are small.
  const limits = { resourceLimits: { maxOldGenerationSizeMb: 48, maxYoungGenerationSizeMb: 4 } };
  const compiled = import.meta.url.endsWith('.js');
  const entry = new URL(`./payslip-worker.${compiled ? 'js' : 'ts'}`, import.meta.url);
  const tsx = compiled ? '' : JSON.stringify(import.meta.resolve('tsx/esm/api'));
  const thread = compiled
    ? new Worker(entry, limits)
    : new Worker(
        `import(${tsx}).then((t) => { t.register(); return import(${JSON.stringify(entry.href)}); })`,
        {
          eval: true,
          ...limits,
        },
      );
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
