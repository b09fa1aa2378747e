/** What the service worker's browsing caches hold, read when the settings page opens (catalogue spec, section 1). */
import { useCallback, useEffect, useState } from 'react';
import { browsingCacheUse, clearBrowsingCaches, type BrowsingCacheUse } from '../../../store/browsing-cache';

export type BrowsingCacheState =
  { status: 'reading' } | { status: 'unsupported' } | { status: 'ready'; use: BrowsingCacheUse };

/** The browsing caches' count and size, and a way to clear them that reads them again after. */
export function useBrowsingCache(): { state: BrowsingCacheState; clear: () => Promise<void> } {
  const [state, setState] = useState<BrowsingCacheState>({ status: 'reading' });
  const [reads, setReads] = useState(0);

  useEffect(() => {
    let current = true;
    browsingCacheUse().then(
      (use) => {
        if (current) setState(use ? { status: 'ready', use } : { status: 'unsupported' });
      },
      (error: unknown) => {
        console.warn('Could not read the cached pages', error);
        if (current) setState({ status: 'unsupported' });
      },
    );
    return () => {
      current = false;
    };
  }, [reads]);

  const clear = useCallback(async () => {
    await clearBrowsingCaches();
    setReads((count) => count + 1);
  }, []);

  return { state, clear };
}
