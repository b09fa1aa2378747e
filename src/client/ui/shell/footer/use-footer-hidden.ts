/**
 * Whether the user collapsed the footer, kept in the isFooterHidden cookie for 90 days (shell
 * spec, sections 4 and 9), so the choice holds across reloads and sessions on this device.
 */
import { useSyncExternalStore } from 'react';
import { footerHiddenCookie, shellCookieDays } from '../../../../config/shell';
import { readCookie, writeCookie } from '../../../store/cookies';

const listeners = new Set<() => void>();

function readFooterHidden(): boolean {
  return readCookie(footerHiddenCookie) === 'true';
}

export function writeFooterHidden(hidden: boolean): void {
  writeCookie(footerHiddenCookie, String(hidden), shellCookieDays);
  listeners.forEach((listener) => listener());
}

export function useFooterHidden(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    readFooterHidden,
    () => false,
  );
}
