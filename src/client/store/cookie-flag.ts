/**
 * A true/false preference kept in a cookie (cookie consent, collapsed footer, non-applicable
 * parts), as a store React can subscribe to. The value is read from document.cookie once and
 * then kept in memory: Chromium answers each document.cookie read with a round trip to its
 * network process, and useSyncExternalStore reads its snapshot on every render.
 */
import { useSyncExternalStore } from 'react';
import { readCookie, writeCookie } from './cookies';

export interface CookieFlag {
  read: () => boolean;
  write: (value: boolean) => void;
  use: () => boolean;
}

export function cookieFlag(name: string, days: number): CookieFlag {
  const listeners = new Set<() => void>();
  let known: boolean | undefined;
  const read = () => {
    known ??= readCookie(name) === 'true';
    return known;
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  return {
    read,
    write(value) {
      writeCookie(name, String(value), days);
      known = value;
      listeners.forEach((listener) => listener());
    },
    use: () => useSyncExternalStore(subscribe, read, () => false),
  };
}
