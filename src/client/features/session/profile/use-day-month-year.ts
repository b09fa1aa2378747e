/** Dates in the user's locale for the popover's 'Last Accessed' line (shell spec, section 2). */
import { useMemo } from 'react';
import { useSiteLocale } from '../../../i18n/site-locale-context';

/** A date as day, short month and year in the user's locale ('22 Nov 2026' in en-GB). */
export function useDayMonthYear(): (iso: string) => string {
  const { locale } = useSiteLocale();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(locale.id, { day: 'numeric', month: 'short', year: 'numeric' });
    return (iso: string) => {
      const date = new Date(iso);
      return Number.isNaN(date.getTime()) ? '' : format.format(date);
    };
  }, [locale.id]);
}
