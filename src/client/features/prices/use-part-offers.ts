/**
 * Prices and stock of the parts a screen shows (issue 20), for a viewer with price access
 * only: anyone else gets 'hidden' and nothing is asked. One lookup for all the parts, read
 * again when they, the market, the language or the connection change; offline the device's
 * last known values answer at once, dated.
 */
import { startTransition, useEffect, useState } from 'react';
import { mayViewPrices } from '../../../domain/access/page-access';
import { defaultMarket } from '../../../domain/profile/login-flow-rules';
import { prepareMoneyFormatter } from '../../../domain/shopping-list/display-amounts';
import { priceLookupLangCode } from '../../../domain/shopping-list/price-lookup-lang-code';
import {
  lookUpPartOffers,
  lookedUpPartNumbers,
  partOffersFromLastKnown,
  type PartOffers,
} from '../../api/pricing/part-offers';
import { useIsOffline } from '../../machines/connectivity-context';
import { useSignedInCustomer } from '../../machines/session/use-signed-in-customer';
import { useViewer } from '../../machines/session/use-viewer';
import { useSiteLocale } from '../../i18n/site-locale-context';
import { useCurrentUserDb } from '../../store/user-db/current-user-db';
import { yieldToBrowser } from '../../yield-to-browser';

export type PartOffersState =
  { status: 'hidden' } | { status: 'loading' } | ({ status: 'ready'; updating: boolean } & PartOffers);

/** The currency the offers are priced in (one market's, so the same for all of them). */
function firstCurrency({ offers }: PartOffers): string | undefined {
  for (const offer of offers.values()) return offer.currency;
  return undefined;
}

export function usePartOffers(partNumbers: readonly string[]): PartOffersState {
  const allowed = mayViewPrices(useViewer(), new Date());
  const customer = useSignedInCustomer();
  const { locale } = useSiteLocale();
  const offline = useIsOffline();
  const db = useCurrentUserDb();
  const [state, setState] = useState<{ key: string; offers: PartOffers } | undefined>(undefined);
  const request = {
    partNumbers: lookedUpPartNumbers(partNumbers),
    market: customer?.c_epcUserMarket ?? defaultMarket,
    langCode: priceLookupLangCode(locale.id),
  };
  // A registered viewer's database is known a moment after the session: waiting for it keeps
  // the page at one lookup (asking before it, then again with it, would be two).
  const key =
    allowed && db !== undefined && request.partNumbers.length > 0
      ? JSON.stringify({ request, offline, localeId: locale.id })
      : '';
  useEffect(() => {
    if (key === '') return;
    const controller = new AbortController();
    const { request: sent, localeId } = JSON.parse(key) as { request: typeof request; localeId: string };
    const reading = offline
      ? partOffersFromLastKnown(sent.partNumbers, db)
      : lookUpPartOffers(sent, db, controller.signal);
    reading.then(
      async (offers) => {
        // The page's first money format loads the browser's currency data (about 30 ms, well
        // over 100 ms on a slow phone): done as the answer arrives, in a task before the one
        // that draws the prices. Waiting for an idle moment was too late on a busy first load.
        const currency = firstCurrency(offers);
        if (currency) {
          prepareMoneyFormatter(localeId, currency);
          await yieldToBrowser();
        }
        // A transition: a long parts list's prices are drawn in slices, the page kept responsive.
        if (!controller.signal.aborted) startTransition(() => setState({ key, offers }));
      },
      (error: unknown) => {
        if (!controller.signal.aborted) console.warn('Could not read the prices', error);
      },
    );
    return () => controller.abort();
  }, [key, offline, db]);
  if (!allowed) return { status: 'hidden' };
  if (db === undefined) return { status: 'loading' };
  if (key === '') return { status: 'ready', updating: false, offers: new Map(), source: 'lookup' };
  if (state === undefined) return { status: 'loading' };
  return { status: 'ready', updating: state.key !== key, ...state.offers };
}
