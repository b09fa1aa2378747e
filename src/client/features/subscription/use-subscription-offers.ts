/** The four periods with their prices in the market's currency, read when the currency is known and online. */
import { isFlaggedError } from '../../../domain/commerce/commerce-reply';
import { lookupSubscriptionOffers, type SubscriptionOffer } from '../../api/commerce/subscription-products';
import { useSiteLocale } from '../../i18n/site-locale-context';
import { useKeyedLoad } from './use-keyed-load';

export type SubscriptionOffers =
  { state: 'loading' } | { state: 'loaded'; offers: SubscriptionOffer[] } | { state: 'failed'; problem?: string };

export function useSubscriptionOffers(currency: string | undefined, online: boolean): SubscriptionOffers {
  const { site, locale } = useSiteLocale();
  const key = online && currency !== undefined ? `${site.id}|${locale.id}|${currency}` : undefined;
  const loaded = useKeyedLoad(key, () =>
    lookupSubscriptionOffers({ siteId: site.id, locale: locale.id, currency: currency ?? '' }),
  );
  if (!online) return { state: 'failed' };
  if (loaded.status === 'idle' || loaded.status === 'loading') return { state: 'loading' };
  if (loaded.status === 'failed') return { state: 'failed' };
  return isFlaggedError(loaded.value)
    ? { state: 'failed', problem: loaded.value.message }
    : { state: 'loaded', offers: loaded.value };
}
