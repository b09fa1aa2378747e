/**
 * Code loaded on first use, once: every caller shares the one download, and what arrived can be
 * read synchronously afterwards (a component then draws it at once, without suspending). A load
 * that fails (offline before the service worker kept the file) is forgotten, so the next call
 * tries again.
 */
export interface LoadOnce<T> {
  load: () => Promise<T>;
  /** What the load gave, once it has arrived. */
  loaded: () => T | undefined;
}

export function loadOnce<T>(load: () => Promise<T>): LoadOnce<T> {
  let loading: Promise<T> | undefined;
  let value: T | undefined;
  return {
    load: () => {
      loading ??= load().then(
        (arrived) => (value = arrived),
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
    loaded: () => value,
  };
}
