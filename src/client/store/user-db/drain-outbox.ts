/**
 * Sends the outbox to the server batch by batch, oldest first, until nothing is left to send.
 * Each batch is acknowledged before the next is read, so a batch interrupted anywhere (failed
 * request, closed tab) is sent again whole with the same keys, and the server applies each key
 * once. A change the server refused stays in the outbox, marked, and is not sent again, so
 * the rest drain past it. The caller holds the user's sync lock, so one tab drains at a time.
 */
import type { SyncOperation, SyncReply } from '../../../domain/sync/sync-contracts';
import { acknowledge } from './acknowledge';
import { maxBatchSize, pendingOperations, recordFailure } from './outbox';
import type { UserDb } from './user-db';

export type SendOperations = (operations: SyncOperation[]) => Promise<SyncReply>;

export interface DrainSummary {
  /** Operations the server took in (applied now or before) or refused. */
  acknowledged: number;
  /** Of those, the ones it refused (kept on the device for the user). */
  refused: number;
}

export const noProgressMessage = 'The server acknowledged none of the changes sent.';

export async function drainOutbox(
  db: UserDb,
  sendOperations: SendOperations,
  now: () => Date = () => new Date(),
): Promise<DrainSummary> {
  let acknowledged = 0;
  let refused = 0;
  for (;;) {
    const batch = await pendingOperations(db, maxBatchSize);
    if (batch.length === 0) return { acknowledged, refused };
    const keys = batch.map((entry) => entry.operation.idempotencyKey);
    let reply: SyncReply;
    try {
      reply = await sendOperations(batch.map((entry) => entry.operation));
    } catch (error) {
      await recordFailure(db, keys, error instanceof Error ? error.message : String(error));
      throw error;
    }
    const outcome = await acknowledge(db, reply, keys, now());
    const before = acknowledged;
    acknowledged += outcome.done.length + outcome.refused.size;
    refused += outcome.refused.size;
    // A reply that answers none of the keys would have us send the same batch for ever.
    if (acknowledged === before) {
      await recordFailure(db, keys, noProgressMessage);
      throw new Error(noProgressMessage);
    }
  }
}
