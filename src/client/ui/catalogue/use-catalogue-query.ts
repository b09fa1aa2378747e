import type { HierarchyQuery } from '../../api/catalogue/next-level-hierarchies';
import { useSignedInCustomer } from '../../machines/session/use-signed-in-customer';
import { useSiteLocale } from '../routing/site-locale-context';

/** Default market of the catalogue spec, section 9. */
const defaultMarket = 'GB';

/** The hierarchy query for a node, in the user's language and market. */
export function useCatalogueQuery(catHieId: string): HierarchyQuery {
  const { locale } = useSiteLocale();
  const customer = useSignedInCustomer();
  return { catHieId, langCode: locale.id, marketCode: customer?.c_epcUserMarket ?? defaultMarket };
}
