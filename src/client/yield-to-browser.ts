/**
 * Ends the current task and goes on in a new one, so the browser can handle input, paint and
 * run other tasks between two stretches of the app's start (main.tsx). One task holding the
 * main thread for over 50 ms is what a slow phone feels as a frozen page, and what total
 * blocking time counts (issue 19).
 *
 * scheduler.yield() continues ahead of other queued tasks where the browser has it (Chromium);
 * elsewhere a zero timeout, which goes to the back of the queue.
 */
interface YieldingScheduler {
  yield: () => Promise<void>;
}

export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<YieldingScheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
