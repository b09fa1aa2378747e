/**
 * The demo data a fresh database is seeded with. Deterministic: the same seed gives equal
 * data on every machine, so demos, screenshots and tests can name a retailer code.
 */
import { generateDemoCatalogue } from './catalogue/generate-demo-catalogue';
import type { DemoData, DemoRetailer, RetailerBrand } from './demo-data-types';
import { demoDealerSalesLocation } from './dealer-sales-location';
import { makeRetailerUsers } from './demo-retailer-users';
import { makeDemoUserProfiles } from './demo-user-profiles';
import { languages } from './languages';
import { largestMarketCodes, markets } from './markets';
import { mulberry32, pickOne, type RandomSource } from './mulberry32';
import { makeRetailerName } from './retailer-names';

const retailersPerMarket = 4;
const brands: readonly RetailerBrand[] = ['arden', 'corvid'];

/**
 * The spec names two special dealer codes without showing their effect (catalogue spec,
 * section 9); they exist so that whatever treats them specially has a retailer to find.
 */
export const specialRetailers: readonly Omit<DemoRetailer, 'dsl'>[] = [
  { code: '005CA', name: 'Maplestead Motors', marketCode: 'CA', brand: 'arden' },
  { code: '006CC', name: 'Corringham Car Centre', marketCode: 'GB', brand: 'corvid' },
];

export interface DemoDataOptions {
  /** Size of the parts catalogue: 1 (default) for the demo, 8 for about a million page parts. */
  catalogueScale?: number;
}

export function generateDemoData(seed: number, options: DemoDataOptions = {}): DemoData {
  const random = mulberry32(seed);
  const usedCodes = new Set(specialRetailers.map((retailer) => retailer.code));
  const generated = largestMarketCodes.flatMap((marketCode) =>
    Array.from({ length: retailersPerMarket }, (): Omit<DemoRetailer, 'dsl'> => ({
      code: makeUniqueRetailerCode(random, usedCodes),
      name: makeRetailerName(random),
      marketCode,
      brand: pickOne(random, brands),
    })),
  );
  const retailers = [...specialRetailers, ...generated].map((retailer): DemoRetailer => ({
    ...retailer,
    dsl: demoDealerSalesLocation(retailer),
  }));
  return {
    markets: markets.map((market) => ({ ...market })),
    languages: languages.map((language) => ({ ...language })),
    retailers,
    // Drawn after the retailers, so adding them left the seeded retailer codes as they were.
    retailerUsers: makeRetailerUsers(random, retailers, markets),
    userProfiles: makeDemoUserProfiles(),
    // Draws from a stream of its own, so the rows above stay as they were.
    catalogue: generateDemoCatalogue(seed, { scale: options.catalogueScale }),
  };
}

/** A letter and five digits, like 'A12345'. */
function makeUniqueRetailerCode(random: RandomSource, usedCodes: Set<string>): string {
  for (;;) {
    const letter = String.fromCodePoint(65 + Math.floor(random() * 26));
    const digits = String(Math.floor(random() * 100_000)).padStart(5, '0');
    const code = `${letter}${digits}`;
    if (!usedCodes.has(code)) {
      usedCodes.add(code);
      return code;
    }
  }
}
