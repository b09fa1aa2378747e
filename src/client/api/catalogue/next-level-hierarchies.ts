/**
 * One level of a catalogue (catalogue spec, section 7): the children of a node (brand ->
 * vehicle catalogues -> major -> minor -> page sections) with the breadcrumb, and for a page
 * section its parts. Offline, an answer seen before comes from the service worker.
 */
import { startTransition, useEffect, useState } from 'react';
import { isApplicable } from '../../../domain/catalogue/applicability';
import type { CatalogueNode, Hierarchy, PagePart } from '../../../domain/catalogue/catalogue-contracts';
import { freshAnswers } from '../fresh-answers';
import { isNetworkFailure } from '../http-client';
import { catalogueService } from './catalogue-client';
import { arrivedEarlyAnswer, keepEarlyAnswer, takeEarlyAnswer } from './early-answer';
import { fromNetworkElseKept } from './network-else-kept';

export type { CatalogueNode, Hierarchy, PagePart };

export interface HierarchyQuery {
  catHieId: string;
  langCode: string;
  marketCode: string;
  vin?: string;
  featureCodes?: string[];
}

/**
 * The level from the network (through the service worker, which answers levels seen before
 * when there is none), else from a vehicle kept on the device.
 */
export function fetchHierarchy(query: HierarchyQuery): Promise<Hierarchy> {
  return fromNetworkElseKept(
    () => fetchHierarchyOnline(query),
    async (db, keptVehicles) => {
      const kept = await keptVehicles.findKeptHierarchy(db, query.langCode, query.catHieId);
      return kept && forVehicle(kept, query.featureCodes);
    },
  );
}

/** Kept levels are stored for no vehicle: mark the parts that fit the decoded one, as the server would. */
function forVehicle(hierarchy: Hierarchy, featureCodes: readonly string[] | undefined): Hierarchy {
  if (featureCodes === undefined || featureCodes.length === 0) return hierarchy;
  return {
    ...hierarchy,
    parts: hierarchy.parts.map((part) => ({
      ...part,
      applicableInd: isApplicable(part.requiredFeatureCodes, featureCodes),
    })),
  };
}

/** The level from the network (or the service worker's cache), never from the kept vehicles. */
export async function fetchHierarchyOnline(query: HierarchyQuery): Promise<Hierarchy> {
  const reply = await catalogueService
    .post('nextLevelHierarchies', {
      json: {
        VIN: query.vin ?? '',
        featureCodes: query.featureCodes ?? [],
        filter: '',
        langCode: query.langCode,
        catHieId: query.catHieId,
        shallFetchBreadcrumb: true,
        marketCode: query.marketCode,
        parentApplicable: true,
      },
    })
    .json<{ success: boolean; responseObject: Hierarchy }>();
  return reply.responseObject;
}

export type HierarchyState =
  | { status: 'loading' }
  | { status: 'ready'; hierarchy: Hierarchy }
  | { status: 'not-offline' }
  | { status: 'failed'; error: unknown };

/** A query as one text, the same for the same level whatever order its fields were given in. */
export function hierarchyQueryKey({ catHieId, langCode, marketCode, vin, featureCodes }: HierarchyQuery): string {
  return JSON.stringify([catHieId, langCode, marketCode, vin ?? null, featureCodes ?? null]);
}

function queryFromKey(key: string): HierarchyQuery {
  const [catHieId, langCode, marketCode, vin, featureCodes] = JSON.parse(key) as [
    string,
    string,
    string,
    string | null,
    string[] | null,
  ];
  return {
    catHieId,
    langCode,
    marketCode,
    ...(vin === null ? {} : { vin }),
    ...(featureCodes ? { featureCodes } : {}),
  };
}

/** The level as the screens read it: fresh for the query stale time (fresh-answers.ts). */
function askForHierarchy(key: string): Promise<Hierarchy> {
  return freshAnswers.ask(`nextLevelHierarchies ${key}`, () => fetchHierarchy(queryFromKey(key)));
}

function heldHierarchy(key: string): Hierarchy | undefined {
  return freshAnswers.held<Hierarchy>(`nextLevelHierarchies ${key}`)?.value;
}

/** Asks for the level the opened page shows as the app starts (early-answer.ts). */
export function askEarlyForHierarchy(query: HierarchyQuery): Promise<Hierarchy> {
  const key = hierarchyQueryKey(query);
  const answer = askForHierarchy(key);
  keepEarlyAnswer(key, answer);
  return answer;
}

type KeyedState = HierarchyState & { key?: string };

/** The hierarchy under a node; 'not-offline' when it was never opened and there is no network. */
export function useHierarchy(query: HierarchyQuery): HierarchyState {
  const key = hierarchyQueryKey(query);
  // A level that arrived while the page's code was loading, or one just seen (going back a
  // level), is drawn in the page's first render; held in state, the effect's answer (the same
  // object) then draws nothing again.
  const [state, setState] = useState<KeyedState>(() => {
    const settled = arrivedEarlyAnswer<Hierarchy>(key) ?? heldHierarchy(key);
    return settled ? { status: 'ready', hierarchy: settled, key } : { status: 'loading' };
  });
  useEffect(() => {
    let current = true;
    const ready = (hierarchy: Hierarchy) => (shown: KeyedState) =>
      shown.key === key && shown.status === 'ready' && shown.hierarchy === hierarchy
        ? shown
        : { status: 'ready' as const, hierarchy, key };
    const askAfresh = () => askForHierarchy(key);
    // A failed early answer is asked again: the page's own request is the one whose failure
    // the app acts on (a refusal of the account reaches the shell, which may not have been
    // listening yet as the app started).
    (takeEarlyAnswer<Hierarchy>(key)?.catch(askAfresh) ?? askAfresh()).then(
      // A level can draw hundreds of rows: as a transition, React draws them in slices and
      // leaves the browser free to answer the user in between.
      (hierarchy) => current && startTransition(() => setState(ready(hierarchy))),
      (error: unknown) =>
        current &&
        setState(isNetworkFailure(error) ? { status: 'not-offline', key } : { status: 'failed', error, key }),
    );
    return () => {
      current = false;
    };
  }, [key]);
  if (state.key === key) return state;
  // The page moved to a level just seen: drawn at once, before the effect hands it over.
  const held = heldHierarchy(key);
  return held ? { status: 'ready', hierarchy: held } : { status: 'loading' };
}
