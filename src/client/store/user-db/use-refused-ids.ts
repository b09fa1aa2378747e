/** Marks the rows a refused change touches (catalogue spec, section 4). */
import { useMemo } from 'react';
import type { ShoppingListLine } from '../../../domain/shopping-list/shopping-list-contracts';
import type { SyncOperation } from '../../../domain/sync/sync-contracts';
import { changedBookmarkIds } from './use-bookmarks';
import { changedNoteIds } from './use-notes';
import { pendingProductIds } from './use-shopping-list';
import { useRefusedChanges } from './use-refused-changes';

/**
 * The rows (list lines by productId, notes and bookmarks by id) that a change the server
 * refused touches, so the row can say so where the user made the change; `lines` are the
 * list's lines on screen (a received line marks the line of its part number).
 */
export function useRefusedIds(
  entity: SyncOperation['entity'],
  lines: readonly ShoppingListLine[] = [],
): ReadonlySet<string> {
  const refused = useRefusedChanges(entity);
  return useMemo(() => {
    if (entity === 'shoppingList') return pendingProductIds(lines, refused);
    if (entity === 'note') return changedNoteIds(refused);
    return changedBookmarkIds(refused).pendingBookmarkIds;
  }, [entity, lines, refused]);
}
