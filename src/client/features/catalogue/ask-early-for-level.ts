/**
 * Asks, as the app starts, for the level the opened page will show, with the query the page
 * itself makes (use-catalogue-query.ts): the language in force, the kept customer's market, the
 * vehicle decoded in this tab. Loaded on its own by main.tsx, only for a catalogue page the kept
 * customer may open (app/routing/opened-level.ts).
 */
import { askEarlyForHierarchy } from '../../api/catalogue/next-level-hierarchies';
import { readBrowsingContext } from '../../store/browsing-context-storage';
import type { Customer } from '../../../domain/commerce/customer';
import { catalogueMarket, decodedVehicleText } from './use-catalogue-query';

export function askEarlyForLevel(catHieId: string, langCode: string, keptCustomer: Customer | undefined): void {
  const vehicle = decodedVehicleText(readBrowsingContext());
  askEarlyForHierarchy({
    catHieId,
    langCode,
    marketCode: catalogueMarket(keptCustomer),
    ...(vehicle === null ? {} : (JSON.parse(vehicle) as { vin: string; featureCodes: string[] })),
  });
}
