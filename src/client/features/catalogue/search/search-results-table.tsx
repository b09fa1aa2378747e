/** The parts a search found, each leading to its page section (catalogue spec, section 2). */
import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { SearchCategory, SearchResult } from '../../../api/catalogue/search';
import { AppLink } from '../../../components/app-link';
import { LocationTrail } from '../../../components/location-trail';
import type { OfferColumns } from '../page-workspace-slots';
import { ReplacedBy } from '../replaced-by';
import { HighlightedText } from './highlighted-text';
import { resultPagePath } from './search-paths';

/** An id without its parent's prefix: "arden-sb21-2024-m06-n01" under "arden-sb21-2024-m06" is "n01". */
function relativeId(id: string, parentId: string): string {
  return id.startsWith(`${parentId}-`) ? id.slice(parentId.length + 1) : id;
}

/**
 * Search results: the part number (leading to its page with the part highlighted) and
 * description with the matched text marked, where the part is (its sections by name, each a
 * link; their ids for an answer kept from before the service named them), its callout and,
 * for a viewer with price access, its price and stock (issue 20).
 */
export function SearchResultsTable({
  results,
  term,
  category,
  searchScope,
  offers = null,
}: {
  results: SearchResult[];
  term: string;
  category: SearchCategory;
  /** The catalogue or brand searched, where a superseded part's replacement is searched too. */
  searchScope: string;
  /** The price and stock columns, for a viewer with price access (issue 20). */
  offers?: OfferColumns | null;
}) {
  const { t } = useTranslation();
  return (
    <Table aria-label={t('search.results.label', 'Search results')} data-testid="search-results">
      <TableHeader>
        <TableRow>
          <TableHeaderCell>{t('search.results.partNumber', 'Part number')}</TableHeaderCell>
          <TableHeaderCell>{t('search.results.description', 'Description')}</TableHeaderCell>
          <TableHeaderCell>{t('search.results.section', 'Section')}</TableHeaderCell>
          <TableHeaderCell>{t('search.results.callout', 'Callout')}</TableHeaderCell>
          {offers && <TableHeaderCell>{offers.header}</TableHeaderCell>}
        </TableRow>
      </TableHeader>
      <TableBody>
        {results.map((result) => (
          <TableRow key={`${result.partNumber}-${result.pageId}`}>
            <TableCell>
              <AppLink to={resultPagePath(result)}>
                {category === 'partNumber' ? (
                  <HighlightedText text={result.partNumber} term={term} kind="partNumber" />
                ) : (
                  result.partNumber
                )}
              </AppLink>
              {result.replacedBy && <ReplacedBy replacement={result.replacedBy} searchScope={searchScope} />}
            </TableCell>
            <TableCell>
              {category === 'description' ? (
                <HighlightedText text={result.description} term={term} kind="description" />
              ) : (
                result.description
              )}
            </TableCell>
            <TableCell>
              {result.location?.length ? (
                <LocationTrail location={result.location} highlight={result.partNumber} />
              ) : (
                [
                  relativeId(result.majorId, result.catalogueId),
                  relativeId(result.minorId, result.majorId),
                  relativeId(result.pageId, result.minorId),
                ].join(' › ')
              )}
            </TableCell>
            <TableCell>{result.callOutCode}</TableCell>
            {offers && <TableCell>{offers.cell(result.partNumber)}</TableCell>}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
