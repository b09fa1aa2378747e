/**
 * A catalogue section and everything under it in one answer (POST sectionBundle), for keeping
 * a whole vehicle on the device. The service worker does not cache these: the app stores them.
 */
import type { SectionBundle } from '../../../domain/catalogue/catalogue-contracts';
import { catalogueService } from './catalogue-client';

export interface SectionBundleQuery {
  catHieId: string;
  langCode: string;
  marketCode: string;
}

export async function fetchSectionBundle(query: SectionBundleQuery, signal?: AbortSignal): Promise<SectionBundle> {
  const reply = await catalogueService
    .post('sectionBundle', { json: query, signal, timeout: 60_000 })
    .json<{ success: boolean; responseObject: SectionBundle }>();
  return reply.responseObject;
}
