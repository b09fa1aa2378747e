/** When this device last synced and what failed, shared by all tabs (catalogue spec, section 4). */
import { useLiveQuery } from 'dexie-react-hooks';
import { useCurrentUserDb } from './current-user-db';
import { emptySyncState, readSyncState } from './outbox';
import type { SyncStateRow } from './user-db-entities';

/** When this device last synced, the last failure and the changes the server refused, shared by all tabs. */
export function useSyncState(): SyncStateRow {
  const db = useCurrentUserDb();
  return useLiveQuery(() => (db ? readSyncState(db) : emptySyncState), [db]) ?? emptySyncState;
}
