/**
 * The tax and discount custom objects of the demo (catalogue spec, section 3), for the default
 * retailer, the internal retailer jlr_internal and the retailers of the demo people
 * (demo-users.ts: 006CC of rparts, rlee and the sponsored isponsored in GB; 005CA of rtech in
 * CA). Every other demo retailer has none, so its users are priced with the default
 * retailer's records, which is the fallback the spec describes.
 *
 * Records are keyed retailer-market ('006CC-GB'); discount records also exist for the
 * secondary discount markets GB-1 and GB-2, and 006CC's GB-1 record repeats code A at another
 * rate to show that the market's own record wins.
 */
import { defaultRetailerId, internalRetailerId } from '../../../../domain/shopping-list/pricing-retailer';

export interface DemoCustomObject {
  type: string;
  key: string;
  data: Record<string, unknown>;
}

type Rates = Readonly<Record<string, string>>;

/** The markets with demo prices, and their tax rates by code (VAT, HST, MwSt). */
export const demoPriceMarkets = ['GB', 'CA', 'DE'] as const;

const taxRates: Record<(typeof demoPriceMarkets)[number], Rates> = {
  GB: { S: '20.00', R: '5.00', Z: '0.00' },
  CA: { S: '13.00', Z: '0.00' },
  DE: { S: '19.00', R: '7.00' },
};

const marketTaxEntries: Record<(typeof demoPriceMarkets)[number], string[]> = {
  GB: ['GB VAT S Standard rate', 'GB VAT R Reduced rate', 'GB VAT Z Zero rate'],
  CA: ['CA HST S Harmonized sales tax', 'CA HST Z Zero rated'],
  DE: ['DE MwSt S Regelsteuersatz', 'DE MwSt R Ermäßigter Steuersatz'],
};

/** Which retailer has tax records in which market. */
const taxRecordHolders: readonly (readonly [retailerId: string, market: (typeof demoPriceMarkets)[number]])[] = [
  [defaultRetailerId, 'GB'],
  [internalRetailerId, 'GB'],
  ['006CC', 'GB'],
  [defaultRetailerId, 'CA'],
  ['005CA', 'CA'],
  [defaultRetailerId, 'DE'],
];

/** Discount rates by retailer and discount market (market, market-1, market-2). */
const discountRecords: readonly (readonly [retailerId: string, market: string, rates: Rates])[] = [
  [defaultRetailerId, 'GB', { A: '5.00', B: '2.50' }],
  [internalRetailerId, 'GB', { A: '30.00', B: '25.00', C: '20.00', D: '15.00' }],
  ['006CC', 'GB', { A: '10.00', B: '7.50' }],
  ['006CC', 'GB-1', { A: '50.00', C: '12.50' }],
  ['006CC', 'GB-2', { D: '3.00' }],
  [defaultRetailerId, 'CA', { A: '4.00' }],
  ['005CA', 'CA', { A: '8.00', B: '6.00' }],
  [defaultRetailerId, 'DE', { A: '5.00' }],
];

/** The discount codes each discount market knows (EpcMarketToDiscount). */
const marketDiscountCodes: Readonly<Record<string, string[]>> = {
  GB: ['A', 'B'],
  'GB-1': ['A', 'C'],
  'GB-2': ['D'],
  CA: ['A', 'B'],
  DE: ['A'],
};

const seededBy = 'demo-seed';

export function makeDemoPricingRecords(): DemoCustomObject[] {
  const recordOf = (type: string, retailerId: string, market: string, field: string, entries: unknown) => {
    const key = `${retailerId}-${market}`;
    return {
      type,
      key,
      data: { c_retailerId: retailerId, c_market: market, c_id: key, c_user: seededBy, [field]: entries },
    };
  };
  return [
    ...taxRecordHolders.map(([retailerId, market]) =>
      recordOf(
        'EpcTaxRecords',
        retailerId,
        market,
        'c_taxRecords',
        Object.entries(taxRates[market]).map(([code, value]) => JSON.stringify({ value, code })),
      ),
    ),
    ...discountRecords.map(([retailerId, market, rates]) =>
      recordOf(
        'EpcDiscountRecords',
        retailerId,
        market,
        'c_discountRecords',
        Object.fromEntries(Object.entries(rates).map(([code, value]) => [`default:${code}`, { value, code }])),
      ),
    ),
    ...demoPriceMarkets.map((market) => ({
      type: 'EpcMarketToTax',
      key: market,
      data: { c_taxRecords: marketTaxEntries[market] },
    })),
    ...Object.entries(marketDiscountCodes).map(([market, codes]) => ({
      type: 'EpcMarketToDiscount',
      key: market,
      data: { c_discountCodes: codes },
    })),
  ];
}
