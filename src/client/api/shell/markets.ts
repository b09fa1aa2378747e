/**
 * The market and language drawer's lookups (src/server/shell/markets/markets-routes.ts): the
 * markets and languages lists, the same for everyone, read once per page load; and a
 * partner's market list, which needs the registered user's token. Offline every call
 * rejects with a network failure: the drawer then offers what it can without them.
 */
import type { Market } from '../../../domain/shell/market-choices';
import type { Language } from '../../../domain/shell/market-display';
import { authorisedServiceClient } from '../authorised-client';
import { ownServer } from '../http-client';

const ownServerAuthorised = authorisedServiceClient('/');

let markets: Promise<Market[]> | undefined;
let languages: Promise<Language[]> | undefined;

/** Keeps a list's answer for the page's life; a failed read is tried again next time. */
function remembered<T>(read: () => Promise<T>, forget: () => void): Promise<T> {
  const answer = read();
  answer.catch(forget);
  return answer;
}

export function fetchMarkets(): Promise<Market[]> {
  markets ??= remembered(
    () => ownServer.get('api/markets').json<Market[]>(),
    () => (markets = undefined),
  );
  return markets;
}

export function fetchLanguages(): Promise<Language[]> {
  languages ??= remembered(
    () => ownServer.get('api/languages').json<Language[]>(),
    () => (languages = undefined),
  );
  return languages;
}

/** The partner's '|' separated market codes, or the string 'false' when it has none. */
export function fetchPartnerMarkets(partnerId: string): Promise<string> {
  return ownServerAuthorised.get(`api/partners/${encodeURIComponent(partnerId)}/markets`).json<string>();
}
