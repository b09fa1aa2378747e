import { useLiveQuery } from 'dexie-react-hooks';
import type { Note } from '../../../domain/sync/sync-contracts';
import { useCurrentUserDb } from './current-user-db';
import { readNotes } from './local-state';

export interface NotesView {
  notes: Note[];
  /** Notes with a change on this device the server has not acknowledged yet. */
  pendingNoteIds: ReadonlySet<string>;
  loaded: boolean;
}

const notLoaded: NotesView = { notes: [], pendingNoteIds: new Set(), loaded: false };

/** The signed-in user's notes as kept on this device, updated at once after every change and sync. */
export function useNotes(): NotesView {
  const db = useCurrentUserDb();
  const view = useLiveQuery(async () => {
    if (!db) return { ...notLoaded, loaded: true };
    const [notes, outbox] = await db.transaction('r', db.notes, db.outbox, () => Promise.all([readNotes(db), db.outbox.toArray()]));
    const pendingNoteIds = new Set(
      outbox.flatMap(({ operation }) => {
        if (operation.entity !== 'note') return [];
        return [operation.change.action === 'save' ? operation.change.note.id : operation.change.id];
      }),
    );
    return { notes, pendingNoteIds, loaded: true };
  }, [db]);
  return view ?? notLoaded;
}
