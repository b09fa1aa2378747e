/**
 * The sync endpoint as the contract describes it, in memory, with the server's own rules
 * (src/domain/sync/plan-sync-operations.ts): applies each idempotency key once, in the order
 * received, refuses a bad operation on its own and remembers the refusal, and answers the
 * state after. It records every request, so tests can say what was sent and how often.
 */
import type { SyncedState } from '../../../../src/domain/sync/apply-sync-operation';
import { planSyncOperations, type RecordedOutcome } from '../../../../src/domain/sync/plan-sync-operations';
import { readSyncOperation } from '../../../../src/domain/sync/read-sync-operation';
import type { ShoppingListLine } from '../../../../src/domain/shopping-list/shopping-list-contracts';
import type { SyncOperation, SyncReply } from '../../../../src/domain/sync/sync-contracts';

export class FakeSyncServer {
  state: SyncedState = { lines: [], notes: [], bookmarks: [] };
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

  /** Every key seen, with its outcome (null: applied). */
  readonly recorded = new Map<string, RecordedOutcome>();

  get appliedKeys(): string[] {
    return [...this.recorded].flatMap(([key, outcome]) => (outcome === null ? [key] : []));
  }

  apply(operations: SyncOperation[]): SyncReply {
    // Through JSON, as on the wire: what the device stored is what the server reads.
    const read = (JSON.parse(JSON.stringify(operations)) as unknown[]).map((operation, index) =>
      readSyncOperation(operation, index),
    );
    const plan = planSyncOperations(this.state, this.recorded, read);
    for (const record of plan.records) this.recorded.set(record.idempotencyKey, record.refusal);
    this.state = plan.state;
    const { results } = plan;
    return {
      results,
      applied: results.flatMap((result) => (result.status === 'applied' ? [result.idempotencyKey] : [])),
      alreadyApplied: results.flatMap((result) => (result.status === 'duplicate' ? [result.idempotencyKey] : [])),
      rejected: results.flatMap((result) =>
        result.status === 'refused' && result.idempotencyKey !== null
          ? [{ idempotencyKey: result.idempotencyKey, code: result.code, message: result.detail }]
          : [],
      ),
      shoppingList: this.list(),
      notes: this.state.notes,
      bookmarks: this.state.bookmarks,
      ...(this.state.profile === undefined ? {} : { profile: this.state.profile }),
    };
  }

  /** Every key sent, in order, across requests. */
  get sentKeys(): string[] {
    return this.requests.flat();
  }

  private list() {
    return {
      key_value_string: 'customer-1',
      lines: this.state.lines,
      c_shoplistModificationDate: '2026-11-22T10:00:00.000Z',
    };
  }
}

export const line = (productId: string, quantity = '1'): ShoppingListLine => ({
  productId,
  partNumber: productId,
  partDescription: `Part ${productId}`,
  quantity,
  priceAmmend: '0',
});
