import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useHierarchy } from '../../../api/catalogue/next-level-hierarchies';
import { HierarchyView } from '../../catalogue/hierarchy-view';
import { NodeLinks } from '../../catalogue/node-links';
import { CatalogueOfflineNote } from '../../catalogue/offline-note';
import { useCatalogueQuery } from '../../catalogue/use-catalogue-query';

/** A vehicle's catalogue: its major sections. */
export default function CataloguePage() {
  const { t } = useTranslation();
  const { catHieId = '' } = useParams();
  const state = useHierarchy(useCatalogueQuery(catHieId));
  return (
    <HierarchyView state={state} fallbackTitle={t('pages.catalogue.title', 'Catalogue')}>
      {(hierarchy) => (
        <>
          <NodeLinks nodes={hierarchy.children} hrefFor={(major) => `/major-section/${encodeURIComponent(major.catHieId)}`} />
          <CatalogueOfflineNote />
        </>
      )}
    </HierarchyView>
  );
}
