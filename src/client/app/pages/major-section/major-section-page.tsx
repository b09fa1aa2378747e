/** One level of the catalogue hierarchy, leading to minor sections (catalogue spec, section 2). */
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useHierarchy } from '../../../api/catalogue/next-level-hierarchies';
import { HierarchyView } from '../../../features/catalogue/hierarchy-view';
import { NodeLinks } from '../../../features/catalogue/node-links';
import { useCatalogueOfflineSentence } from '../../../features/catalogue/use-catalogue-offline-sentence';
import { useCatalogueQuery } from '../../../features/catalogue/use-catalogue-query';
import { useRememberSection } from '../../../features/catalogue/use-remember-section';
import { VehicleSearch } from '../../../features/catalogue/search/vehicle-search';

/** A major section: its minor sections. */
export default function MajorSectionPage() {
  const { t } = useTranslation();
  const { catId = '' } = useParams();
  const state = useHierarchy(useCatalogueQuery(catId));
  const offlineNote = useCatalogueOfflineSentence();
  useRememberSection(state);
  return (
    <HierarchyView
      state={state}
      showVehicle
      offlineNote={offlineNote}
      fallbackTitle={t('pages.majorSection.title', 'Major section')}
    >
      {(hierarchy) => (
        <>
          <VehicleSearch node={hierarchy.node} />
          <NodeLinks
            nodes={hierarchy.children}
            hrefFor={(minor) =>
              `/major-section/${encodeURIComponent(catId)}/minor-section/${encodeURIComponent(minor.catHieId)}`
            }
          />
        </>
      )}
    </HierarchyView>
  );
}
