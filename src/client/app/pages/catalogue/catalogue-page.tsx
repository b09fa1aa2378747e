/** The vehicle's catalogue, where browsing and searching a vehicle starts (catalogue spec, section 2). */
import { makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useHierarchy } from '../../../api/catalogue/next-level-hierarchies';
import { HierarchyView } from '../../../features/catalogue/hierarchy-view';
import { NodeLinks } from '../../../features/catalogue/node-links';
import { useCatalogueOfflineSentence } from '../../../features/catalogue/use-catalogue-offline-sentence';
import { useCatalogueQuery } from '../../../features/catalogue/use-catalogue-query';
import { useRememberSection } from '../../../features/catalogue/use-remember-section';
import { VehicleSearch } from '../../../features/catalogue/search/vehicle-search';
import { DocumentTiles } from '../../../features/catalogue/documents/document-tiles';
import { MakeAvailableOffline } from '../../../features/catalogue/offline/make-available-offline';
import { ShareCatalogueButton } from '../../../features/catalogue/vehicle/share-catalogue-button';

const useStyles = makeStyles({
  tools: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalXL,
    alignItems: 'flex-end',
    justifyContent: 'space-between',
  },
});

/** A vehicle's catalogue: search, its major sections, its documents, and keeping it offline. */
export default function CataloguePage() {
  const { t } = useTranslation();
  const styles = useStyles();
  const { catHieId = '' } = useParams();
  const state = useHierarchy(useCatalogueQuery(catHieId));
  const offlineNote = useCatalogueOfflineSentence();
  useRememberSection(state);
  return (
    <HierarchyView
      state={state}
      showVehicle
      offlineNote={offlineNote}
      fallbackTitle={t('pages.catalogue.title', 'Catalogue')}
    >
      {(hierarchy) => (
        <>
          <div className={styles.tools}>
            <VehicleSearch node={hierarchy.node} />
            <ShareCatalogueButton catHieId={catHieId} />
          </div>
          <NodeLinks
            nodes={hierarchy.children}
            hrefFor={(major) => `/major-section/${encodeURIComponent(major.catHieId)}`}
          />
          <DocumentTiles documents={hierarchy.documents} />
          {hierarchy.node?.c_epcIsVehicleCatalogue && <MakeAvailableOffline vehicle={hierarchy.node} />}
        </>
      )}
    </HierarchyView>
  );
}
