/**
 * The currency of the user's market (a true-independent has only their own market, shell spec
 * section 6), from the markets list: the subscription periods are priced in it. Offline it is
 * not asked for.
 */
import { ownMarketCode } from '../../../domain/shell/market-choices';
import { fetchMarkets } from '../../api/shell/markets';
import { useKeyedLoad } from './use-keyed-load';

export type MarketCurrency = { state: 'loading' } | { state: 'known'; currency: string } | { state: 'unknown' };

async function currencyOfMarket(market: string): Promise<string | undefined> {
  const markets = await fetchMarkets();
  return markets.find((row) => row.code === market)?.currencyCode;
}

export function useMarketCurrency(userMarket: string | undefined, online: boolean): MarketCurrency {
  const loaded = useKeyedLoad(online ? ownMarketCode({ userMarket }) : undefined, currencyOfMarket);
  if (loaded.status === 'loading') return { state: 'loading' };
  return loaded.status === 'ready' && loaded.value !== undefined
    ? { state: 'known', currency: loaded.value }
    : { state: 'unknown' };
}
