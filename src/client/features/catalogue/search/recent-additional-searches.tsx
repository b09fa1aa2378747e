/**
 * The last ten additional searches (catalogue spec, section 9: "The last ten ... additional
 * searches ... are kept"): the part number and description searches made beside a vehicle,
 * shown under the search box as links that run them again. A registered user's come from their
 * profile (c_epcLastTenAddSearch), so they follow them to their other devices; a guest's are
 * this device's. Available offline: the list is kept on the device.
 */
import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { StoredSearch } from '../../../../domain/sync/sync-contracts';
import { AppLink } from '../../../components/app-link';
import { searchPath } from './search-paths';
import { useSearchCategoryLabel } from './use-search-category-label';

const useStyles = makeStyles({
  list: {
    display: 'flex',
    flexWrap: 'wrap',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalXS,
    listStyleType: 'none',
    margin: 0,
    padding: 0,
  },
});

export function RecentAdditionalSearches({ searches }: { searches: readonly StoredSearch[] }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const labelId = useId();
  const categoryLabel = useSearchCategoryLabel();
  if (searches.length === 0) return null;
  return (
    <section aria-labelledby={labelId} data-testid="recent-additional-searches">
      <Text id={labelId} size={200} weight="semibold">
        {t('search.recent.label', 'Your last searches')}
      </Text>
      <ul className={styles.list}>
        {searches.map((search) => (
          <li key={`${search.catHieId}/${search.criteria}/${search.searchText}`}>
            <AppLink to={searchPath(search.catHieId, search.criteria, search.searchText)}>{search.searchText}</AppLink>{' '}
            <Text size={200}>({categoryLabel(search.criteria)})</Text>
          </li>
        ))}
      </ul>
    </section>
  );
}
