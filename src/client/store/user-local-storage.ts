/**
 * One JSON value per user ('guest' when nobody is signed in) in this device's local storage,
 * so it works offline. Reads go through a cached snapshot, so useSyncExternalStore gets the
 * same object while nothing changed; other tabs' changes arrive through the storage event.
 * Each write reports whether it was stored, so the screen can say when the storage is full.
 */
import { useCallback, useSyncExternalStore } from 'react';

export interface UserLocalStorageOptions<Value> {
  storageKey: (userKey: string) => string;
  /** The stored text (null when there is none) to a value; never throws. */
  parse: (text: string | null) => Value;
  /** What is answered before anything is stored, and on the server. */
  empty: Value;
  /** What the value is, for the warning when storage refuses it ("the search history"). */
  description: string;
}

export interface UserLocalStorage<Value> {
  read: (userKey: string) => Value;
  /** Stores the change; false when local storage refused it (full, or disabled). */
  update: (userKey: string, change: (value: Value) => Value) => boolean;
  useValue: (userKey: string) => Value;
}

export function userLocalStorage<Value>({
  storageKey,
  parse,
  empty,
  description,
}: UserLocalStorageOptions<Value>): UserLocalStorage<Value> {
  const listeners = new Set<() => void>();
  const snapshots = new Map<string, { text: string | null; value: Value }>();

  function read(userKey: string): Value {
    const text = localStorage.getItem(storageKey(userKey));
    const cached = snapshots.get(userKey);
    // The same object while nothing changed, as useSyncExternalStore requires.
    if (cached?.text === text) return cached.value;
    const value = parse(text);
    snapshots.set(userKey, { text, value });
    return value;
  }

  function update(userKey: string, change: (value: Value) => Value): boolean {
    const text = JSON.stringify(change(read(userKey)));
    try {
      localStorage.setItem(storageKey(userKey), text);
    } catch (error) {
      console.warn(`Could not keep ${description} on this device`, error);
      return false;
    }
    listeners.forEach((listener) => listener());
    return true;
  }

  function subscribe(listener: () => void): () => void {
    listeners.add(listener);
    // Another tab changed local storage.
    window.addEventListener('storage', listener);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', listener);
    };
  }

  function useValue(userKey: string): Value {
    const readUser = useCallback(() => read(userKey), [userKey]);
    return useSyncExternalStore(subscribe, readUser, () => empty);
  }

  return { read, update, useValue };
}
