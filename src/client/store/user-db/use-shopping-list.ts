/** The user's shopping list as kept on this device, live across tabs (catalogue spec, section 4). */
import { useLiveQuery } from 'dexie-react-hooks';
import type { ShoppingListLine } from '../../../domain/shopping-list/shopping-list-contracts';
import { useCurrentUserDb } from './current-user-db';
import { readLines } from './local-state';
import { splitOutbox } from './split-outbox';
import type { OutboxEntry } from './user-db-entities';

export interface ShoppingListView {
  lines: ShoppingListLine[];
  /** Lines with a change on this device waiting to be sent. */
  pendingProductIds: ReadonlySet<string>;
  /**
   * Lines a change the server refused touches. Read in the same transaction as the lines and
   * the waiting changes: a line the last sync marked refused is never shown as neither.
   */
  refusedProductIds: ReadonlySet<string>;
  /** False until the device's copy has been read (the first render). */
  loaded: boolean;
}

const notLoaded: ShoppingListView = {
  lines: [],
  pendingProductIds: new Set(),
  refusedProductIds: new Set(),
  loaded: false,
};

/**
 * The signed-in user's shopping list as kept on this device, updated at once after every
 * change, in this tab or another, and after each sync. Offline it is the device's copy.
 */
export function useShoppingList(): ShoppingListView {
  const db = useCurrentUserDb();
  const view = useLiveQuery(async () => {
    if (!db) return { ...notLoaded, loaded: true };
    const [lines, outbox] = await db.transaction('r', db.shoppingLines, db.outbox, () =>
      Promise.all([readLines(db), db.outbox.toArray()]),
    );
    const { waiting, refused } = splitOutbox(outbox);
    return {
      lines,
      pendingProductIds: pendingProductIds(lines, waiting),
      refusedProductIds: pendingProductIds(lines, refused),
      loaded: true,
    };
  }, [db]);
  return view ?? notLoaded;
}

/** The lines each queued list change touches; a received line merges into the line of the same part number. */
export function pendingProductIds(lines: readonly ShoppingListLine[], outbox: readonly OutboxEntry[]): Set<string> {
  const pending = new Set<string>();
  for (const { operation } of outbox) {
    if (operation.entity !== 'shoppingList') continue;
    const change = operation.change;
    if (change.action === 'add') pending.add(change.line.productId);
    if (change.action === 'update' || change.action === 'remove') pending.add(change.productId);
    if (change.action === 'receive') {
      const partNumbers = new Set(change.lines.map((line) => line.partNumber));
      for (const line of [...change.lines, ...lines]) if (partNumbers.has(line.partNumber)) pending.add(line.productId);
    }
  }
  return pending;
}
