/**
 * Reports viewProduct (shell spec, section 7) when a part's details open, once per part while
 * the view stays mounted. Offline nothing is reported: activities are best effort.
 */
import { useEffect, useRef } from 'react';
import { recordActivity } from '../../../api/recommendations/record-activity';
import { useIsOffline } from '../../../machines/connectivity-context';
import { useSiteLocale } from '../../../i18n/site-locale-context';

export function useRecordProductView(partNumber: string): void {
  const { site } = useSiteLocale();
  const offline = useIsOffline();
  const reported = useRef<string | null>(null);
  useEffect(() => {
    if (offline || reported.current === partNumber) return;
    reported.current = partNumber;
    void recordActivity(site.id, 'viewProduct', { product: { id: partNumber } });
  }, [site.id, partNumber, offline]);
}
