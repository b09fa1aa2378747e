/**
 * Loads one thing for the component that shows it, keyed so a new key loads again. A failed
 * load (offline, server away) is reported as 'failed' for the caller to explain; it is tried
 * again when the component mounts anew (the drawer is opened again).
 */
import { useEffect, useState } from 'react';

export type Loaded<T> =
  { status: 'idle' } | { status: 'loading' } | { status: 'ready'; value: T } | { status: 'failed' };

type Outcome<T> = { key: string; ok: true; value: T } | { key: string; ok: false };

/** Load must be stable (a module-level function): it is not meant to change between renders. */
export function useLoaded<T>(key: string | undefined, load: (key: string) => Promise<T>): Loaded<T> {
  const [outcome, setOutcome] = useState<Outcome<T>>();

  useEffect(() => {
    if (key === undefined) return;
    let current = true;
    load(key).then(
      (value) => {
        if (current) setOutcome({ key, ok: true, value });
      },
      (error: unknown) => {
        console.warn(`Could not load ${key}`, error);
        if (current) setOutcome({ key, ok: false });
      },
    );
    return () => {
      current = false;
    };
  }, [key, load]);

  if (key === undefined) return { status: 'idle' };
  if (outcome?.key !== key) return { status: 'loading' };
  return outcome.ok ? { status: 'ready', value: outcome.value } : { status: 'failed' };
}
