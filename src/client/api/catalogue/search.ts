/**
 * POST /catalogue/api/v1/search: at most 50 parts of a catalogue (or a section of it) by part
 * number or description, ranked by the service, which tolerates typos and word order and
 * reads descriptions in the caller's language. Answers are public catalogue data: the service
 * worker keeps them, so a search run before on this device answers again offline.
 */
import { useEffect, useState } from 'react';
import type {
  CatalogueSearchReply,
  CatalogueSearchResult,
  ReplacedPartNotice,
  SearchCategory,
} from '../../../domain/catalogue/catalogue-contracts';
import { searchKeptPages } from '../../../domain/catalogue/offline-search';
import { offlineCatalogueDb } from '../../store/offline-catalogue/offline-catalogue-db';
import { keptPagesOf } from '../../store/offline-catalogue/offline-vehicles';
import { freshAnswers } from '../fresh-answers';
import { isNetworkFailure, isNotFound } from '../http-client';
import { catalogueService } from './catalogue-client';

export type { SearchCategory, CatalogueSearchResult as SearchResult };

export { searchTermBounds } from '../../../domain/catalogue/search-term-bounds';

export interface SearchQuery {
  /** A vehicle catalogue (or a section of one), or a brand. */
  catHieId: string;
  searchCat: SearchCategory;
  searchTerm: string;
  langCode: string;
}

/**
 * Where the results came from: the service, or the vehicles kept on this device (offline);
 * with the service's "did you mean" term when a description search found nothing.
 */
export interface SearchAnswer {
  results: CatalogueSearchResult[];
  /** The superseded part whose number was searched, and what replaced it (issue 20). */
  replacedPart?: ReplacedPartNotice;
  fromDevice: boolean;
  suggestion?: string;
}

/**
 * The service's answer (or the service worker's copy of it); with no network and no copy, a
 * search over the pages of the vehicle if it is kept on this device.
 */
export async function searchCatalogueAnywhere(query: SearchQuery): Promise<SearchAnswer> {
  try {
    return { ...(await searchCatalogue(query)), fromDevice: false };
  } catch (error) {
    if (!isNetworkFailure(error)) throw error;
    const pages = await keptPagesOf(offlineCatalogueDb(), query.catHieId, query.langCode);
    if (pages.length === 0) throw error;
    const results = searchKeptPages(pages, query.searchCat, query.searchTerm);
    // The kept pages say what replaced a part they show (a number no page shows stays unknown offline).
    const old =
      query.searchCat === 'partNumber'
        ? results.find((result) => result.matchType === 'exactPartNumber' && result.replacedBy !== undefined)
        : undefined;
    const replacedPart = old?.replacedBy ? { partNumber: old.partNumber, replacedBy: old.replacedBy } : undefined;
    return { results, ...(replacedPart ? { replacedPart } : {}), fromDevice: true };
  }
}

export async function searchCatalogue(query: SearchQuery): Promise<CatalogueSearchReply> {
  const reply = await catalogueService
    .post('search', { json: query })
    .json<{ success: boolean; responseObject: CatalogueSearchReply }>();
  return reply.responseObject;
}

export type SearchState =
  | { status: 'loading' }
  | ({ status: 'ready' } & SearchAnswer)
  /** Never searched on this device, and no network. */
  | { status: 'not-offline' }
  /** The catalogue does not exist. */
  | { status: 'not-found' }
  | { status: 'failed'; error: unknown };

/** The search's answer, fresh for the query stale time (fresh-answers.ts). */
export function useCatalogueSearch(query: SearchQuery): SearchState {
  const key = JSON.stringify(query);
  const [state, setState] = useState<{ key: string; state: SearchState } | null>(null);
  useEffect(() => {
    let current = true;
    const settle = (next: SearchState) => current && setState({ key, state: next });
    freshAnswers
      .ask(`search ${key}`, () => searchCatalogueAnywhere(JSON.parse(key) as SearchQuery))
      .then(
        (answer) => settle({ status: 'ready', ...answer }),
        (error: unknown) => {
          if (isNetworkFailure(error)) settle({ status: 'not-offline' });
          else if (isNotFound(error)) settle({ status: 'not-found' });
          else settle({ status: 'failed', error });
        },
      );
    return () => {
      current = false;
    };
  }, [key]);
  if (state?.key === key) return state.state;
  // Results just seen (back from a result to the same search) are drawn at once.
  const held = freshAnswers.held<SearchAnswer>(`search ${key}`);
  return held ? { status: 'ready', ...held.value } : { status: 'loading' };
}
