/**
 * Replacing a superseded line of the shopping list with its current part(s) (issue 20), as
 * the spec's own actions so the change goes through the outbox like any other: remove the old
 * line, then receive the current parts with its quantity and price adjustment. Receiving merges
 * (catalogue spec, section 4): a current part already on the list sums its quantity, so two
 * old parts a kit replaces give that kit twice, as two lines of the kit's old parts would.
 */
import type { PartReplacement } from '../catalogue/supersession';
import type { ShoppingListAction, ShoppingListLine } from './shopping-list-contracts';

export function replaceSupersededLine(line: ShoppingListLine, replacement: PartReplacement): ShoppingListAction[] {
  return [
    { action: 'remove', productId: line.productId },
    {
      action: 'receive',
      lines: replacement.current.map((part) => ({
        productId: part.partNumber,
        partNumber: part.partNumber,
        partDescription: part.description,
        quantity: line.quantity,
        priceAmmend: line.priceAmmend,
      })),
    },
  ];
}
