import { useLiveQuery } from 'dexie-react-hooks';
import { useCurrentUserDb } from './current-user-db';

/** How many changes on this device wait for the server (0 before the first read and with nobody signed in). */
export function usePendingCount(): number {
  const db = useCurrentUserDb();
  return useLiveQuery(() => (db ? db.outbox.count() : 0), [db]) ?? 0;
}
