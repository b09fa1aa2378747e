/** Whole numbers (line numbers, counts) as the user's locale writes them. */
import { useSiteLocale } from '../i18n/site-locale-context';

// One per locale, shared: an Intl constructor costs about a millisecond on a slow phone (issue 19).
const numberFormats = new Map<string, (value: number) => string>();

export function useNumberFormat(): (value: number) => string {
  const { locale } = useSiteLocale();
  let format = numberFormats.get(locale.id);
  if (format === undefined) {
    const intl = new Intl.NumberFormat(locale.id);
    format = (value: number) => intl.format(value);
    numberFormats.set(locale.id, format);
  }
  return format;
}
