/**
 * What the device shows: the server's copy with every change still in the outbox applied on
 * top, in the order they were made. Changes waiting to be sent and changes the server refused
 * both count, so a refused change stays where the user made it (marked, with its reason) until
 * the user discards or edits it. Call it inside a transaction over the outbox and the state
 * tables (localStateTables).
 */
import { applySyncOperation, type SyncedState } from '../../../domain/sync/apply-sync-operation';
import {
  readBookmarks,
  readLines,
  readNotes,
  readProfile,
  writeBookmarks,
  writeLines,
  writeNotes,
  writeProfile,
} from './local-state';
import { serverCopyId } from './user-db-entities';
import type { UserDb } from './user-db';

export async function rebuildLocalState(db: UserDb, serverState: SyncedState): Promise<void> {
  let state = serverState;
  for (const { operation } of await db.outbox.orderBy('seq').toArray()) {
    const outcome = applySyncOperation(state, operation);
    // One that cannot apply here (the server's refusal says why) changes nothing on screen either.
    if (outcome.ok) state = outcome.state;
  }
  await writeLines(db, await readLines(db), state.lines);
  await writeNotes(db, await readNotes(db), state.notes);
  await writeBookmarks(db, await readBookmarks(db), state.bookmarks);
  await writeProfile(db, await readProfile(db), state.profile);
}

/**
 * The server's copy as last answered; undefined before the first reply this database kept one
 * for (the device's own state then already holds the queued changes, so it cannot stand in).
 */
export async function readServerCopy(db: UserDb): Promise<SyncedState | undefined> {
  return (await db.serverCopy.get(serverCopyId))?.state;
}

/** The tables rebuildLocalState and readServerCopy touch, for the caller's transaction. */
export const localStateTables = (db: UserDb) => [
  db.outbox,
  db.serverCopy,
  db.shoppingLines,
  db.notes,
  db.bookmarks,
  db.profile,
  db.syncState,
];
