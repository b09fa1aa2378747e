/**
 * Prices and the dealer's stock of the parts a screen shows (issue 20): one price lookup
 * (POST /catalogue/api/v1/priceLookup) for all of them, in batches of the lookup's 500 part
 * numbers, never one per row. Each answer is kept on the device (the user's own database,
 * known-prices.ts) with its date, currency and stock, so offline, or when the lookup fails,
 * the last known values are shown with the date they were read, never as current ones.
 * Only a caller with price access asks (mayViewPrices); the server refuses anyone else.
 */
import { partOfferView, type PartOfferView } from '../../../domain/shopping-list/part-offer';
import { priceLookupPartNumbers } from '../../../domain/shopping-list/pricing';
import {
  maxLookupPartNumbers,
  type PriceLookupReply,
  type PriceLookupRequest,
} from '../../../domain/shopping-list/shopping-list-contracts';
import { lastKnownPrices } from '../../store/user-db/known-prices';
import type { KnownPrice } from '../../store/user-db/user-db-entities';
import type { UserDb } from '../../store/user-db/user-db';
import { authorisedServiceClient } from '../authorised-client';
import { isNetworkFailure } from '../http-client';
import { fetchMarkets } from '../shell/markets';
import { rememberCurrency, rememberedCurrency } from '../shopping-list/price-list';

const catalogueService = authorisedServiceClient('/catalogue/api/v1/');

export interface PartOffers {
  /** By part number as the lookup spells it (trimmed, upper case); parts without a price are absent. */
  offers: ReadonlyMap<string, PartOfferView>;
  /** 'lookup': read just now; 'last-known': the device's kept values (offline, or the lookup failed). */
  source: 'lookup' | 'last-known';
  failure?: 'offline' | 'error';
}

export interface PartOffersRequest {
  partNumbers: readonly string[];
  market: string;
  langCode: string;
}

/** The distinct part numbers worth asking about: no '#' numbers (section 5), trimmed, upper case. */
export function lookedUpPartNumbers(partNumbers: readonly string[]): string[] {
  return priceLookupPartNumbers(partNumbers.map((partNumber) => ({ partNumber })));
}

function batchesOf<T>(items: readonly T[], size: number): T[][] {
  const batches: T[][] = [];
  for (let start = 0; start < items.length; start += size) batches.push(items.slice(start, start + size));
  return batches;
}

/** The market's currency: from the markets list, else the one the device last saw for it. */
async function currencyOf(market: string): Promise<string> {
  try {
    const currency = (await fetchMarkets()).find((row) => row.code === market.toUpperCase())?.currencyCode;
    if (currency) {
      rememberCurrency(market, currency);
      return currency;
    }
  } catch {
    // Offline or failed: the kept one below.
  }
  return rememberedCurrency(market);
}

/** The device's last known values, each dated. */
export async function partOffersFromLastKnown(
  partNumbers: readonly string[],
  db: UserDb | undefined,
  failure: PartOffers['failure'] = 'offline',
): Promise<PartOffers> {
  const known = db ? await lastKnownPrices(db, lookedUpPartNumbers(partNumbers)) : [];
  return {
    offers: new Map(known.map((part) => [part.apn, partOfferView(part, false)])),
    source: 'last-known',
    failure,
  };
}

/** One lookup per 500 parts for the caller's own dealer; the answers kept on the device. */
export async function lookUpPartOffers(
  { partNumbers, market, langCode }: PartOffersRequest,
  db: UserDb | undefined,
  signal?: AbortSignal,
): Promise<PartOffers> {
  const asked = lookedUpPartNumbers(partNumbers);
  let kept: KnownPrice[];
  try {
    const [currency, ...replies] = await Promise.all([
      currencyOf(market),
      ...batchesOf(asked, maxLookupPartNumbers).map((batch) => {
        const body: PriceLookupRequest = { dealerCode: '', market, brand: '', apn: batch.join(','), langCode };
        return catalogueService.post('priceLookup', { json: body, signal }).json<PriceLookupReply>();
      }),
    ]);
    const pricedAt = new Date().toISOString();
    kept = replies.flatMap((reply) => reply.parts).map((part) => ({ ...part, pricedAt, currency }));
  } catch (error) {
    if (signal?.aborted) throw error;
    if (!isNetworkFailure(error)) console.warn('Could not look the prices up', error);
    return partOffersFromLastKnown(partNumbers, db, isNetworkFailure(error) ? 'offline' : 'error');
  }
  // Failing to keep them (a full disk) must not hide the values just read.
  if (db) await db.prices.bulkPut(kept).catch((error: unknown) => console.warn('Could not keep the prices', error));
  return { offers: new Map(kept.map((part) => [part.apn, partOfferView(part, true)])), source: 'lookup' };
}
