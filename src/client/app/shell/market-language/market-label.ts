/**
 * How one market reads in the drawer and the header: code (GB as UK) and its name in the
 * interface language (src/domain/shell/market-names.ts), beside its flag (flag-image.tsx).
 */
import { displayMarketCode } from '../../../../domain/shell/market-display';
import { localisedMarketName } from '../../../../domain/shell/market-names';
import type { Market } from '../../../../domain/shell/market-choices';

/**
 * Code and name as text (what the market field shows and type-ahead matches), e.g.
 * 'UK United Kingdom', or 'UK Vereinigtes Königreich' in German.
 */
export function marketText(market: Market, localeId: string): string {
  const code = displayMarketCode(market.code);
  return market.name === market.code ? code : `${code} ${localisedMarketName(market, localeId)}`;
}
