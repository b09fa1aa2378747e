/**
 * SERVER_PROCESSES above 1: this process forks that many workers, each the ordinary server
 * of main.ts, and node:cluster shares the one port between them (connections handed out in
 * turn). Nothing a user or a sign-in needs lives in a worker's memory (docs/architecture.md,
 * "State and scaling"), so any worker may answer any request. Each worker opens the
 * database, migrates and seeds under the start-up advisory lock (db/advisory-lock.ts), so
 * that work happens once. The primary prints the start-up line when every worker listens,
 * stops them all on SIGTERM or SIGINT, and replaces a worker that dies after the start.
 */
import cluster, { type Worker } from 'node:cluster';
import { startedLine } from '../started-line';

export function runClusterPrimary(processes: number, tls: boolean): void {
  const listening = new Set<number>();
  // Our own count: cluster.workers may still list a worker whose exit event is being emitted.
  const alive = new Set<number>();
  let started = false;
  let stopping = false;
  let failed = false;

  const fork = () => alive.add(cluster.fork().id);

  cluster.on('listening', (worker: Worker, address) => {
    listening.add(worker.id);
    if (started || listening.size < processes) return;
    started = true;
    console.log(startedLine(tls, address.port));
  });

  cluster.on('exit', (worker, code, signal) => {
    listening.delete(worker.id);
    alive.delete(worker.id);
    if (!stopping && !started) {
      // A worker that cannot start (bad settings, database unreachable) would fail again.
      console.error(`A server process exited (${signal ?? code}) before every process started.`);
      failed = true;
      stopAll('SIGTERM');
    } else if (!stopping) {
      console.error(`A server process exited (${signal ?? code}); starting another.`);
      fork();
    } else if (code !== 0) {
      failed = true;
    }
    if (stopping && alive.size === 0) process.exit(failed ? 1 : 0);
  });

  const stopAll = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    // Each worker closes its server (letting requests in flight finish) and its database.
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    if (alive.size === 0) process.exit(failed ? 1 : 0);
  };
  process.once('SIGINT', () => stopAll('SIGTERM'));
  process.once('SIGTERM', () => stopAll('SIGTERM'));

  for (let index = 0; index < processes; index += 1) fork();
}
