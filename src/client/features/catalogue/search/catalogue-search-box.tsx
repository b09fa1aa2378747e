/** Lets a user search a catalogue by part number or description (catalogue spec, section 2). */
import { Button, Field, Input, Radio, RadioGroup, makeStyles, tokens } from '@fluentui/react-components';
import { SearchRegular } from '@fluentui/react-icons';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { searchTermBounds, type SearchCategory } from '../../../api/catalogue/search';
import {
  readSearchType,
  recordCatalogueSearch,
  saveSearchType,
  useSearchLists,
} from '../../../store/search-history-storage';
import { useSiteLocale } from '../../../i18n/site-locale-context';
import { useCatalogueUser } from '../vehicle/use-catalogue-user';
import { RecentAdditionalSearches } from './recent-additional-searches';
import { searchPath } from './search-paths';
import { useSearchCategoryLabel } from './use-search-category-label';

const useStyles = makeStyles({
  form: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalS,
  },
  term: { flexGrow: 1, minWidth: '16rem', maxWidth: '32rem' },
});

export interface CatalogueSearchBoxProps {
  /** The catalogue (or section of one, or brand) to search. */
  catHieId: string;
  initialTerm?: string;
  /** Otherwise the search type last chosen on this device. */
  initialCategory?: SearchCategory;
}

/**
 * Searches a catalogue by part number or description: records the search in the user's
 * history (a registered user's profile, else this device) and opens
 * /search/:catHieId/:searchCat/:searchTerm. The chosen search type is kept in local storage
 * (spec). The last ten additional searches are offered as suggestions of their type and listed
 * under the box.
 */
export function CatalogueSearchBox({ catHieId, initialTerm = '', initialCategory }: CatalogueSearchBoxProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const navigate = useNavigate();
  const { hrefFor, locale } = useSiteLocale();
  const { userKey } = useCatalogueUser();
  const categoryLabel = useSearchCategoryLabel();
  const suggestionsId = useId();
  const { recentSearches } = useSearchLists(userKey);
  const [category, setCategory] = useState<SearchCategory>(() => initialCategory ?? readSearchType());
  const [term, setTerm] = useState(initialTerm);
  const [problem, setProblem] = useState<string | null>(null);
  const suggestions = [
    ...new Set(recentSearches.filter((search) => search.criteria === category).map((search) => search.searchText)),
  ];

  const chooseCategory = (next: SearchCategory) => {
    setCategory(next);
    saveSearchType(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const searchText = term.trim();
    const bounds = searchTermBounds(locale.id, category);
    if (searchText.length < bounds.min) {
      setProblem(t('search.termTooShort', 'Enter at least {{min}} characters to search.', { min: bounds.min }));
      return;
    }
    if (searchText.length > bounds.max) {
      setProblem(t('search.termTooLong', 'A search has at most {{max}} characters.', { max: bounds.max }));
      return;
    }
    setProblem(null);
    // A full storage only costs the history entry; the store logs it.
    recordCatalogueSearch(userKey, { catHieId, criteria: category, searchText });
    navigate(hrefFor(searchPath(catHieId, category, searchText)));
  };

  return (
    <>
      <form
        role="search"
        aria-label={t('search.formLabel', 'Search this catalogue')}
        className={styles.form}
        onSubmit={submit}
        noValidate
      >
        <Field label={t('search.searchBy', 'Search by')}>
          <RadioGroup
            layout="horizontal"
            value={category}
            onChange={(_, data) => chooseCategory(data.value as SearchCategory)}
          >
            <Radio value="partNumber" label={categoryLabel('partNumber')} />
            <Radio value="description" label={categoryLabel('description')} />
          </RadioGroup>
        </Field>
        <Field
          className={styles.term}
          label={t('search.termLabel', 'Search term')}
          validationState={problem ? 'error' : 'none'}
          validationMessage={problem}
        >
          <Input
            value={term}
            onChange={(_, data) => setTerm(data.value)}
            list={suggestionsId}
            type="search"
            data-testid="search-term"
          />
        </Field>
        <datalist id={suggestionsId}>
          {suggestions.map((suggestion) => (
            <option key={suggestion} value={suggestion} />
          ))}
        </datalist>
        <Button appearance="primary" type="submit" icon={<SearchRegular />}>
          {t('search.submit', 'Search')}
        </Button>
      </form>
      <RecentAdditionalSearches searches={recentSearches} />
    </>
  );
}
