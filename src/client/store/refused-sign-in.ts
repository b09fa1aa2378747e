/**
 * A provider sign-in the server answered without a registered session: pending (approval is
 * awaited) or rejected (catalogue spec, section 4). Such a user stays a guest, so without this
 * note the app could only tell them to sign in again. It lives in session storage beside the
 * other sign-in flags: a rejected user's device is wiped first and the note written after, so
 * the wipe still leaves nothing of the user behind but the app can say what happened. Logout
 * clears session storage, and a sign-in that succeeds forgets it.
 */
import { useSyncExternalStore } from 'react';
import type { RefusedSignIn } from '../../domain/access/page-access';

const storageKey = 'epc_refused_sign_in';
const listeners = new Set<() => void>();

function read(): RefusedSignIn | undefined {
  const value = sessionStorage.getItem(storageKey);
  return value === 'pending' || value === 'rejected' ? value : undefined;
}

function notify(): void {
  for (const listener of listeners) listener();
}

export function rememberRefusedSignIn(refusal: RefusedSignIn): void {
  sessionStorage.setItem(storageKey, refusal);
  notify();
}

export function forgetRefusedSignIn(): void {
  sessionStorage.removeItem(storageKey);
  notify();
}

export function useRefusedSignIn(): RefusedSignIn | undefined {
  return useSyncExternalStore((listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }, read);
}
