/** The user's notes as kept on this device, live across tabs (catalogue spec, section 1). */
import { useLiveQuery } from 'dexie-react-hooks';
import type { Note } from '../../../domain/sync/sync-contracts';
import { useCurrentUserDb } from './current-user-db';
import { readNotes } from './local-state';
import { splitOutbox } from './split-outbox';
import type { OutboxEntry } from './user-db-entities';

export interface NotesView {
  notes: Note[];
  /** Notes with a change on this device waiting to be sent. */
  pendingNoteIds: ReadonlySet<string>;
  /** Notes a change the server refused touches, read with the notes (see ShoppingListView). */
  refusedNoteIds: ReadonlySet<string>;
  loaded: boolean;
}

const notLoaded: NotesView = { notes: [], pendingNoteIds: new Set(), refusedNoteIds: new Set(), loaded: false };

/** The signed-in user's notes as kept on this device, updated at once after every change and sync. */
export function useNotes(): NotesView {
  const db = useCurrentUserDb();
  const view = useLiveQuery(async () => {
    if (!db) return { ...notLoaded, loaded: true };
    const [notes, outbox] = await db.transaction('r', db.notes, db.outbox, () =>
      Promise.all([readNotes(db), db.outbox.toArray()]),
    );
    const { waiting, refused } = splitOutbox(outbox);
    return { notes, pendingNoteIds: changedNoteIds(waiting), refusedNoteIds: changedNoteIds(refused), loaded: true };
  }, [db]);
  return view ?? notLoaded;
}

/** The notes these outbox entries change. */
export function changedNoteIds(entries: readonly OutboxEntry[]): Set<string> {
  return new Set(
    entries.flatMap(({ operation }) => {
      if (operation.entity !== 'note') return [];
      return [operation.change.action === 'save' ? operation.change.note.id : operation.change.id];
    }),
  );
}
