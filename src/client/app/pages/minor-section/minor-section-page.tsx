/** One level of the catalogue hierarchy, leading to page sections (catalogue spec, section 2). */
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useHierarchy } from '../../../api/catalogue/next-level-hierarchies';
import { HierarchyView } from '../../../features/catalogue/hierarchy-view';
import { NodeLinks } from '../../../features/catalogue/node-links';
import { useCatalogueOfflineSentence } from '../../../features/catalogue/use-catalogue-offline-sentence';
import { useCatalogueQuery } from '../../../features/catalogue/use-catalogue-query';
import { useRememberSection } from '../../../features/catalogue/use-remember-section';
import { VehicleSearch } from '../../../features/catalogue/search/vehicle-search';

/** A minor section: its page sections. */
export default function MinorSectionPage() {
  const { t } = useTranslation();
  const { catId = '', minorCatHeiId = '' } = useParams();
  const state = useHierarchy(useCatalogueQuery(minorCatHeiId));
  const offlineNote = useCatalogueOfflineSentence();
  useRememberSection(state);
  const base = `/major-section/${encodeURIComponent(catId)}/minor-section/${encodeURIComponent(minorCatHeiId)}`;
  return (
    <HierarchyView
      state={state}
      showVehicle
      offlineNote={offlineNote}
      fallbackTitle={t('pages.minorSection.title', 'Minor section')}
    >
      {(hierarchy) => (
        <>
          <VehicleSearch node={hierarchy.node} />
          <NodeLinks
            nodes={hierarchy.children}
            hrefFor={(page) => `${base}/page-section/${encodeURIComponent(page.catHieId)}`}
          />
        </>
      )}
    </HierarchyView>
  );
}
