/** Whole numbers (line numbers, counts) as the user's locale writes them. */
import { madeOncePerLocale, madeOnFirstUse } from '../../domain/site-locale/made-once-per-locale';
import { useSiteLocale } from '../i18n/site-locale-context';

const numberFormats = madeOncePerLocale<(value: number) => string>();

export function useNumberFormat(): (value: number) => string {
  const { locale } = useSiteLocale();
  return numberFormats(locale.id, () => {
    const format = madeOnFirstUse(() => new Intl.NumberFormat(locale.id));
    return (value: number) => format().format(value);
  });
}
