/** How one market reads in the drawer and the header: flag, code (GB as UK) and name. */
import { displayMarketCode, flagEmoji } from '../../../../domain/shell/market-display';
import type { Market } from '../../../../domain/shell/market-choices';

/** Code and name as text (what the market field shows and type-ahead matches), e.g. 'UK United Kingdom'. */
export function marketText(market: Market): string {
  const code = displayMarketCode(market.code);
  return market.name === market.code ? code : `${code} ${market.name}`;
}

export function marketFlag(market: Pick<Market, 'code'>): string {
  return flagEmoji(market.code);
}
