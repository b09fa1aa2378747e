/**
 * "Did you mean": the service's term when a description search found nothing, its misspelt
 * words replaced by the nearest catalogue words; following it runs that search.
 */
import { Text } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { SearchCategory } from '../../../api/catalogue/search';
import { AppLink } from '../../../components/app-link';
import { searchPath } from './search-paths';

export function SearchSuggestion({
  catHieId,
  category,
  suggestion,
}: {
  catHieId: string;
  category: SearchCategory;
  suggestion: string;
}) {
  const { t } = useTranslation();
  return (
    <Text as="p" data-testid="search-suggestion">
      {t('search.didYouMean', 'Did you mean:')}{' '}
      <AppLink to={searchPath(catHieId, category, suggestion)}>{suggestion}</AppLink>
    </Text>
  );
}
