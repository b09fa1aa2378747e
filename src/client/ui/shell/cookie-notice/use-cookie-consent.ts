/**
 * Whether the user accepted the cookie notice, kept in the cookieConsent cookie for 90 days
 * (shell spec, sections 4 and 9); until then the notice shows on every page.
 */
import { useSyncExternalStore } from 'react';
import { cookieConsentCookie, shellCookieDays } from '../../../../config/shell';
import { readCookie, writeCookie } from '../../../store/cookies';

const listeners = new Set<() => void>();

function readConsent(): boolean {
  return readCookie(cookieConsentCookie) === 'true';
}

export function acceptCookies(): void {
  writeCookie(cookieConsentCookie, 'true', shellCookieDays);
  listeners.forEach((listener) => listener());
}

export function useCookieConsent(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    readConsent,
    () => false,
  );
}
