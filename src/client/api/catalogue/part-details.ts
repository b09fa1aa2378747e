/**
 * Details of one part (catalogue spec, section 7): its description in the user's language,
 * its brand and the pages that show it. Offline, details seen before come from the service
 * worker (the call is a catalogue query it keeps); others give 'not-offline'.
 */
import { useEffect, useState } from 'react';
import type { PartDetails, PartDetailsReply } from '../../../domain/catalogue/part-details-contracts';
import { authorisedServiceClient } from '../authorised-client';
import { isNetworkFailure } from '../http-client';

export type { PartDetails };

const partService = authorisedServiceClient('/part/api/v1/');

export interface PartDetailsQuery {
  partNumber: string;
  dealerCode: string;
  market: string;
  /** Brand of the spec's calls (section 9). */
  brand: string;
  langCode: string;
}

export async function fetchPartDetails(query: PartDetailsQuery, signal?: AbortSignal): Promise<PartDetails | null> {
  const { partNumber, ...rest } = query;
  const reply = await partService
    .post('partDetails', { json: { apns: [partNumber], ...rest }, signal })
    .json<{ success: boolean; responseObject: PartDetailsReply }>();
  return reply.responseObject.parts[0] ?? null;
}

export type PartDetailsState =
  | { status: 'loading' }
  | { status: 'ready'; details: PartDetails }
  | { status: 'not-found' }
  | { status: 'not-offline' }
  | { status: 'failed'; error: unknown };

/** The part's details. */
export function usePartDetails(query: PartDetailsQuery): PartDetailsState {
  const [state, setState] = useState<PartDetailsState & { key?: string }>({ status: 'loading' });
  const key = JSON.stringify(query);
  useEffect(() => {
    const controller = new AbortController();
    fetchPartDetails(JSON.parse(key) as PartDetailsQuery, controller.signal).then(
      (details) => setState(details ? { status: 'ready', details, key } : { status: 'not-found', key }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState(isNetworkFailure(error) ? { status: 'not-offline', key } : { status: 'failed', error, key });
      },
    );
    return () => controller.abort();
  }, [key]);
  return state.key === key ? state : { status: 'loading' };
}
