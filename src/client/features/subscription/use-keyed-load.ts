/**
 * Loads one thing for a key, so a new key loads again and the state is derived from whether
 * the answer held is the key's (no state set inside the effect but the answer's own). No key
 * (offline, nothing to ask yet) is 'idle'. The same pattern as the market drawer's useLoaded.
 */
import { useEffect, useEffectEvent, useState } from 'react';

export type KeyedLoad<T> =
  | { status: 'idle' }
  /** previous: the answer for the key before, kept on screen while the new one is read. */
  | { status: 'loading'; previous?: T }
  | { status: 'ready'; value: T }
  | { status: 'failed'; error: unknown };

type Outcome<T> = { key: string; ok: true; value: T } | { key: string; ok: false; error: unknown };

/** load is called with the key; it need not be stable, the key decides when to load. */
export function useKeyedLoad<T>(key: string | undefined, load: (key: string) => Promise<T>): KeyedLoad<T> {
  const [outcome, setOutcome] = useState<Outcome<T>>();
  // The key decides when to load; the function is read as it is when the key changes.
  const loadFor = useEffectEvent((forKey: string) => load(forKey));

  useEffect(() => {
    if (key === undefined) return;
    let current = true;
    loadFor(key).then(
      (value) => {
        if (current) setOutcome({ key, ok: true, value });
      },
      (error: unknown) => {
        console.warn(`Could not load ${key}`, error);
        if (current) setOutcome({ key, ok: false, error });
      },
    );
    return () => {
      current = false;
    };
  }, [key]);

  if (key === undefined) return { status: 'idle' };
  if (outcome?.key !== key) return { status: 'loading', previous: outcome?.ok ? outcome.value : undefined };
  return outcome.ok ? { status: 'ready', value: outcome.value } : { status: 'failed', error: outcome.error };
}
