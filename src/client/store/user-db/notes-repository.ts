/**
 * Changing the user's notes: like the shopping list, the note changes on the device at once
 * and the change is queued in the outbox in the same transaction, online or offline.
 */
import { checkNoteAction } from '../../../domain/sync/check-note-action';
import { applyNoteAction } from '../../../domain/sync/notes';
import type { NoteAction, SyncOperation } from '../../../domain/sync/sync-contracts';
import { readNotes, writeNotes } from './local-state';
import { enqueue } from './outbox';
import type { ChangeOutcome } from './shopping-list-repository';
import type { UserDb } from './user-db';

/**
 * Saves or deletes a note on this device and queues the change for the server. A note the
 * server would refuse (empty or too long) changes nothing and answers its message.
 */
export async function changeNote(db: UserDb, action: NoteAction, now = new Date()): Promise<ChangeOutcome> {
  const checked = checkNoteAction(action);
  if (!checked.ok) return checked;
  const operation: SyncOperation = {
    idempotencyKey: crypto.randomUUID(),
    entity: 'note',
    createdAt: now.toISOString(),
    change: checked.value,
  };
  await db.transaction('rw', db.notes, db.outbox, async () => {
    const notes = await readNotes(db);
    await writeNotes(db, notes, applyNoteAction(notes, checked.value));
    await enqueue(db, operation);
  });
  return { ok: true, operation };
}
