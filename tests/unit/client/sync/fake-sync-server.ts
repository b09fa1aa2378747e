/**
 * The sync endpoint as the contract describes it, in memory: applies each idempotency key
 * once, in the order received, and answers the state after. It records every request, so
 * tests can say what was sent and how often.
 */
import { applySyncOperation, type SyncedState } from '../../../../src/domain/sync/apply-sync-operation';
import type { ShoppingListLine } from '../../../../src/domain/shopping-list/shopping-list-contracts';
import type { SyncOperation, SyncReply } from '../../../../src/domain/sync/sync-contracts';

export class FakeSyncServer {
  state: SyncedState = { lines: [], notes: [], bookmarks: [] };
  readonly appliedKeys: string[] = [];
  readonly requests: string[][] = [];
  /** Failures to throw instead of answering, one per request, before answering normally. */
  readonly failures: unknown[] = [];
  /** While set, a request waits for it before it is answered (a slow network). */
  hold: Promise<void> | null = null;

  readonly sendOperations = async (operations: SyncOperation[]): Promise<SyncReply> => {
    this.requests.push(operations.map((operation) => operation.idempotencyKey));
    const failure = this.failures.shift();
    if (failure !== undefined) throw failure;
    if (this.hold) await this.hold;
    return this.apply(operations);
  };

  apply(operations: SyncOperation[]): SyncReply {
    const reply: SyncReply = { applied: [], alreadyApplied: [], rejected: [], shoppingList: this.list(), notes: [], bookmarks: [] };
    for (const operation of operations) {
      if (this.appliedKeys.includes(operation.idempotencyKey)) {
        reply.alreadyApplied.push(operation.idempotencyKey);
        continue;
      }
      this.appliedKeys.push(operation.idempotencyKey);
      const outcome = applySyncOperation(this.state, operation);
      if (outcome.ok) {
        this.state = outcome.state;
        reply.applied.push(operation.idempotencyKey);
      } else {
        reply.rejected.push({ idempotencyKey: operation.idempotencyKey, message: outcome.message });
      }
    }
    return { ...reply, shoppingList: this.list(), notes: this.state.notes, bookmarks: this.state.bookmarks };
  }

  /** Every key sent, in order, across requests. */
  get sentKeys(): string[] {
    return this.requests.flat();
  }

  private list() {
    return { key_value_string: 'customer-1', lines: this.state.lines, c_shoplistModificationDate: '2026-11-22T10:00:00.000Z' };
  }
}

export const line = (productId: string, quantity = '1'): ShoppingListLine => ({
  productId,
  partNumber: productId,
  partDescription: `Part ${productId}`,
  quantity,
  priceAmmend: '0',
});
