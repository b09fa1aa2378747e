/**
 * Taking in the server's reply to a batch of the outbox. In one transaction: the entries the
 * server has applied (now or before) leave the outbox; those it refused stay, marked refused
 * with the reason, and are never sent again; the server's copy is kept; and the list, notes,
 * bookmarks and profile become the server's state with the changes still in the outbox applied on top, in
 * their order (rebuild-local-state.ts). So edits made while the request was under way stay on
 * screen and stay queued, and the device converges on what the server holds.
 */
import type { SyncedState } from '../../../domain/sync/apply-sync-operation';
import type { SyncRefusal, SyncReply } from '../../../domain/sync/sync-contracts';
import { readSyncState } from './outbox';
import { localStateTables, rebuildLocalState } from './rebuild-local-state';
import { serverCopyId } from './user-db-entities';
import type { UserDb } from './user-db';

export interface ReplyOutcome {
  /** Keys the server has applied, now or before. */
  done: string[];
  refused: Map<string, SyncRefusal>;
}

/**
 * What the reply says of each key this request carried (a reply never settles a change it did
 * not see). Results are matched by their place in the request, so an operation refused
 * without a usable key is still found; a server without results answers by key.
 */
export function readReply(reply: SyncReply, sentKeys: readonly string[]): ReplyOutcome {
  const sent = new Set(sentKeys);
  const done: string[] = [];
  const refused = new Map<string, SyncRefusal>();
  if (Array.isArray(reply.results)) {
    for (const result of reply.results) {
      const key = sentKeys[result.index];
      if (key === undefined) continue;
      if (result.status === 'refused') refused.set(key, { code: result.code, detail: result.detail });
      else done.push(key);
    }
    return { done, refused };
  }
  done.push(...[...reply.applied, ...reply.alreadyApplied].filter((key) => sent.has(key)));
  for (const entry of reply.rejected) {
    if (sent.has(entry.idempotencyKey))
      refused.set(entry.idempotencyKey, { code: entry.code ?? 'invalid-field', detail: entry.message });
  }
  return { done, refused };
}

export async function acknowledge(
  db: UserDb,
  reply: SyncReply,
  sentKeys: readonly string[],
  now = new Date(),
): Promise<ReplyOutcome> {
  const outcome = readReply(reply, sentKeys);
  const serverState: SyncedState = {
    lines: reply.shoppingList.lines,
    notes: reply.notes,
    bookmarks: reply.bookmarks,
    ...(reply.profile === undefined ? {} : { profile: reply.profile }),
  };
  await db.transaction('rw', localStateTables(db), async () => {
    await db.outbox.where('operation.idempotencyKey').anyOf(outcome.done).delete();
    await db.outbox
      .where('operation.idempotencyKey')
      .anyOf([...outcome.refused.keys()])
      .modify((entry) => {
        const refusal = outcome.refused.get(entry.operation.idempotencyKey);
        if (refusal) entry.refused = { ...refusal, at: now.toISOString() };
      });
    await db.serverCopy.put({ id: serverCopyId, state: serverState });
    await rebuildLocalState(db, serverState);
    await db.syncState.put({
      ...(await readSyncState(db)),
      lastSyncedAt: now.toISOString(),
      lastError: null,
      serverModificationDate: reply.shoppingList.c_shoplistModificationDate,
    });
  });
  return outcome;
}
