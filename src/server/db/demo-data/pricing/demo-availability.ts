/**
 * The embedded price lookup's availability (issue 20): each dealer's stock of a part and the
 * lead time when it has none, made up but the same on every machine and every call, so a
 * page shows the same stock each time and tests can name it. A real deployment's price
 * service answers the same field from the dealer's own stock system.
 *
 * Drawn from a hash of dealer and part number: about two parts in three are in stock (1 to
 * 24 units, lead time 0); the others have none and arrive in 1 to 14 days.
 */
import type { PartAvailability } from '../../../../domain/shopping-list/shopping-list-contracts';
import { mulberry32 } from '../mulberry32';

/** FNV-1a of the text: a 32-bit seed that differs for every dealer and part pair. */
function seedOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

const inStockShare = 2 / 3;
const maxStock = 24;
const maxLeadTimeDays = 14;

export function demoAvailability(dealerCode: string, partNumber: string): PartAvailability {
  const random = mulberry32(seedOf(`${dealerCode.toUpperCase()}|${partNumber.toUpperCase()}`));
  if (random() < inStockShare) return { stockQuantity: 1 + Math.floor(random() * maxStock), leadTimeDays: 0 };
  return { stockQuantity: 0, leadTimeDays: 1 + Math.floor(random() * maxLeadTimeDays) };
}
