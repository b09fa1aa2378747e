/** Warns of unsent changes of a user not signed in now (catalogue spec, section 4). */
import Dexie from 'dexie';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { countPending } from './outbox';
import { userDb, userDbName, type UserDb } from './user-db';

/**
 * How many changes of user `userKey` wait on this device to be sent (refused ones aside), for
 * a user who is not signed in now; undefined until read. Never creates the user's database.
 */
export function useWaitingChangeCount(userKey: string): number | undefined {
  // undefined: not looked yet; null: this device has no database for the user.
  const [db, setDb] = useState<UserDb | null | undefined>(undefined);
  useEffect(() => {
    let current = true;
    Dexie.exists(userDbName(userKey))
      .then((exists) => {
        if (current) setDb(exists ? userDb(userKey) : null);
      })
      .catch((error: unknown) => {
        console.warn('Could not look for the changes waiting on this device', error);
        if (current) setDb(null);
      });
    return () => {
      current = false;
    };
  }, [userKey]);
  return useLiveQuery(() => (db ? countPending(db) : db === null ? 0 : undefined), [db]);
}
