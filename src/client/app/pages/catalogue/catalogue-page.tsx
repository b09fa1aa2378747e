/** The vehicle's catalogue, where browsing and searching a vehicle starts (catalogue spec, section 2). */
import { makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { SectionLevelView } from '../../../features/catalogue/section-level-view';
import { NodeLinks } from '../../../features/catalogue/node-links';
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
  return (
    <SectionLevelView catHieId={catHieId} fallbackTitle={t('pages.catalogue.title', 'Catalogue')}>
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
    </SectionLevelView>
  );
}
