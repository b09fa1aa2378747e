/** Reads a catalogue level for the user's language, market and vehicle (catalogue spec, sections 7 and 9). */
import type { HierarchyQuery } from '../../api/catalogue/next-level-hierarchies';
import { useMemo } from 'react';
import type { Customer } from '../../../domain/commerce/customer';
import type { BrowsingContext } from '../../../domain/catalogue/browsing-context';
import { useSignedInCustomer } from '../../machines/session/use-signed-in-customer';
import { useBrowsingContextValue } from '../../store/browsing-context-storage';
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
  // The decoded vehicle as one string, so a page redraws only when the vehicle changes.
  const decodedVehicle = useBrowsingContextValue(decodedVehicleText);
  const vehicle = useMemo(
    (): DecodedVehicle | Record<string, never> =>
      decodedVehicle === null ? {} : (JSON.parse(decodedVehicle) as DecodedVehicle),
    [decodedVehicle],
  );
  return {
    catHieId,
    langCode: locale.id,
    marketCode: catalogueMarket(customer),
    ...vehicle,
  };
}

/** The market the catalogue is read for: the signed-in customer's, else the default. */
export function catalogueMarket(customer: Customer | undefined): string {
  return customer?.c_epcUserMarket ?? defaultMarket;
}

/** The vehicle decoded in this tab, as JSON text ({ vin, featureCodes }), or null when none is. */
export function decodedVehicleText(context: BrowsingContext | null): string | null {
  const featureCodes = context?.carDetails?.featureCodes;
  return context?.vin && featureCodes ? JSON.stringify({ vin: context.vin, featureCodes }) : null;
}

interface DecodedVehicle {
  vin: string;
  featureCodes: string[];
}
