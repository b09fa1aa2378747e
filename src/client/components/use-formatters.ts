/** Sizes and dates in the user's locale (the one in the URL), for what the app shows. */
import { madeOncePerLocale, madeOnFirstUse } from '../../domain/site-locale/made-once-per-locale';
import { useSiteLocale } from '../i18n/site-locale-context';

export interface Formatters {
  bytes: (bytes: number) => string;
  dateTime: (iso: string) => string;
}

const formattersByLocale = madeOncePerLocale<Formatters>();

function makeFormatters(localeId: string): Formatters {
  const unit = (unit: string, maximumFractionDigits: number) =>
    madeOnFirstUse(() => new Intl.NumberFormat(localeId, { style: 'unit', unit, maximumFractionDigits }));
  // Gigabytes for what the browser allows a site (often tens of them), never for a vehicle.
  const gigabytes = unit('gigabyte', 1);
  const megabytes = unit('megabyte', 1);
  const kilobytes = unit('kilobyte', 0);
  const dateTime = madeOnFirstUse(() => new Intl.DateTimeFormat(localeId, { dateStyle: 'medium', timeStyle: 'short' }));
  return {
    bytes: (bytes) => {
      if (bytes >= 1_000_000_000) return gigabytes().format(bytes / 1_000_000_000);
      return bytes >= 1_000_000 ? megabytes().format(bytes / 1_000_000) : kilobytes().format(Math.ceil(bytes / 1_000));
    },
    dateTime: (iso) => dateTime().format(new Date(iso)),
  };
}

export function useFormatters(): Formatters {
  const { locale } = useSiteLocale();
  return formattersByLocale(locale.id, () => makeFormatters(locale.id));
}
