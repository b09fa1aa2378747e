/** Reads a vehicle catalogue as a model, sharing the catalogue page's cached answer (catalogue spec, section 7). */
import type { HierarchyQuery } from '../../../api/catalogue/next-level-hierarchies';
import { useSiteLocale } from '../../../i18n/site-locale-context';
import { useCatalogueUser } from './use-catalogue-user';

/**
 * The hierarchy query for a vehicle catalogue as a model, whatever vehicle was browsed before:
 * the same query the catalogue page makes for a model, so an answer seen there is seen here.
 */
export function useModelQuery(catHieId: string): HierarchyQuery {
  const { locale } = useSiteLocale();
  const { marketCode } = useCatalogueUser();
  return { catHieId, langCode: locale.id, marketCode };
}
