/**
 * Merging a saved list with lines received from elsewhere (catalogue spec, section 4):
 * "Merging a saved list with new lines sums quantities of equal part numbers and appends new
 * ones. A line with quantity A/R sets an as-required flag, and an A/R quantity overrides a
 * sum." Here the as-required flag is the quantity 'A/R' itself. A sum above the largest
 * quantity a line may hold stops at that largest quantity, so a merged list always passes
 * the same checks as a typed one.
 */
import { maxQuantity } from './line-validation';
import { asRequired, type LineQuantity, type ShoppingListLine } from './shopping-list-contracts';

export function mergeLines(
  saved: readonly ShoppingListLine[],
  incoming: readonly ShoppingListLine[],
): ShoppingListLine[] {
  const merged = saved.map((line) => ({ ...line }));
  for (const line of incoming) {
    const same = merged.find((candidate) => candidate.partNumber === line.partNumber);
    if (same === undefined) merged.push({ ...line });
    else same.quantity = sumQuantities(same.quantity, line.quantity);
  }
  return merged;
}

export function sumQuantities(a: LineQuantity, b: LineQuantity): LineQuantity {
  if (a === asRequired || b === asRequired) return asRequired;
  return String(Math.min(Number(a) + Number(b), maxQuantity));
}
