/** "12 seconds", "3 minutes": a download's time left in the user's locale (the one in the URL). */
import { useMemo } from 'react';
import { useSiteLocale } from '../../../i18n/site-locale-context';

export function useTimeLeftFormat(): (seconds: number) => string {
  const { locale } = useSiteLocale();
  return useMemo(() => {
    const seconds = new Intl.NumberFormat(locale.id, {
      style: 'unit',
      unit: 'second',
      unitDisplay: 'long',
      maximumFractionDigits: 0,
    });
    const minutes = new Intl.NumberFormat(locale.id, {
      style: 'unit',
      unit: 'minute',
      unitDisplay: 'long',
      maximumFractionDigits: 0,
    });
    return (value) => (value < 90 ? seconds.format(Math.max(1, value)) : minutes.format(Math.round(value / 60)));
  }, [locale.id]);
}
