/** The changes the server refused, for the user to settle (catalogue spec, section 4). */
import { useLiveQuery } from 'dexie-react-hooks';
import type { SyncOperation } from '../../../domain/sync/sync-contracts';
import { useCurrentUserDb } from './current-user-db';
import { refusedChanges } from './refused-changes';
import type { OutboxEntry } from './user-db-entities';

const none: OutboxEntry[] = [];

/**
 * The changes the server refused on this device, oldest first, in every tab; optionally of one
 * entity only. Undefined until the device's database has been read, so a screen can tell
 * "none" from "not read yet".
 */
export function useRefusedChangesRead(entity?: SyncOperation['entity']): OutboxEntry[] | undefined {
  const db = useCurrentUserDb();
  const entries = useLiveQuery(() => (db ? refusedChanges(db) : none), [db]);
  if (entries === undefined || entity === undefined) return entries;
  return entries.filter((entry) => entry.operation.entity === entity);
}

/** The changes the server refused on this device (none while the database is read). */
export function useRefusedChanges(entity?: SyncOperation['entity']): OutboxEntry[] {
  return useRefusedChangesRead(entity) ?? none;
}
