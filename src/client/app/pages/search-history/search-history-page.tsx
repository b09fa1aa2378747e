/** Lets a user rerun past searches and return to their session (catalogue spec, section 2). */
import { Text, Title1, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useBrowsingContext } from '../../../store/browsing-context-storage';
import { useSearchLists } from '../../../store/search-history-storage';
import { AppLink } from '../../../components/app-link';
import { OfflineNote } from '../../../components/offline-note';
import { sessionPath } from '../../../features/catalogue/search/search-paths';
import { useCatalogueUser } from '../../../features/catalogue/vehicle/use-catalogue-user';
import { SearchHistoryTable } from './search-history-table';

const useStyles = makeStyles({
  page: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalL,
    maxWidth: '1024px',
  },
});

/** /search-history: the user's searches on this device, and the way back to where they were browsing. */
export default function SearchHistoryPage() {
  const { t } = useTranslation();
  const styles = useStyles();
  const { userKey } = useCatalogueUser();
  const { history } = useSearchLists(userKey);
  const context = useBrowsingContext();
  return (
    <article className={styles.page}>
      <Title1 as="h1">{t('pages.searchHistory.title', 'Search History')}</Title1>
      <AppLink to={sessionPath(context)}>{t('searchHistory.backToSession', 'Back to session')}</AppLink>
      {history.length === 0 ? (
        <Text as="p">{t('searchHistory.empty', 'You have not searched on this device yet.')}</Text>
      ) : (
        <SearchHistoryTable history={history} />
      )}
      <OfflineNote>
        {t(
          'searchHistory.offlineNote',
          'Offline: your search history is kept on this device and shows without a network; running a search again needs one, unless it was run here before.',
        )}
      </OfflineNote>
    </article>
  );
}
