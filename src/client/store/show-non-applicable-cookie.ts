/**
 * The 'show non-applicable parts' toggle, kept in a cookie for 90 days (spec sections 2 and 9)
 * so it survives sessions on this device.
 */
import { useSyncExternalStore } from 'react';
import { readCookie, writeCookie } from './cookies';

export const showNonApplicableCookie = 'showNonApplicableParts';
const cookieDays = 90;
const listeners = new Set<() => void>();

export function readShowNonApplicable(): boolean {
  return readCookie(showNonApplicableCookie) === 'true';
}

export function writeShowNonApplicable(show: boolean): void {
  writeCookie(showNonApplicableCookie, String(show), cookieDays);
  listeners.forEach((listener) => listener());
}

export function useShowNonApplicable(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    readShowNonApplicable,
    () => false,
  );
}
