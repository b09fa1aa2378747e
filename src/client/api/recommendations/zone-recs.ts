/**
 * POST personalization/{siteId}/zones/{zone}/recs (shell spec, section 7) for the products the
 * user is looking at, then the recommended products' details through the product lookup, so
 * their names are in the user's language (the service's productName, in English, stands in
 * when the lookup fails). The hook keeps showing the last answer while a new one loads, so the
 * list does not flash away each time the products change.
 */
import { useEffect, useState } from 'react';
import {
  maxProductsPerBody,
  type RecommendationZone,
  type RecsReply,
} from '../../../domain/recommendations/recommendation-contracts';
import { isNetworkFailure } from '../http-client';
import { lookupProducts } from './product-lookup';
import { currentVisitor, recommendationService } from './recommendation-client';

export interface ZoneRecsQuery {
  siteId: string;
  locale: string;
  zone: RecommendationZone;
  partNumbers: readonly string[];
}

export interface ShownRec {
  id: string;
  name: string;
  imageUrl: string;
}

export interface ZoneRecs {
  recommenderName: string;
  recoUUID: string;
  recs: ShownRec[];
}

async function namesOf(query: ZoneRecsQuery, ids: readonly string[]): Promise<Map<string, string>> {
  try {
    const products = await lookupProducts({ siteId: query.siteId, locale: query.locale, ids });
    return new Map([...products.values()].map((product) => [product.id, product.name]));
  } catch (error) {
    if (!isNetworkFailure(error)) console.warn('Could not look up the recommended products', error);
    return new Map();
  }
}

/** The zone's recommendations; null before the first login, when there is no visitor to ask for. */
export async function fetchZoneRecs(query: ZoneRecsQuery, signal?: AbortSignal): Promise<ZoneRecs | null> {
  const visitor = await currentVisitor();
  if (visitor === undefined) return null;
  const products = query.partNumbers.slice(0, maxProductsPerBody).map((id) => ({ id }));
  const reply = await recommendationService
    .post(`personalization/${encodeURIComponent(query.siteId)}/zones/${query.zone}/recs`, {
      json: { products, ...visitor },
      signal,
    })
    .json<RecsReply>();
  const names = await namesOf(
    query,
    reply.recs.map((rec) => rec.id),
  );
  return {
    recommenderName: reply.recommenderName,
    recoUUID: reply.recoUUID,
    recs: reply.recs.map((rec) => ({ id: rec.id, imageUrl: rec.imageUrl, name: names.get(rec.id) ?? rec.productName })),
  };
}

export type ZoneRecsState =
  { status: 'loading' } | { status: 'ready'; recs: ZoneRecs | null } | { status: 'offline' } | { status: 'failed' };

/** The zone's recommendations, asked again when the products or the language change; none while `enabled` is false. */
export function useZoneRecs(query: ZoneRecsQuery, enabled: boolean): ZoneRecsState {
  const [state, setState] = useState<ZoneRecsState & { key?: string }>({ status: 'loading' });
  const key = JSON.stringify({ ...query, partNumbers: [...query.partNumbers].sort() });
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    fetchZoneRecs(JSON.parse(key) as ZoneRecsQuery, controller.signal).then(
      (recs) => setState({ status: 'ready', recs, key }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (!isNetworkFailure(error)) console.warn('Could not read the recommendations', error);
        setState({ status: isNetworkFailure(error) ? 'offline' : 'failed', key });
      },
    );
    return () => controller.abort();
  }, [key, enabled]);
  if (state.key === key || state.status === 'ready') return state;
  return { status: 'loading' };
}
