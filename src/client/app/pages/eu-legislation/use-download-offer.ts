/** The brands and vehicle catalogues the user can download, read once the network is there. */
import { useEffect, useState } from 'react';
import type { DownloadOffer } from '../../../../domain/eu-download/eu-download-contract';
import { fetchDownloadOffer } from '../../../api/eu-download/eu-download';
import { problemOf } from '../../../api/problem-details';

export type OfferState =
  { kind: 'loading' } | { kind: 'ready'; offer: DownloadOffer } | { kind: 'failed'; detail?: string };

export function useDownloadOffer(offline: boolean): OfferState {
  const [state, setState] = useState<OfferState>({ kind: 'loading' });
  const loaded = state.kind === 'ready';
  useEffect(() => {
    if (offline || loaded) return;
    let current = true;
    fetchDownloadOffer().then(
      (offer) => current && setState({ kind: 'ready', offer }),
      (error: unknown) => current && setState({ kind: 'failed', detail: problemOf(error)?.detail }),
    );
    return () => {
      current = false;
    };
  }, [offline, loaded]);
  return state;
}
