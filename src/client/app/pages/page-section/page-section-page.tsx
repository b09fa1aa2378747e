/** Where parts are found: a page section's illustration and parts list (catalogue spec, section 2). */
import { makeStyles } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router-dom';
import { SectionLevelView } from '../../../features/catalogue/section-level-view';
import { PageWorkspace } from '../../../features/catalogue/page-workspace';
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
  return (
    <SectionLevelView catHieId={pagesCatHeiId} fallbackTitle={t('pages.pageSection.title', 'Page section')}>
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
    </SectionLevelView>
  );
}
