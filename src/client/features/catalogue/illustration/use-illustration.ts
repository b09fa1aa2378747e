/** Fetches a page section's illustration and makes it safe to show (catalogue spec, section 3). */
import { useEffect, useState } from 'react';
import { fetchIllustrationSvg } from '../../../api/catalogue/illustrations';
import { isNetworkFailure } from '../../../api/http-client';
import { sanitiseSvg } from './sanitise-svg';

export type IllustrationState =
  { status: 'loading' } | { status: 'ready'; svg: SVGSVGElement } | { status: 'not-offline' } | { status: 'failed' };

/**
 * The page's illustration, fetched and sanitised. Offline, one never fetched on this device
 * is 'not-offline'; an answer that is not a usable SVG is 'failed'.
 */
export function useIllustration(url: string): IllustrationState {
  const [state, setState] = useState<IllustrationState & { url?: string }>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    fetchIllustrationSvg(url, controller.signal).then(
      (text) => {
        const svg = sanitiseSvg(text);
        setState(svg ? { status: 'ready', svg, url } : { status: 'failed', url });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState(isNetworkFailure(error) ? { status: 'not-offline', url } : { status: 'failed', url });
      },
    );
    return () => controller.abort();
  }, [url]);
  return state.url === url ? state : { status: 'loading' };
}
