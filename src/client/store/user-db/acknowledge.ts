/**
 * Taking in the server's reply to a batch of the outbox. In one transaction: the entries the
 * server has applied (now or before) or refused for good leave the outbox, and the list,
 * notes and bookmarks become the server's state with the changes still in the outbox applied on top, in
 * their order. So edits made while the request was under way stay on screen and stay queued,
 * and the device converges on what the server holds.
 */
import { applySyncOperation, type SyncedState } from '../../../domain/sync/apply-sync-operation';
import type { SyncReply } from '../../../domain/sync/sync-contracts';
import { readBookmarks, readLines, readNotes, writeBookmarks, writeLines, writeNotes } from './local-state';
import { readSyncState } from './outbox';
import type { UserDb } from './user-db';

export async function acknowledge(db: UserDb, reply: SyncReply, sentKeys: readonly string[], now = new Date()): Promise<void> {
  const sent = new Set(sentKeys);
  // Only keys this request carried: a reply never removes a change it did not see.
  const done = [...reply.applied, ...reply.alreadyApplied, ...reply.rejected.map((entry) => entry.idempotencyKey)].filter((key) =>
    sent.has(key),
  );
  await db.transaction('rw', [db.outbox, db.shoppingLines, db.notes, db.bookmarks, db.syncState], async () => {
    await db.outbox.where('operation.idempotencyKey').anyOf(done).delete();
    const stillPending = await db.outbox.orderBy('seq').toArray();
    let state: SyncedState = { lines: reply.shoppingList.lines, notes: reply.notes, bookmarks: reply.bookmarks };
    for (const { operation } of stillPending) {
      const outcome = applySyncOperation(state, operation);
      // One the server will refuse changes nothing here either; its rejection comes with the reply.
      if (outcome.ok) state = outcome.state;
    }
    await writeLines(db, await readLines(db), state.lines);
    await writeNotes(db, await readNotes(db), state.notes);
    await writeBookmarks(db, await readBookmarks(db), state.bookmarks);
    await db.syncState.put({
      ...(await readSyncState(db)),
      lastSyncedAt: now.toISOString(),
      lastError: null,
      serverModificationDate: reply.shoppingList.c_shoplistModificationDate,
      rejected: reply.rejected.filter((entry) => sent.has(entry.idempotencyKey)),
    });
  });
}
