/** The changes the server refused, for the user to settle (catalogue spec, section 4). */
import { useLiveQuery } from 'dexie-react-hooks';
import type { SyncOperation } from '../../../domain/sync/sync-contracts';
import { useCurrentUserDb } from './current-user-db';
import { refusedChanges } from './refused-changes';
import type { OutboxEntry } from './user-db-entities';

const none: OutboxEntry[] = [];

/** The changes the server refused on this device, oldest first, in every tab; optionally of one entity only. */
export function useRefusedChanges(entity?: SyncOperation['entity']): OutboxEntry[] {
  const db = useCurrentUserDb();
  const entries = useLiveQuery(() => (db ? refusedChanges(db) : none), [db]) ?? none;
  return entity === undefined ? entries : entries.filter((entry) => entry.operation.entity === entity);
}
