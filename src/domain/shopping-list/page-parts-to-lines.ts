/**
 * A page section's parts as shopping-list lines (issue 20: add the selected rows, or all parts
 * of the page, in one step "with the quantities from the page"). The page's quantity of each
 * row becomes the line's quantity; a part on several rows of the page (other callouts, the
 * rows marked Duplicate) is needed at each place, so its rows are summed, as the spec merges
 * new lines into a list (merge-lines.ts: sums, A/R overrides a sum). A row whose page quantity
 * is no whole number or A/R cannot become a line and is answered as skipped.
 */
import { checkQuantity } from './line-validation';
import { mergeLines } from './merge-lines';
import type { ShoppingListLine } from './shopping-list-contracts';

export interface PagePartRow {
  partNumber: string;
  description: string;
  /** The page's quantity: a number or A/R. */
  quantity: string;
}

export interface PagePartLines {
  /** One line per part number, in the page's order. */
  lines: ShoppingListLine[];
  /** Part numbers of rows left out for a quantity that is not one. */
  skipped: string[];
}

export function pagePartsToLines(rows: readonly PagePartRow[]): PagePartLines {
  const skipped: string[] = [];
  const lines: ShoppingListLine[] = [];
  for (const row of rows) {
    const quantity = checkQuantity(row.quantity);
    if (!quantity.ok) {
      skipped.push(row.partNumber);
      continue;
    }
    lines.push({
      productId: row.partNumber,
      partNumber: row.partNumber,
      partDescription: row.description,
      quantity: quantity.value,
      priceAmmend: '0',
    });
  }
  return { lines: mergeLines([], lines), skipped };
}
