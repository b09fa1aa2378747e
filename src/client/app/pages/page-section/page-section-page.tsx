/** Where parts are found: a page section's illustration and parts list (catalogue spec, section 2). */
import { makeStyles } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router-dom';
import { useHierarchy } from '../../../api/catalogue/next-level-hierarchies';
import { HierarchyView } from '../../../features/catalogue/hierarchy-view';
import { useCatalogueOfflineSentence } from '../../../features/catalogue/use-catalogue-offline-sentence';
import { PageWorkspace } from '../../../features/catalogue/page-workspace';
import { useCatalogueQuery } from '../../../features/catalogue/use-catalogue-query';
import { useRememberSection } from '../../../features/catalogue/use-remember-section';
import { AppLink } from '../../../components/app-link';
import { pageWorkspaceSlots } from '../page-workspace-slots';

const useStyles = makeStyles({
  printHidden: { '@media print': { display: 'none' } },
});

/**
 * A page section: its illustration beside its parts list. ?highlight=<partNumber> (a search
 * result's link) selects that part's rows and callout when the page opens.
 */
export default function PageSectionPage() {
  const { t } = useTranslation();
  const styles = useStyles();
  const { pagesCatHeiId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const highlight = searchParams.get('highlight');
  const state = useHierarchy(useCatalogueQuery(pagesCatHeiId));
  const offlineNote = useCatalogueOfflineSentence();
  useRememberSection(state);
  return (
    <HierarchyView
      state={state}
      showVehicle
      offlineNote={offlineNote}
      fallbackTitle={t('pages.pageSection.title', 'Page section')}
    >
      {(hierarchy) => (
        <>
          {hierarchy.node?.c_imageURL && (
            <div className={styles.printHidden}>
              <AppLink to="/illustration-display">
                {t('pages.pageSection.openIllustration', 'Open illustration')}
              </AppLink>
            </div>
          )}
          <PageWorkspace
            key={`${hierarchy.node?.catHieId}|${highlight}`}
            hierarchy={hierarchy}
            layout="beside"
            slots={pageWorkspaceSlots}
            highlight={highlight}
          />
        </>
      )}
    </HierarchyView>
  );
}
