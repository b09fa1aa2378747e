/** Finds parts in a catalogue by number or description (catalogue spec, section 2). */
import { MessageBar, MessageBarBody, Title1, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { isSearchCategory } from '../../../../domain/catalogue/catalogue-contracts';
import { searchTermBounds } from '../../../api/catalogue/search';
import { useSiteLocale } from '../../../i18n/site-locale-context';
import { OfflineNote } from '../../../components/offline-note';
import { CatalogueSearchBox } from '../../../features/catalogue/search/catalogue-search-box';
import { SearchResultsSection } from './search-results-section';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
});

/**
 * /search/:catHieId/:searchCat/:searchTerm: a catalogue searched by part number or
 * description, with the form at the top to search again; each result opens its page section
 * with the part highlighted.
 */
export default function SearchPage() {
  const { t } = useTranslation();
  const styles = useStyles();
  const { catHieId = '', searchCat = '', searchTerm = '' } = useParams();
  const term = searchTerm.trim();
  const category = isSearchCategory(searchCat) ? searchCat : undefined;
  const { locale } = useSiteLocale();
  const bounds = searchTermBounds(locale.id, category ?? 'partNumber');
  const termFits = term.length >= bounds.min && term.length <= bounds.max;
  return (
    <article className={styles.page}>
      <Title1 as="h1">{t('pages.search.title', 'Part search')}</Title1>
      <CatalogueSearchBox
        key={`${catHieId}/${searchCat}/${searchTerm}`}
        catHieId={catHieId}
        initialTerm={term}
        initialCategory={category}
      />
      {category && termFits ? (
        <SearchResultsSection catHieId={catHieId} category={category} term={term} />
      ) : (
        <MessageBar intent="error" data-testid="search-unavailable">
          <MessageBarBody>
            {t(
              'search.badRoute',
              'Choose part number or description, and enter {{min}} to {{max}} characters, then search.',
              bounds,
            )}
          </MessageBarBody>
        </MessageBar>
      )}
      <OfflineNote>
        {t(
          'search.offlineNote',
          'Offline: searches run on this device before show their results again; new searches need a network.',
        )}
      </OfflineNote>
    </article>
  );
}
