/** Reads a catalogue level for the user's language, market and vehicle (catalogue spec, sections 7 and 9). */
import type { HierarchyQuery } from '../../api/catalogue/next-level-hierarchies';
import { useSignedInCustomer } from '../../machines/session/use-signed-in-customer';
import { useBrowsingContext } from '../../store/browsing-context-storage';
import { useSiteLocale } from '../../i18n/site-locale-context';

/** Default market of the catalogue spec, section 9. */
export const defaultMarket = 'GB';

/**
 * The hierarchy query for a node, in the user's language and market, for the decoded vehicle
 * when the catalogue was entered by VIN (so the server marks which parts fit it).
 */
export function useCatalogueQuery(catHieId: string): HierarchyQuery {
  const { locale } = useSiteLocale();
  const customer = useSignedInCustomer();
  const context = useBrowsingContext();
  const featureCodes = context?.carDetails?.featureCodes;
  return {
    catHieId,
    langCode: locale.id,
    marketCode: customer?.c_epcUserMarket ?? defaultMarket,
    ...(context?.vin && featureCodes ? { vin: context.vin, featureCodes: [...featureCodes] } : {}),
  };
}
