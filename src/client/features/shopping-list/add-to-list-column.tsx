/** Lets a parts list add its parts to the shopping list, one popover for all rows (catalogue spec, section 4). */
import type { ReactNode } from 'react';
import { useShoppingList } from '../../store/user-db/use-shopping-list';
import { AddToListButton } from './add-to-list-button';
import { useAddToListPopover } from './add-to-list-popover';

export interface AddToListColumnProps {
  children: (cellFor: (part: { partNumber: string; description: string }) => ReactNode) => ReactNode;
}

/**
 * A parts list's 'Add to list' cells (each saying when the part is in the list already) and
 * the one popover they open, rendered after the list.
 */
export function AddToListColumn({ children }: AddToListColumnProps) {
  const { lines } = useShoppingList();
  const quantityInList = new Map(lines.map((line) => [line.productId, line.quantity]));
  const { openAddToList, openFor, addToListPopover } = useAddToListPopover();
  const cellFor = (part: { partNumber: string; description: string }) => (
    <AddToListButton
      partNumber={part.partNumber}
      description={part.description}
      quantityInList={quantityInList.get(part.partNumber)}
      onOpen={openAddToList}
      expanded={openFor === part.partNumber}
    />
  );
  return (
    <>
      {children(cellFor)}
      {addToListPopover}
    </>
  );
}
