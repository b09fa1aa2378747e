/**
 * Asks, as the app starts, for the level the opened page will show, with the query the page
 * itself makes (use-catalogue-query.ts): the language in force, the kept customer's market, the
 * vehicle decoded in this tab. Loaded on its own by main.tsx, only for a catalogue page the kept
 * customer may open (app/routing/opened-level.ts). On /home, the answer's first model pictures
 * are fetched as soon as it names them (model-pictures.ts).
 */
import { askEarlyForHierarchy } from '../../api/catalogue/next-level-hierarchies';
import { readBrowsingContext } from '../../store/browsing-context-storage';
import type { Customer } from '../../../domain/commerce/customer';
import { preloadModelPictures } from './model-pictures';
import { catalogueMarket, decodedVehicleText } from './use-catalogue-query';

export function askEarlyForLevel(
  catHieId: string,
  langCode: string,
  keptCustomer: Customer | undefined,
  showsModelPictures: boolean,
): void {
  const vehicle = decodedVehicleText(readBrowsingContext());
  const answer = askEarlyForHierarchy({
    catHieId,
    langCode,
    marketCode: catalogueMarket(keptCustomer),
    ...(vehicle === null ? {} : (JSON.parse(vehicle) as { vin: string; featureCodes: string[] })),
  });
  // The page takes the answer and handles its failure (early-answer.ts).
  if (showsModelPictures) answer.then((hierarchy) => preloadModelPictures(hierarchy.children)).catch(() => undefined);
}
