/** Work the user is not waiting for, run when the main thread has nothing else to do. */

/** Longest wait for an idle moment: on a busy page the work still runs, a little later. */
const idleTimeoutMs = 2_000;

export function whenIdle(run: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => run(), { timeout: idleTimeoutMs });
  else setTimeout(run, 0);
}
