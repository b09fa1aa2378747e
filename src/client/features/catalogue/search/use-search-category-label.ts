/** Names the search types in the user's language for the search box and history (catalogue spec, section 2). */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { SearchCategory } from '../../../api/catalogue/search';

/** The name of a search type, in the user's language. */
export function useSearchCategoryLabel(): (category: SearchCategory) => string {
  const { t } = useTranslation();
  return useCallback(
    (category) =>
      category === 'partNumber'
        ? t('search.category.partNumber', 'Part number')
        : t('search.category.description', 'Description'),
    [t],
  );
}
