/**
 * Whose database the screens read: the signed-in registered user's, or none (guests and
 * signed-out visitors keep no list on the device). The sync provider sets it from the session,
 * which knows the user even offline; the hooks follow it.
 */
import { useSyncExternalStore } from 'react';
import { userDb, type UserDb } from './user-db';

const listeners = new Set<() => void>();
let current: UserDb | undefined;

export function setCurrentUser(userKey: string | undefined): void {
  const next = userKey === undefined ? undefined : userDb(userKey);
  if (next === current) return;
  current = next;
  for (const listener of listeners) listener();
}

/** The signed-in user's database, for repositories called from event handlers. */
export function currentUserDb(): UserDb | undefined {
  return current;
}

export function useCurrentUserDb(): UserDb | undefined {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    currentUserDb,
    () => undefined,
  );
}
