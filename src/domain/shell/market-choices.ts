/**
 * Which markets the market and language drawer offers a user (shell spec, section 6):
 * third-party and internal users choose from all markets, sorted by market name as the user
 * reads it (in their language, issue 18); retailers
 * and sponsored independents from their partner's '|' separated list, or only their own
 * market when the partner lookup answers the string 'false'; true-independent users only
 * their own market. A user without a market has GB. Guests get no market field at all.
 */
import { defaultMarket } from '../profile/login-flow-rules';
import { localisedMarketName } from './market-names';

/** A row of the markets list (shell spec, section 3). */
export interface Market {
  code: string;
  name: string;
  /**
   * ISO 4217 code of the market's currency (catalogue spec, section 9: "the market table maps
   * country codes to currency"); the subscription page prices periods in it. Optional so
   * lists built by hand (tests, the offline fallback) need not carry it.
   */
  currencyCode?: string;
}

/** What the partner markets lookup answers when the partner has no market list. */
export const noPartnerMarkets = 'false';

/** The customer fields the choice depends on (c_epcUserType, c_epcUserRole, c_epcUserMarket). */
export interface MarketChooser {
  userType?: string;
  userRole?: string;
  userMarket?: string;
}

export type MarketChoiceSource = 'all-markets' | 'partner-markets' | 'own-market';

export function marketChoiceSource(user: MarketChooser): MarketChoiceSource {
  if (user.userType === 'third-party' || user.userType === 'internal') return 'all-markets';
  if (user.userType === 'retailer') return 'partner-markets';
  if (user.userType === 'independent' && user.userRole === 'sponsored') return 'partner-markets';
  return 'own-market';
}

export function ownMarketCode(user: MarketChooser | undefined): string {
  const market = user?.userMarket?.trim().toUpperCase();
  return market ? market : defaultMarket;
}

export interface MarketChoicesInput {
  /** The signed-in user, or undefined for a guest. */
  user: MarketChooser | undefined;
  allMarkets: readonly Market[];
  /** The partner lookup's answer: 'GB|IE|FR' or 'false'; undefined when not (yet) known. */
  partnerMarkets?: string;
  /** The interface locale: all markets are sorted by their names in it; English when not given. */
  localeId?: string;
}

/** The markets offered, in the order shown; empty for a guest. */
export function marketChoices({ user, allMarkets, partnerMarkets, localeId = 'en' }: MarketChoicesInput): Market[] {
  if (user === undefined) return [];
  const own = marketNamed(ownMarketCode(user), allMarkets);
  switch (marketChoiceSource(user)) {
    case 'all-markets': {
      const collator = new Intl.Collator(localeId);
      const shown = new Map(allMarkets.map((market) => [market, localisedMarketName(market, localeId)]));
      const sorted = [...allMarkets].sort(
        (a, b) => collator.compare(shown.get(a) ?? a.name, shown.get(b) ?? b.name) || a.code.localeCompare(b.code),
      );
      return sorted.some((market) => market.code === own.code) ? sorted : [own, ...sorted];
    }
    case 'partner-markets': {
      const listed = partnerMarketCodes(partnerMarkets, allMarkets);
      return listed.length > 0 ? listed.map((code) => marketNamed(code, allMarkets)) : [own];
    }
    case 'own-market': {
      return [own];
    }
  }
}

/**
 * The partner's market codes that are markets of the catalogue, in the partner's order and
 * without repeats; none for 'false' or an unknown answer (the user then keeps their own).
 */
export function partnerMarketCodes(partnerMarkets: string | undefined, allMarkets: readonly Market[]): string[] {
  if (partnerMarkets === undefined || partnerMarkets.trim() === noPartnerMarkets) return [];
  const known = new Set(allMarkets.map((market) => market.code));
  const codes = partnerMarkets.split('|').map((code) => code.trim().toUpperCase());
  return [...new Set(codes)].filter((code) => known.has(code));
}

/** The market of a code; a code the list does not (yet) have is named by its code. */
function marketNamed(code: string, allMarkets: readonly Market[]): Market {
  return allMarkets.find((market) => market.code === code) ?? { code, name: code };
}
