/**
 * A read of browser storage shared by the calls of one synchronous run of code (issue 19).
 * Components that show a stored value read it on every render (useSyncExternalStore), and
 * each read of local or session storage is a native call that copies the stored text: within
 * one slice of React's rendering the first read serves the rest. The next run reads afresh,
 * so a change made elsewhere (another tab, a test) is seen as soon as it could be announced;
 * a write made here calls `forget` so that its own run sees it too.
 */
export function readOncePerTurn<T>(read: () => T): { read: () => T; forget: () => void } {
  let fresh = false;
  let value: T;
  return {
    read() {
      if (fresh) return value;
      value = read();
      fresh = true;
      queueMicrotask(() => {
        fresh = false;
      });
      return value;
    },
    forget() {
      fresh = false;
    },
  };
}
