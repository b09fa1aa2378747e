/**
 * Applies one request's operations for one user, in order, inside the caller's transaction,
 * each on its own: a refused operation is answered with its reason and never stops the others.
 *
 * The user's shopping list row is locked first, so concurrent requests of the same user (two
 * tabs, two devices) run one after the other (the notes, the EPCUsers profile and the customer
 * row holding the bookmarks are locked after it, always in that order: the sign-in also locks
 * the profile before it writes the customer); the idempotency keys are read under
 * that lock, so a key sent twice at once still applies once. Every key is recorded, refused
 * ones too with their reason, so no operation is ever applied twice and a replay gets the
 * same answers (within the keys' retention, a year: see applied-operations-repository.ts).
 *
 * The plan (src/domain/sync/plan-sync-operations.ts) is written in one step, inside a
 * savepoint. Should the database refuse that write for something in the input that no check
 * knows of (SQLSTATE 22, 23 or 54), the savepoint is rolled back and the operations are
 * written one by one, each in a savepoint of its own, so the one the database refuses is
 * refused alone ('not-storable'; for a profile change with the spec's 'User not Updated in
 * RDM') and the rest still apply. Any other error rolls the whole
 * request back and the device sends it again.
 */
import type { SyncedState, SyncRules } from '../../domain/sync/apply-sync-operation';
import { planSyncOperations, type NewRecord, type RecordedOutcome } from '../../domain/sync/plan-sync-operations';
import type { ReadOperation } from '../../domain/sync/read-sync-operation';
import type { SyncOperationResult, SyncReply } from '../../domain/sync/sync-contracts';
import type { ShoppingList } from '../../domain/shopping-list/shopping-list-contracts';
import type { Queryable } from '../db/database';
import { databaseInputProblem } from '../http/database-input-error';
import { lockShoppingList, saveShoppingList } from '../shopping-list/shopping-list-repository';
import { findRecordedOperations, forgetOldOperations, recordOperations } from './applied-operations-repository';
import { lockBookmarks, saveBookmarks } from './bookmarks-repository';
import { findNotes, saveNotes } from './notes-repository';
import { marketChoicesOf } from '../access/market-choice-check';
import { lockProfile, saveProfile, userNotUpdatedMessage } from './profile-repository';

/** Whose state the operations change: the EPC user (list, notes) and their customer record (bookmarks). */
export interface SyncOwner {
  userId: string;
  customerId: string;
}

/** The user's synced state as stored, with the list's record around its lines. */
interface StoredState {
  shoppingList: ShoppingList;
  state: SyncedState;
}

export const notStorableDetail = 'The server could not store this change.';

export async function applySyncOperations(
  tx: Queryable,
  owner: SyncOwner,
  operations: readonly ReadOperation[],
): Promise<SyncReply> {
  const shoppingList = await lockShoppingList(tx, owner.userId);
  const notes = await findNotes(tx, owner.userId, { forUpdate: true });
  const { record, profile } = await lockProfile(tx, owner.userId);
  const bookmarks = await lockBookmarks(tx, owner.customerId);
  const stored: StoredState = { shoppingList, state: { lines: shoppingList.lines, notes, bookmarks, profile } };
  const keys = operations.flatMap((operation) => (operation.idempotencyKey === null ? [] : [operation.idempotencyKey]));
  const recorded = await findRecordedOperations(tx, owner.userId, keys);
  // What a profile change's market is judged by (shell spec, section 6), read only when one may need it.
  const rules: SyncRules = operations.some((operation) => operation.ok && operation.entity === 'profile')
    ? {
        marketChoices: await marketChoicesOf(tx, record),
        knownMarkets: new Set(
          (await tx.query<{ code: string }>('select code from markets')).map((market) => market.code),
        ),
      }
    : {};

  const plan = planSyncOperations(stored.state, recorded, operations, 0, rules);
  try {
    const after = await inSavepoint(tx, () => write(tx, owner, stored, plan.state, plan.records));
    return replyOf(plan.results, after);
  } catch (error) {
    if (databaseInputProblem(error) === undefined) throw error;
    return applyOneByOne(tx, owner, stored, recorded, operations, rules);
  }
}

async function applyOneByOne(
  tx: Queryable,
  owner: SyncOwner,
  stored: StoredState,
  recorded: ReadonlyMap<string, RecordedOutcome>,
  operations: readonly ReadOperation[],
  rules: SyncRules,
): Promise<SyncReply> {
  const seen = new Map(recorded);
  const results: SyncOperationResult[] = [];
  let current = stored;
  for (const [index, operation] of operations.entries()) {
    const plan = planSyncOperations(current.state, seen, [operation], index, rules);
    for (const record of plan.records) seen.set(record.idempotencyKey, record.refusal);
    const [result] = plan.results;
    if (result === undefined) continue;
    if (result.status !== 'applied') {
      await recordOperations(tx, owner.userId, plan.records);
      results.push(result);
      continue;
    }
    try {
      current = await inSavepoint(tx, () => write(tx, owner, current, plan.state, plan.records));
      results.push(result);
    } catch (error) {
      if (databaseInputProblem(error) === undefined) throw error;
      const profileChange = operation.ok && operation.entity === 'profile';
      // The spec's message for a user record that could not be saved (catalogue spec, section 8).
      const refusal = {
        code: 'not-storable' as const,
        detail: profileChange ? userNotUpdatedMessage : notStorableDetail,
      };
      seen.set(result.idempotencyKey, refusal);
      await recordOperations(tx, owner.userId, [{ idempotencyKey: result.idempotencyKey, refusal }]);
      results.push({ index, idempotencyKey: result.idempotencyKey, status: 'refused', ...refusal });
    }
  }
  return replyOf(results, current);
}

/** Writes what changed between `before` and `after`, with the new keys; answers the stored state after. */
async function write(
  tx: Queryable,
  owner: SyncOwner,
  before: StoredState,
  after: SyncedState,
  records: readonly NewRecord[],
): Promise<StoredState> {
  let { shoppingList } = before;
  if (records.length > 0) {
    await recordOperations(tx, owner.userId, records);
    await forgetOldOperations(tx, owner.userId);
  }
  if (changed(before.state.lines, after.lines)) {
    const modifiedAt = new Date().toISOString();
    shoppingList = await saveShoppingList(
      tx,
      { ...shoppingList, lines: after.lines, c_shoplistModificationDate: modifiedAt },
      owner.userId,
    );
  }
  if (changed(before.state.notes, after.notes)) await saveNotes(tx, owner.userId, after.notes);
  if (changed(before.state.bookmarks, after.bookmarks)) await saveBookmarks(tx, owner.customerId, after.bookmarks);
  if (before.state.profile && after.profile && changed(before.state.profile, after.profile))
    await saveProfile(tx, owner, before.state.profile, after.profile);
  return { shoppingList, state: { ...after, lines: shoppingList.lines } };
}

function changed(before: unknown, after: unknown): boolean {
  return before !== after && JSON.stringify(before) !== JSON.stringify(after);
}

/**
 * Runs `step` so that, should it throw, what it wrote is undone and the transaction goes on.
 * Never nested, so one name serves every step.
 */
async function inSavepoint<T>(tx: Queryable, step: () => Promise<T>): Promise<T> {
  const name = 'sync_step';
  await tx.query(`savepoint ${name}`);
  try {
    const result = await step();
    await tx.query(`release savepoint ${name}`);
    return result;
  } catch (error) {
    await tx.query(`rollback to savepoint ${name}`);
    throw error;
  }
}

function replyOf(results: SyncOperationResult[], stored: StoredState): SyncReply {
  return {
    results,
    applied: results.flatMap((result) => (result.status === 'applied' ? [result.idempotencyKey] : [])),
    alreadyApplied: results.flatMap((result) => (result.status === 'duplicate' ? [result.idempotencyKey] : [])),
    rejected: results.flatMap((result) =>
      result.status === 'refused' && result.idempotencyKey !== null
        ? [{ idempotencyKey: result.idempotencyKey, code: result.code, message: result.detail }]
        : [],
    ),
    shoppingList: stored.shoppingList,
    notes: stored.state.notes,
    bookmarks: stored.state.bookmarks,
    ...(stored.state.profile === undefined ? {} : { profile: stored.state.profile }),
  };
}
