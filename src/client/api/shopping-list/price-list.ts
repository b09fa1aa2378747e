/**
 * Prices the shopping list: POST /api/shopping-list/price, which looks the parts up for the
 * user's dealer and applies the retailer's tax and discount records (catalogue spec, sections
 * 4, 7 and 9). Every successful pricing is remembered on the device (known-prices.ts), with
 * the market's currency, so that offline, or when the service fails, the list is priced on
 * the device from the last known prices by the same formula and says how old they are.
 * Nothing is queued: prices are read again whenever the list changes or the network returns.
 */
import { useEffect, useState } from 'react';
import { priceWithKnownPrices, lookupPartsOfPricedLines } from '../../../domain/shopping-list/known-price-pricing';
import { priceLookupPartNumbers } from '../../../domain/shopping-list/pricing';
import type {
  ListTotals,
  PriceShoppingListReply,
  PriceShoppingListRequest,
  PricedLine,
  ShoppingListLine,
} from '../../../domain/shopping-list/shopping-list-contracts';
import { lastKnownPrices, rememberPrices } from '../../store/user-db/known-prices';
import type { UserDb } from '../../store/user-db/user-db';
import { authorisedServiceClient } from '../authorised-client';
import { isNetworkFailure } from '../http-client';

const pricingService = authorisedServiceClient('/api/shopping-list/');

export interface ListPrices {
  lines: PricedLine[];
  totals: ListTotals;
  /** ISO 4217; empty when the device has never been told the market's currency. */
  currency: string;
  /** When the prices were read: now for 'server', the oldest price used for 'last-known'; null when none was known. */
  pricedAt: string | null;
  /** 'server': priced by the service now; 'last-known': priced on this device from the prices it last saw. */
  source: 'server' | 'last-known';
  /** Why the service's prices are not shown (only for 'last-known'). */
  failure?: 'offline' | 'error';
  /** Lines the device had no price for ('last-known' only). */
  unpricedProductIds: string[];
}

export type PriceListRequest = Required<PriceShoppingListRequest>;

// The currency is a fact about a market, not about the user: local storage is enough.
const currencyKey = (market: string) => `epc-market-currency-${market.toUpperCase()}`;

export function rememberCurrency(market: string, currency: string): void {
  try {
    localStorage.setItem(currencyKey(market), currency);
  } catch (error) {
    console.warn('Could not keep the market currency', error);
  }
}

export function rememberedCurrency(market: string): string {
  try {
    return localStorage.getItem(currencyKey(market)) ?? '';
  } catch {
    return '';
  }
}

/** The list priced on this device from the last known prices (see the header); works offline. */
export async function priceFromLastKnown(
  { lines, market }: Pick<PriceListRequest, 'lines' | 'market'>,
  db: UserDb | undefined,
  failure: ListPrices['failure'] = 'offline',
): Promise<ListPrices> {
  const known = db ? await lastKnownPrices(db, priceLookupPartNumbers(lines)) : [];
  const priced = priceWithKnownPrices(lines, known);
  return {
    ...priced,
    currency: rememberedCurrency(market),
    source: 'last-known',
    failure,
  };
}

/**
 * The list priced by the service, remembered on the device for later; when the service
 * cannot be reached or fails, the list priced from the last known prices instead.
 */
export async function priceShoppingList(
  request: PriceListRequest,
  db: UserDb | undefined,
  signal?: AbortSignal,
): Promise<ListPrices> {
  let reply: PriceShoppingListReply;
  try {
    reply = await pricingService.post('price', { json: request, signal }).json<PriceShoppingListReply>();
  } catch (error) {
    if (signal?.aborted) throw error;
    if (!isNetworkFailure(error)) console.warn('Could not price the shopping list', error);
    return priceFromLastKnown(request, db, isNetworkFailure(error) ? 'offline' : 'error');
  }
  rememberCurrency(request.market, reply.currency);
  // Failing to remember (a full disk) must not hide the prices just read.
  if (db) {
    await rememberPrices(db, lookupPartsOfPricedLines(reply.lines), new Date(reply.pricedAt)).catch((error: unknown) =>
      console.warn('Could not keep the prices on this device', error),
    );
  }
  return { ...reply, source: 'server', unpricedProductIds: [] };
}

export interface ListPricing {
  /** The latest prices; while the list is priced again, the previous ones (undefined before the first). */
  prices: ListPrices | undefined;
  pricing: boolean;
}

/**
 * The list's prices, read again whenever the lines, market or language change and when the
 * network returns. While offline the service is not tried: the last known prices answer at once.
 */
export function useListPrices(
  lines: readonly ShoppingListLine[],
  {
    market,
    langCode,
    offline,
    db,
    allowed = true,
  }: {
    market: string;
    langCode: string;
    offline: boolean;
    db: UserDb | undefined;
    /** Whether the viewer has price access (mayViewPrices): without it nothing is asked. */
    allowed?: boolean;
  },
): ListPricing {
  const [state, setState] = useState<{ key: string; prices: ListPrices | undefined }>({ key: '', prices: undefined });
  const request: PriceListRequest = { lines: lines.map(sentLine), market, langCode };
  const key = allowed ? JSON.stringify({ request, offline }) : '';
  useEffect(() => {
    if (key === '') return;
    const controller = new AbortController();
    const { request: sent } = JSON.parse(key) as { request: PriceListRequest };
    const pricing = offline ? priceFromLastKnown(sent, db) : priceShoppingList(sent, db, controller.signal);
    pricing.then(
      (prices) => {
        if (!controller.signal.aborted) setState({ key, prices });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) console.warn('Could not price the shopping list', error);
      },
    );
    return () => controller.abort();
  }, [key, offline, db]);
  return { prices: state.prices, pricing: state.key !== key };
}

/** Only the fields the service takes (it refuses any other). */
function sentLine({
  productId,
  partNumber,
  partDescription,
  quantity,
  priceAmmend,
}: ShoppingListLine): ShoppingListLine {
  return { productId, partNumber, partDescription, quantity, priceAmmend };
}
