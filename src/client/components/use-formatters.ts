/** Sizes and dates in the user's locale (the one in the URL), for what the app shows. */
import { useMemo } from 'react';
import { useSiteLocale } from '../i18n/site-locale-context';

export interface Formatters {
  bytes: (bytes: number) => string;
  dateTime: (iso: string) => string;
}

export function useFormatters(): Formatters {
  const { locale } = useSiteLocale();
  return useMemo(() => {
    // Gigabytes for what the browser allows a site (often tens of them), never for a vehicle.
    const gigabytes = new Intl.NumberFormat(locale.id, { style: 'unit', unit: 'gigabyte', maximumFractionDigits: 1 });
    const megabytes = new Intl.NumberFormat(locale.id, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 });
    const kilobytes = new Intl.NumberFormat(locale.id, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 });
    const dateTime = new Intl.DateTimeFormat(locale.id, { dateStyle: 'medium', timeStyle: 'short' });
    return {
      bytes: (bytes) => {
        if (bytes >= 1_000_000_000) return gigabytes.format(bytes / 1_000_000_000);
        return bytes >= 1_000_000 ? megabytes.format(bytes / 1_000_000) : kilobytes.format(Math.ceil(bytes / 1_000));
      },
      dateTime: (iso) => dateTime.format(new Date(iso)),
    };
  }, [locale.id]);
}
