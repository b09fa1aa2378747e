/** Sizes and dates in the user's locale (the one in the URL), for what the app shows. */
import { madeOncePerLocale } from '../../domain/site-locale/made-once-per-locale';
import { useSiteLocale } from '../i18n/site-locale-context';

export interface Formatters {
  bytes: (bytes: number) => string;
  dateTime: (iso: string) => string;
}

const formattersByLocale = madeOncePerLocale<Formatters>();

function makeFormatters(localeId: string): Formatters {
  // Gigabytes for what the browser allows a site (often tens of them), never for a vehicle.
  const gigabytes = new Intl.NumberFormat(localeId, { style: 'unit', unit: 'gigabyte', maximumFractionDigits: 1 });
  const megabytes = new Intl.NumberFormat(localeId, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 });
  const kilobytes = new Intl.NumberFormat(localeId, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 });
  const dateTime = new Intl.DateTimeFormat(localeId, { dateStyle: 'medium', timeStyle: 'short' });
  return {
    bytes: (bytes) => {
      if (bytes >= 1_000_000_000) return gigabytes.format(bytes / 1_000_000_000);
      return bytes >= 1_000_000 ? megabytes.format(bytes / 1_000_000) : kilobytes.format(Math.ceil(bytes / 1_000));
    },
    dateTime: (iso) => dateTime.format(new Date(iso)),
  };
}

export function useFormatters(): Formatters {
  const { locale } = useSiteLocale();
  return formattersByLocale(locale.id, () => makeFormatters(locale.id));
}
