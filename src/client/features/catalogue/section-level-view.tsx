/**
 * One level of a vehicle's catalogue as its section pages show it (catalogue spec, section 2):
 * read for the vehicle being browsed, remembered as the section last opened (so a reload or a
 * bookmark comes back to it), with the vehicle above the title and what works offline last.
 */
import type { ReactNode } from 'react';
import { useHierarchy, type Hierarchy } from '../../api/catalogue/next-level-hierarchies';
import { HierarchyView } from './hierarchy-view';
import { useCatalogueOfflineSentence } from './use-catalogue-offline-sentence';
import { useCatalogueQuery } from './use-catalogue-query';
import { useRememberSection } from './use-remember-section';

export function SectionLevelView({
  catHieId,
  fallbackTitle,
  children,
}: {
  catHieId: string;
  /** The page's title until the level's own name is known. */
  fallbackTitle: string;
  children: (hierarchy: Hierarchy) => ReactNode;
}) {
  const state = useHierarchy(useCatalogueQuery(catHieId));
  const offlineNote = useCatalogueOfflineSentence();
  useRememberSection(state);
  return (
    <HierarchyView state={state} showVehicle offlineNote={offlineNote} fallbackTitle={fallbackTitle}>
      {children}
    </HierarchyView>
  );
}
