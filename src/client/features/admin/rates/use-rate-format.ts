/** Rates and prices as the admin sees them: two decimals in the user's locale (catalogue spec, section 3). */
import { useMemo } from 'react';
import { useSiteLocale } from '../../../i18n/site-locale-context';

export function useTwoDecimals(): (value: string) => string {
  const { locale } = useSiteLocale();
  return useMemo(() => {
    const format = new Intl.NumberFormat(locale.id, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    // The server's figures are exact decimal text of at most two decimals; Number shows them exactly.
    return (value: string) => format.format(Number(value));
  }, [locale.id]);
}
