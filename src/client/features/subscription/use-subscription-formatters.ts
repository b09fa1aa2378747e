/** Subscription ends, order dates and money in the user's locale (the one in the URL), through Intl. */
import { useMemo } from 'react';
import { moneyFormatter, type AmountFormatter } from '../../../domain/shopping-list/display-amounts';
import { useSiteLocale } from '../../i18n/site-locale-context';
import type { SubscriptionEnd } from './subscription-summary';

export interface SubscriptionFormatters {
  /** A whole day as its date; a moment as its date and time in the user's time zone. */
  end: (end: Exclude<SubscriptionEnd, { kind: 'none' }>) => string;
  /** A moment (an ISO instant or a Date) as date and time. */
  moment: (at: Date | string) => string;
  money: (amount: number, currency: string) => string;
}

export function useSubscriptionFormatters(): SubscriptionFormatters {
  const { locale } = useSiteLocale();
  return useMemo(() => {
    // A day stored as yyyy-mm-dd is that calendar day wherever the user is: read it in UTC.
    const day = new Intl.DateTimeFormat(locale.id, { dateStyle: 'long', timeZone: 'UTC' });
    const moment = new Intl.DateTimeFormat(locale.id, { dateStyle: 'long', timeStyle: 'short' });
    const moneyFormats = new Map<string, AmountFormatter>();
    return {
      end: (end) => (end.kind === 'day' ? day.format(new Date(`${end.day}T00:00:00Z`)) : moment.format(end.at)),
      moment: (at) => moment.format(typeof at === 'string' ? new Date(at) : at),
      money: (amount, currency) => {
        let format = moneyFormats.get(currency);
        if (format === undefined) {
          format = moneyFormatter(locale.id, currency);
          moneyFormats.set(currency, format);
        }
        // The shop API answers numbers with two decimals; String keeps them as they are.
        return format(String(amount));
      },
    };
  }, [locale.id]);
}
