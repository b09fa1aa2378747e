/**
 * Details of one part (catalogue spec, section 7): its description in the user's language,
 * its brand and the pages that show it. Offline, details seen before come from the service
 * worker (the call is a catalogue query it keeps); others give 'not-offline'.
 */
import { useEffect, useState } from 'react';
import type { PartDetails, PartDetailsReply } from '../../../domain/catalogue/part-details-contracts';
import { authorisedServiceClient } from '../authorised-client';
import { freshAnswers } from '../fresh-answers';
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

export async function fetchPartDetails(query: PartDetailsQuery): Promise<PartDetails | null> {
  const { partNumber, ...rest } = query;
  const reply = await partService
    .post('partDetails', { json: { apns: [partNumber], ...rest } })
    .json<{ success: boolean; responseObject: PartDetailsReply }>();
  return reply.responseObject.parts[0] ?? null;
}

export type PartDetailsState =
  | { status: 'loading' }
  | { status: 'ready'; details: PartDetails }
  | { status: 'not-found' }
  | { status: 'not-offline' }
  | { status: 'failed'; error: unknown };

/** The part's details, fresh for the query stale time (fresh-answers.ts). */
export function usePartDetails(query: PartDetailsQuery): PartDetailsState {
  const [state, setState] = useState<PartDetailsState & { key?: string }>({ status: 'loading' });
  const key = JSON.stringify(query);
  useEffect(() => {
    let current = true;
    freshAnswers
      .ask(`partDetails ${key}`, () => fetchPartDetails(JSON.parse(key) as PartDetailsQuery))
      .then(
        (details) => current && setState(detailsState(details, key)),
        (error: unknown) =>
          current &&
          setState(isNetworkFailure(error) ? { status: 'not-offline', key } : { status: 'failed', error, key }),
      );
    return () => {
      current = false;
    };
  }, [key]);
  if (state.key === key) return state;
  // Details just seen (the same part opened again) are drawn at once.
  const held = freshAnswers.held<PartDetails | null>(`partDetails ${key}`);
  return held ? detailsState(held.value) : { status: 'loading' };
}

function detailsState(details: PartDetails | null, key?: string): PartDetailsState & { key?: string } {
  return details ? { status: 'ready', details, key } : { status: 'not-found', key };
}
