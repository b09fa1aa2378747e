/** Whole numbers (line numbers, counts) as the user's locale writes them. */
import { useMemo } from 'react';
import { useSiteLocale } from '../i18n/site-locale-context';

export function useNumberFormat(): (value: number) => string {
  const { locale } = useSiteLocale();
  return useMemo(() => {
    const format = new Intl.NumberFormat(locale.id);
    return (value: number) => format.format(value);
  }, [locale.id]);
}
