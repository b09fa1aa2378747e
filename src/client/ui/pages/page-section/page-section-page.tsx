import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useHierarchy } from '../../../api/catalogue/next-level-hierarchies';
import { HierarchyView } from '../../catalogue/hierarchy-view';
import { CatalogueOfflineNote } from '../../catalogue/offline-note';
import { PartsTable } from '../../catalogue/parts-table';
import { useCatalogueQuery } from '../../catalogue/use-catalogue-query';

/** A page section: its parts. The interactive illustration arrives with the illustration viewer. */
export default function PageSectionPage() {
  const { t } = useTranslation();
  const { pagesCatHeiId = '' } = useParams();
  const state = useHierarchy(useCatalogueQuery(pagesCatHeiId));
  return (
    <HierarchyView state={state} fallbackTitle={t('pages.pageSection.title', 'Page section')}>
      {(hierarchy) => (
        <>
          <PartsTable parts={hierarchy.parts ?? []} />
          <CatalogueOfflineNote />
        </>
      )}
    </HierarchyView>
  );
}
