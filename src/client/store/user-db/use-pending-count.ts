/** Counts the changes waiting to sync, for the header's sync state (catalogue spec, section 4). */
import { useLiveQuery } from 'dexie-react-hooks';
import { useCurrentUserDb } from './current-user-db';
import { countPending } from './outbox';

/**
 * How many changes on this device wait to be sent, refused ones aside: 0 with nobody signed in,
 * undefined until they have been counted.
 */
export function usePendingCount(): number | undefined {
  const db = useCurrentUserDb();
  return useLiveQuery(() => (db ? countPending(db) : 0), [db]);
}
