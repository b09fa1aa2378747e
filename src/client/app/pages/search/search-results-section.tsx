/** Shows one search's results, or why there are none (catalogue spec, section 2 and 8). */
import { MessageBar, MessageBarBody, Spinner, Text } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useCatalogueSearch, type SearchCategory } from '../../../api/catalogue/search';
import { useSiteLocale } from '../../../i18n/site-locale-context';
import { ReplacedPartNotice } from '../../../features/catalogue/search/replaced-part-notice';
import { SearchResultsTable } from '../../../features/catalogue/search/search-results-table';
import { SearchSuggestion } from '../../../features/catalogue/search/search-suggestion';
import { PartOfferColumns } from '../../../features/prices/part-offer-columns';
import { useSearchCategoryLabel } from '../../../features/catalogue/search/use-search-category-label';

/** The results of one search, in the user's language, or why there are none. */
export function SearchResultsSection({
  catHieId,
  category,
  term,
}: {
  catHieId: string;
  category: SearchCategory;
  term: string;
}) {
  const { t } = useTranslation();
  const { locale } = useSiteLocale();
  const categoryLabel = useSearchCategoryLabel();
  const state = useCatalogueSearch({ catHieId, searchCat: category, searchTerm: term, langCode: locale.id });

  if (state.status === 'loading')
    return <Spinner size="small" labelPosition="after" label={t('search.searching', 'Searching…')} />;
  if (state.status !== 'ready') {
    const message = {
      'not-offline': t(
        'search.notOffline',
        'This search has not been run on this device before, so its results are not available offline.',
      ),
      'not-found': t('search.unknownCatalogue', 'There is no catalogue "{{catHieId}}" to search.', { catHieId }),
      failed: t('catalogue.failed', 'Something went wrong. Try again!'),
    }[state.status];
    return (
      <MessageBar intent={state.status === 'not-offline' ? 'warning' : 'error'} data-testid="search-unavailable">
        <MessageBarBody>{message}</MessageBarBody>
      </MessageBar>
    );
  }
  return (
    <section aria-labelledby="search-results-heading">
      <Text as="h2" id="search-results-heading" weight="semibold" size={500} block>
        {t('search.resultsFor', 'Results for "{{term}}" ({{category}})', { term, category: categoryLabel(category) })}
      </Text>
      {state.fromDevice && (
        <Text as="p" size={200} data-testid="search-from-device">
          {t('search.fromDevice', 'No network: these results come from the vehicle kept on this device.')}
        </Text>
      )}
      {state.replacedPart && <ReplacedPartNotice notice={state.replacedPart} />}
      {state.results.length === 0 ? (
        <>
          <Text as="p" data-testid="search-no-results">
            {t('search.noResults', 'No parts found. Check the spelling, or try the other search type.')}
          </Text>
          {state.suggestion !== undefined && (
            <SearchSuggestion catHieId={catHieId} category={category} suggestion={state.suggestion} />
          )}
        </>
      ) : (
        <>
          <Text as="p" size={200}>
            {t('search.resultCount', 'Parts found: {{number}}', { number: state.results.length })}
          </Text>
          <PartOfferColumns partNumbers={state.results.map((result) => result.partNumber)}>
            {(offers) => (
              <SearchResultsTable
                results={state.results}
                term={term}
                category={category}
                searchScope={catHieId}
                offers={offers}
              />
            )}
          </PartOfferColumns>
        </>
      )}
    </section>
  );
}
