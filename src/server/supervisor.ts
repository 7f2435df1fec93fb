/**
 * The primary process of `npm start` (decision 021): it serves nothing and opens no database; it keeps `workers`
 * cluster workers running `exec` (Node's cluster module shares the port between them) and replaces one that dies,
 * after a pause that doubles while they keep dying, so a crash loop does not spin. SIGTERM or SIGINT stops the
 * workers (each closes its server and database) and then the primary.
 */
import cluster from 'node:cluster';

const FIRST_PAUSE_MS = 100;
const LONGEST_PAUSE_MS = 10_000;
/** A worker that served this long before dying was not crash-looping: the next pause is the first again. */
const STEADY_MS = 60_000;

/** The pause before replacing a worker that died after `upMs`, the pause before it having been `last`. */
export function restartPause(last: number | undefined, upMs: number): number {
  if (last === undefined || upMs >= STEADY_MS) return FIRST_PAUSE_MS;
  return Math.min(last * 2, LONGEST_PAUSE_MS);
}

/**
 * What the primary needs of the configuration (env.ts validates it all in the process that serves or prepares the
 * database, which stops the server with the reason): where the data is, how many workers, the port it announces.
 */
export function supervisorEnv(source: NodeJS.ProcessEnv = process.env) {
  const workers = Math.trunc(Number(source.WEB_CONCURRENCY)) || 1;
  return {
    databaseUrl: source.DATABASE_URL || undefined,
    webConcurrency: Math.max(workers, 1),
    port: source.PORT || '3000',
  };
}

export function supervise(options: { exec: string; workers: number; onReady: () => void }) {
  // One worker accepts its connections itself: handed over by the primary (round robin), those in transit when
  // it dies would stay open, unanswered. Several share them round robin, which the OS alone balances badly.
  if (options.workers === 1) cluster.schedulingPolicy = cluster.SCHED_NONE;
  cluster.setupPrimary({ exec: options.exec });
  const startedAt = new Map<number, number>();
  const listening = new Set<number>();
  const restarts = new Set<NodeJS.Timeout>();
  let pause: number | undefined;
  let ready = false;
  let stopping = false;

  const fork = () => startedAt.set(cluster.fork().id, Date.now());
  cluster.on('listening', (worker) => {
    listening.add(worker.id);
    if (!ready && listening.size === options.workers) {
      ready = true;
      options.onReady();
    }
  });
  cluster.on('exit', (worker, code, signal) => {
    const upMs = Date.now() - (startedAt.get(worker.id) ?? 0);
    startedAt.delete(worker.id);
    listening.delete(worker.id);
    if (stopping) {
      if (startedAt.size === 0) process.exit();
      return;
    }
    // A worker that failed before the server ever served (a port taken, a bad key) would only fail again: the
    // server stops with the reason the worker printed. After that, a dead worker is replaced.
    if (!ready && code !== 0 && !signal) {
      process.exitCode = 1;
      stop();
      return;
    }
    pause = restartPause(pause, upMs);
    console.error(
      `Worker ${worker.process.pid} exited (${signal ?? code}); starting another in ${pause} ms.`,
    );
    const restart = setTimeout(() => {
      restarts.delete(restart);
      fork();
    }, pause);
    restarts.add(restart);
  });
  const stop = () => {
    stopping = true;
    for (const restart of restarts) clearTimeout(restart);
    if (startedAt.size === 0) process.exit();
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  for (let i = 0; i < options.workers; i++) fork();
}
