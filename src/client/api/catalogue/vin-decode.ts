/**
 * POST /catalogue/api/v1/vehicleConfig/vinDecode (catalogue spec, section 7): a VIN or a
 * registration number to the vehicle, its catalogue and its feature codes. The answer is
 * private and never stored (the server sends no-store and the service worker does not keep
 * it), so decoding needs the network: offline the outcome is 'offline', never an old answer.
 * Only the page's memory holds it, for the 2 s of the query stale time (fresh-answers.ts).
 */
import { HTTPError } from 'ky';
import { useEffect, useEffectEvent, useState } from 'react';
import type { DecodedVehicle, FeatureCode } from '../../../domain/catalogue/catalogue-contracts';
import { freshAnswers } from '../fresh-answers';
import { isNetworkFailure, isNotFound } from '../http-client';
import { problemOf } from '../problem-details';
import { catalogueService } from './catalogue-client';

export type { DecodedVehicle, FeatureCode };

export interface VinDecodeRequest {
  /** One of vin and regNum. */
  vin?: string;
  regNum?: string;
  langCode: string;
  marketCode: string;
  /** The user details the spec sends along; the service does not need them. */
  userId?: string;
  userType?: string;
}

export type VinDecodeOutcome =
  | { status: 'decoded'; vehicle: DecodedVehicle }
  /** 400: the service refused the VIN, e.g. a wrong check digit in a market that requires one. */
  | { status: 'refused'; detail: string }
  | { status: 'not-found' }
  | { status: 'offline' }
  | { status: 'failed'; error: unknown };

async function askToDecode(request: VinDecodeRequest): Promise<DecodedVehicle> {
  const reply = await catalogueService
    .post('vehicleConfig/vinDecode', { json: request })
    .json<{ success: boolean; responseObject: DecodedVehicle }>();
  return reply.responseObject;
}

async function outcomeOf(decoding: Promise<DecodedVehicle>): Promise<VinDecodeOutcome> {
  try {
    return { status: 'decoded', vehicle: await decoding };
  } catch (error) {
    if (isNetworkFailure(error)) return { status: 'offline' };
    if (isNotFound(error)) return { status: 'not-found' };
    if (error instanceof HTTPError && error.response.status === 400)
      return { status: 'refused', detail: problemOf(error)?.detail ?? '' };
    return { status: 'failed', error };
  }
}

/**
 * Decodes once per request; null asks for nothing (e.g. while the VIN is malformed).
 * `onDecoded` runs as the answer arrives, before it is drawn: what the caller keeps of a
 * decode (the recent VINs) is then written however soon the user leaves or reloads the page.
 */
export function useVinDecode(
  request: VinDecodeRequest | null,
  onDecoded?: (vehicle: DecodedVehicle) => void,
): VinDecodeOutcome | { status: 'idle' | 'loading' } {
  const key = request === null ? null : JSON.stringify(request);
  const [state, setState] = useState<{ key: string; outcome: VinDecodeOutcome } | null>(null);
  const decoded = useEffectEvent((vehicle: DecodedVehicle) => onDecoded?.(vehicle));
  useEffect(() => {
    if (key === null) return;
    let current = true;
    // Fresh for the query stale time (fresh-answers.ts): the decoder's answer serves the
    // vehicle's configuration page it opens, and a failure is never kept.
    const decoding = freshAnswers.ask(`vinDecode ${key}`, () => askToDecode(JSON.parse(key) as VinDecodeRequest));
    void outcomeOf(decoding).then((outcome) => {
      if (!current) return;
      if (outcome.status === 'decoded') decoded(outcome.vehicle);
      setState({ key, outcome });
    });
    return () => {
      current = false;
    };
  }, [key]);
  if (key === null) return { status: 'idle' };
  return state?.key === key ? state.outcome : { status: 'loading' };
}
