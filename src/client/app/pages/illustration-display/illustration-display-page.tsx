/** The illustration on its own page, for a second window or printing (catalogue spec, section 2). */
import { MessageBar, MessageBarBody, Title1, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useHierarchy } from '../../../api/catalogue/next-level-hierarchies';
import { useBrowsingContext } from '../../../store/browsing-context-storage';
import { HierarchyView } from '../../../features/catalogue/hierarchy-view';
import { PageWorkspace } from '../../../features/catalogue/page-workspace';
import { useCatalogueOfflineSentence } from '../../../features/catalogue/use-catalogue-offline-sentence';
import { useCatalogueQuery } from '../../../features/catalogue/use-catalogue-query';
import { AppLink } from '../../../components/app-link';
import { pageWorkspaceSlots } from '../page-workspace-slots';
import { OfflineNote } from '../../../components/offline-note';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  printHidden: { '@media print': { display: 'none' } },
});

/**
 * The illustration of the page section the user last opened in this window (kept in the
 * browsing context, so a new window or a bookmark shows it too), full width above its parts.
 */
export default function IllustrationDisplayPage() {
  const { t } = useTranslation();
  const styles = useStyles();
  const context = useBrowsingContext();
  const offlineNote = useCatalogueOfflineSentence();
  const pageSection = context?.pageSection;
  if (!pageSection) {
    return (
      <article className={styles.page}>
        <Title1 as="h1">{t('pages.illustrationDisplay.title', 'Illustration')}</Title1>
        <MessageBar intent="info" data-testid="no-page-section">
          <MessageBarBody>
            {t(
              'pages.illustrationDisplay.noPage',
              'No page section has been opened in this window yet. Open one from the catalogue to see its illustration here.',
            )}
          </MessageBarBody>
        </MessageBar>
        <div>
          <AppLink to="/home">{t('pages.illustrationDisplay.toHome', 'Go to the catalogue home')}</AppLink>
        </div>
        <OfflineNote>{offlineNote}</OfflineNote>
      </article>
    );
  }
  const backPath = context.breadcrumb.at(-1)?.path;
  return <PageIllustration pageId={pageSection.id} backPath={backPath} offlineNote={offlineNote} />;
}

function PageIllustration(props: { pageId: string; backPath: string | undefined; offlineNote: string }) {
  const { pageId, backPath, offlineNote } = props;
  const { t } = useTranslation();
  const styles = useStyles();
  const state = useHierarchy(useCatalogueQuery(pageId));
  return (
    <HierarchyView
      state={state}
      showVehicle
      offlineNote={offlineNote}
      fallbackTitle={t('pages.illustrationDisplay.title', 'Illustration')}
    >
      {(hierarchy) => (
        <>
          {backPath && (
            <div className={styles.printHidden}>
              <AppLink to={backPath}>{t('pages.illustrationDisplay.back', 'Back to the page section')}</AppLink>
            </div>
          )}
          <PageWorkspace
            key={hierarchy.node?.catHieId}
            hierarchy={hierarchy}
            layout="stacked"
            slots={pageWorkspaceSlots}
          />
        </>
      )}
    </HierarchyView>
  );
}
