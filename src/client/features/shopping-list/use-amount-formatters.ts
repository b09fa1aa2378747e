/** Money and rates with two decimals in the market's currency (catalogue spec, sections 5 and 9). */
import { useMemo } from 'react';
import { moneyFormatter, rateFormatter, type AmountFormatter } from '../../../domain/shopping-list/display-amounts';
import { useSiteLocale } from '../../i18n/site-locale-context';

/** Money in the market's currency and rates, both with two decimals, in the locale of the URL. */
export function useAmountFormatters(currency: string): { money: AmountFormatter; rate: AmountFormatter } {
  const { locale } = useSiteLocale();
  return useMemo(
    () => ({ money: moneyFormatter(locale.id, currency), rate: rateFormatter(locale.id) }),
    [locale.id, currency],
  );
}
