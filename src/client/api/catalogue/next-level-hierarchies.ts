/**
 * One level of a catalogue (catalogue spec, section 7): the children of a node (brand ->
 * vehicle catalogues -> major -> minor -> page sections) with the breadcrumb, and for a page
 * section its parts. Offline, an answer seen before comes from the service worker.
 */
import { startTransition, useEffect, useState } from 'react';
import { isApplicable } from '../../../domain/catalogue/applicability';
import type { CatalogueNode, Hierarchy, PagePart } from '../../../domain/catalogue/catalogue-contracts';
import { findKeptHierarchy } from '../../store/offline-catalogue/offline-vehicles';
import { isNetworkFailure } from '../http-client';
import { catalogueService } from './catalogue-client';
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
    async (db) => {
      const kept = await findKeptHierarchy(db, query.langCode, query.catHieId);
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

/** The hierarchy under a node; 'not-offline' when it was never opened and there is no network. */
export function useHierarchy(query: HierarchyQuery): HierarchyState {
  const [state, setState] = useState<HierarchyState & { key?: string }>({ status: 'loading' });
  const key = JSON.stringify(query);
  useEffect(() => {
    let current = true;
    fetchHierarchy(JSON.parse(key) as HierarchyQuery).then(
      // A level can draw hundreds of rows: as a transition, React draws them in slices and
      // leaves the browser free to answer the user in between.
      (hierarchy) => current && startTransition(() => setState({ status: 'ready', hierarchy, key })),
      (error: unknown) =>
        current &&
        setState(isNetworkFailure(error) ? { status: 'not-offline', key } : { status: 'failed', error, key }),
    );
    return () => {
      current = false;
    };
  }, [key]);
  return state.key === key ? state : { status: 'loading' };
}
