/**
 * What a sync request does, decided before anything is written: each operation on its own,
 * in order, against the state the ones before it left. A key recorded before (by an earlier
 * request or earlier in this one) is answered from its record: a duplicate if it was applied,
 * the same refusal if it was refused, so a replay never applies anything twice and gets the
 * same answers. A refused operation changes nothing and never stops the ones after it.
 */
import { applySyncOperation, type SyncedState, type SyncRules } from './apply-sync-operation';
import type { ReadOperation } from './read-sync-operation';
import type { SyncOperationResult, SyncRefusal } from './sync-contracts';

/** A key's recorded outcome: null when it was applied. */
export type RecordedOutcome = SyncRefusal | null;

export interface NewRecord {
  idempotencyKey: string;
  refusal: RecordedOutcome;
}

export interface SyncPlan {
  results: SyncOperationResult[];
  /** Keys seen for the first time, to remember with their outcome. */
  records: NewRecord[];
  state: SyncedState;
}

/**
 * `recorded` holds the outcomes of keys seen before; it is not changed (the plan's records say
 * what to add). `firstIndex` numbers the results when a request is planned in parts; `rules`
 * holds what the checks need to know of the user (their market choices).
 */
export function planSyncOperations(
  state: SyncedState,
  recorded: ReadonlyMap<string, RecordedOutcome>,
  operations: readonly ReadOperation[],
  firstIndex = 0,
  rules: SyncRules = {},
): SyncPlan {
  const seen = new Map(recorded);
  const results: SyncOperationResult[] = [];
  const records: NewRecord[] = [];
  let current = state;
  operations.forEach((operation, offset) => {
    const index = firstIndex + offset;
    const { idempotencyKey } = operation;
    if (idempotencyKey === null) {
      // Without a usable key nothing can be remembered; the refusal is answered and that is all.
      if (!operation.ok)
        results.push({ index, idempotencyKey, status: 'refused', code: operation.code, detail: operation.detail });
      return;
    }
    const earlier = seen.get(idempotencyKey);
    if (earlier === null) {
      results.push({ index, idempotencyKey, status: 'duplicate' });
      return;
    }
    if (earlier !== undefined) {
      results.push({ index, idempotencyKey, status: 'refused', ...earlier });
      return;
    }
    const refuse = (refusal: SyncRefusal) => {
      results.push({ index, idempotencyKey, status: 'refused', ...refusal });
      seen.set(idempotencyKey, refusal);
      records.push({ idempotencyKey, refusal });
    };
    if (!operation.ok) {
      refuse({ code: operation.code, detail: operation.detail });
      return;
    }
    const outcome = applySyncOperation(current, operation, rules);
    if (!outcome.ok) {
      refuse({ code: outcome.code, detail: outcome.message });
      return;
    }
    current = outcome.state;
    results.push({ index, idempotencyKey, status: 'applied' });
    seen.set(idempotencyKey, null);
    records.push({ idempotencyKey, refusal: null });
  });
  return { results, records, state: current };
}
