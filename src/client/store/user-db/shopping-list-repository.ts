/**
 * Changing the user's shopping list. Online or offline the change is made on the device at
 * once (the screen follows through useShoppingList) and queued in the outbox in the same
 * transaction, so a change is never shown without being queued, nor queued without being shown.
 */
import { checkShoppingListAction } from '../../../domain/shopping-list/check-shopping-list-action';
import { applyShoppingListAction } from '../../../domain/shopping-list/shopping-list-actions';
import type { ShoppingListAction } from '../../../domain/shopping-list/shopping-list-contracts';
import type { SyncOperation } from '../../../domain/sync/sync-contracts';
import { readLines, writeLines } from './local-state';
import { enqueue } from './outbox';
import type { UserDb } from './user-db';

export type ChangeOutcome = { ok: true; operation: SyncOperation } | { ok: false; message: string };

/**
 * Applies the action to the list on this device and queues it for the server. An action the
 * server would refuse (bad quantity, unknown action) changes nothing and answers its message.
 * Rejects when the device refuses to store it (e.g. QuotaExceededError), changing nothing.
 */
export async function changeShoppingList(
  db: UserDb,
  action: ShoppingListAction,
  now = new Date(),
): Promise<ChangeOutcome> {
  const checked = checkShoppingListAction(action);
  if (!checked.ok) return checked;
  const operation: SyncOperation = {
    idempotencyKey: crypto.randomUUID(),
    entity: 'shoppingList',
    createdAt: now.toISOString(),
    change: checked.value,
  };
  await db.transaction('rw', db.shoppingLines, db.outbox, async () => {
    const lines = await readLines(db);
    await writeLines(db, lines, applyShoppingListAction(lines, checked.value));
    await enqueue(db, operation);
  });
  return { ok: true, operation };
}

export type ChangesOutcome = { ok: true; operations: SyncOperation[] } | { ok: false; message: string };

/**
 * Several actions as one change (an uploaded parts list's receive actions): each is checked
 * first, and all are applied and queued in one transaction, so either every one is kept on
 * the device and queued, or none (a refused action or a storage failure changes nothing).
 */
export async function changeShoppingListTogether(
  db: UserDb,
  actions: readonly ShoppingListAction[],
  now = new Date(),
): Promise<ChangesOutcome> {
  const checked: ShoppingListAction[] = [];
  for (const action of actions) {
    const check = checkShoppingListAction(action);
    if (!check.ok) return check;
    checked.push(check.value);
  }
  const operations = checked.map((change): SyncOperation => ({
    idempotencyKey: crypto.randomUUID(),
    entity: 'shoppingList',
    createdAt: now.toISOString(),
    change,
  }));
  await db.transaction('rw', db.shoppingLines, db.outbox, async () => {
    const lines = await readLines(db);
    await writeLines(db, lines, checked.reduce(applyShoppingListAction, lines));
    for (const operation of operations) await enqueue(db, operation);
  });
  return { ok: true, operations };
}
