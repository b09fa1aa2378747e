/**
 * Sends the shopping list to the dealer ordering site (catalogue spec, section 7): asks the
 * dealer service for a token, logs the dealer in with it, both through the server's edix
 * proxy, and answers the ordering site's address with the login token and the comma-joined
 * part numbers, for the caller to open in a new tab. Online only: the dealer site is elsewhere,
 * so offline the first call fails as a network failure (isNetworkFailure), and nothing is queued.
 */
import {
  dealerOrderingPath,
  dealerServicePath,
  type DealerLoginReply,
  type DealerTokenReply,
} from '../../../domain/shopping-list/shopping-list-contracts';
import { authorisedServiceClient } from '../authorised-client';

const ownServer = authorisedServiceClient('/');

/**
 * Where the dealer service and its ordering site are. The default is the server's embedded
 * stand-in; for the external site pass one of the server's EDIX_TARGETS as url and that
 * site's ordering page as orderingUrl.
 */
export interface DealerSite {
  url: string;
  orderingUrl: string;
}

export function embeddedDealerSite(): DealerSite {
  return {
    url: `${globalThis.location.origin}${dealerServicePath}`,
    orderingUrl: dealerOrderingPath,
  };
}

export interface DealerHandOff {
  dealerCode: string;
  dealerName: string;
  countryCode: string;
  partNumbers: string[];
  /**
   * The DSL field of LoginDealers (the dealer's sales location). The server's proxy sends the
   * DealerName and DSL of the dealer's record instead, for a dealer it knows.
   */
  dsl?: string;
  site?: DealerSite;
}

export async function handOffToDealer({
  dealerCode,
  dealerName,
  countryCode,
  partNumbers,
  dsl = '',
  site = embeddedDealerSite(),
}: DealerHandOff): Promise<string> {
  const token = await ownServer
    .get('edix', { searchParams: { url: site.url, endpoint: '/GetToken' } })
    .json<DealerTokenReply>();
  if (!token.data?.Token) throw new Error('The dealer service sent no token.');
  const login = await ownServer
    .get('edix', {
      searchParams: {
        url: site.url,
        endpoint: '/LoginDealers',
        Token: token.data.Token,
        DealerCode: dealerCode,
        DealerName: dealerName,
        CountryCode: countryCode,
        DSL: dsl,
      },
    })
    .json<DealerLoginReply>();
  if (!login.LoginToken) throw new Error('The dealer service sent no login token.');
  // Commas stay literal: the ordering site splits the list on them.
  const parts = partNumbers.map(encodeURIComponent).join(',');
  return `${site.orderingUrl}?loginToken=${encodeURIComponent(login.LoginToken)}&parts=${parts}`;
}
