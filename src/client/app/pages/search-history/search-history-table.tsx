/** The search history's columns: search text, criteria, date and time (catalogue spec, section 2). */
import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { enGbDateAndTime } from '../../../../domain/catalogue/search-history';
import type { StoredSearch } from '../../../store/search-history-storage';
import { AppLink } from '../../../components/app-link';
import { searchPath } from '../../../features/catalogue/search/search-paths';
import { useSearchCategoryLabel } from '../../../features/catalogue/search/use-search-category-label';

/** In en-GB form (catalogue spec, section 9: "date | time"), at this device's offset on that date, so summer time is right. */
function localDateAndTime(timestamp: string) {
  return enGbDateAndTime(timestamp, -new Date(timestamp).getTimezoneOffset()) ?? { date: '', time: '' };
}

/** Search history (catalogue spec, section 2): search text (which runs the search again), criteria, date, time. */
export function SearchHistoryTable({ history }: { history: readonly StoredSearch[] }) {
  const { t } = useTranslation();
  const categoryLabel = useSearchCategoryLabel();
  return (
    <Table aria-label={t('searchHistory.label', 'Your searches, newest first')} data-testid="search-history">
      <TableHeader>
        <TableRow>
          <TableHeaderCell>{t('searchHistory.searchText', 'Search text')}</TableHeaderCell>
          <TableHeaderCell>{t('searchHistory.criteria', 'Criteria')}</TableHeaderCell>
          <TableHeaderCell>{t('searchHistory.date', 'Date')}</TableHeaderCell>
          <TableHeaderCell>{t('searchHistory.time', 'Time')}</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {history.map((search, index) => {
          const { date, time } = localDateAndTime(search.timestamp);
          return (
            <TableRow key={`${search.timestamp}-${index}`}>
              <TableCell>
                <AppLink to={searchPath(search.catHieId, search.criteria, search.searchText)}>
                  {search.searchText}
                </AppLink>
              </TableCell>
              <TableCell>{categoryLabel(search.criteria)}</TableCell>
              <TableCell>{date}</TableCell>
              <TableCell>{time}</TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
