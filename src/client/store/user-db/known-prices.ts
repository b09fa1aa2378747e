/**
 * The last price the lookup answered for each part, so the list can still be priced offline,
 * labelled with the date of the lookup. Refreshed whenever a lookup succeeds.
 */
import type { PriceLookupPart } from '../../../domain/shopping-list/shopping-list-contracts';
import type { KnownPrice } from './user-db-entities';
import type { UserDb } from './user-db';

export async function rememberPrices(
  db: UserDb,
  parts: readonly PriceLookupPart[],
  pricedAt = new Date(),
): Promise<void> {
  await db.prices.bulkPut(parts.map((part) => ({ ...part, pricedAt: pricedAt.toISOString() })));
}

/** The last known prices of these parts; parts never priced on this device are left out. */
export async function lastKnownPrices(db: UserDb, apns: readonly string[]): Promise<KnownPrice[]> {
  const found = await db.prices.bulkGet([...apns]);
  return found.filter((price): price is KnownPrice => price !== undefined);
}
