/**
 * The markets the drawer offers the signed-in user (src/domain/shell/market-choices.ts),
 * with the lists they come from: all markets, and the partner's list for retailers and
 * sponsored independents. Until a list arrives, or when it cannot (offline), the user's own
 * market is offered alone, and the status says why.
 */
import {
  marketChoices,
  marketChoiceSource,
  ownMarketCode,
  type Market,
  type MarketChooser,
} from '../../../../domain/shell/market-choices';
import { fetchMarkets, fetchPartnerMarkets } from '../../../api/shell/markets';
import type { Customer } from '../../../../domain/commerce/customer';
import { useSiteLocale } from '../../../i18n/site-locale-context';
import { useLoaded } from './use-loaded';

export interface MarketOptions {
  markets: Market[];
  /** The market selected when the drawer opens: the user's own, if offered. */
  initial: string;
  status: 'loading' | 'ready' | 'unavailable';
}

const noMarkets: Market[] = [];

/**
 * @param customer the registered customer, or undefined for a guest (offered the default
 *   market only where the drawer shows a market field at all: the subscription page).
 * @param enabled whether the drawer shows a market field; nothing is loaded otherwise.
 */
export function useMarketOptions(customer: Customer | undefined, enabled: boolean, offline: boolean): MarketOptions {
  const chooser: MarketChooser = {
    userType: customer?.c_epcUserType,
    userRole: customer?.c_epcUserRole,
    userMarket: customer?.c_epcUserMarket,
  };
  const { locale } = useSiteLocale();
  const partnerId = customer?.c_epcPartnerId;
  const usesPartner =
    enabled && marketChoiceSource(chooser) === 'partner-markets' && partnerId !== undefined && !offline;

  const all = useLoaded(enabled ? 'markets' : undefined, fetchMarkets);
  const partner = useLoaded(usesPartner ? partnerId : undefined, fetchPartnerMarkets);

  const allMarkets = all.status === 'ready' ? all.value : noMarkets;
  const partnerMarkets = partner.status === 'ready' ? partner.value : undefined;
  const markets = enabled
    ? marketChoices({ user: chooser, allMarkets, partnerMarkets, localeId: locale.id })
    : noMarkets;

  const own = ownMarketCode(chooser);
  const loads = [all.status, partner.status];
  const status = loads.includes('loading') ? 'loading' : loads.includes('failed') || offline ? 'unavailable' : 'ready';
  return { markets, initial: markets.some((market) => market.code === own) ? own : (markets[0]?.code ?? own), status };
}
