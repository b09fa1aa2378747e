/**
 * The availability field of the price lookup (issue 20): the caller's dealer's stock and lead
 * time of each part answered. The embedded service answers the generated demo availability
 * (src/server/db/demo-data/pricing/demo-availability.ts); a deployment in front of a real
 * dealer stock system answers the same field from it. Internal users' dealer is jlr_internal,
 * the car maker's own warehouse.
 */
import type { PriceLookupOffer, PriceLookupPart } from '../../../domain/shopping-list/shopping-list-contracts';
import { demoAvailability } from '../../db/demo-data/pricing/demo-availability';

export function withAvailability(parts: readonly PriceLookupPart[], dealerCode: string): PriceLookupOffer[] {
  return parts.map((part) => ({ ...part, availability: demoAvailability(dealerCode, part.apn) }));
}
