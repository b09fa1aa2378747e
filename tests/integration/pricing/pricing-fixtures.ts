/**
 * Prices of made-up parts with round figures, added to a seeded test database so the
 * expected figures below can be worked out by hand; and callers with a token the test
 * server accepts. The tax and discount records are the seeded demo ones
 * (src/server/db/demo-data/pricing/demo-pricing-records.ts).
 */
import type { ShoppingListLine } from '../../../src/domain/shopping-list/shopping-list-contracts';
import { mintToken, uniqueId } from '../shop-api/shopper-fixtures';
import type { TestServer } from '../support/test-server';

export const testPrices = [
  { partNumber: 'PT-100', unitPrice: '12.34', taxCode: 'S', discountCode: 'A' },
  { partNumber: 'PT-200', unitPrice: '5.35', taxCode: 'S', discountCode: 'C' },
  { partNumber: 'PT-300', unitPrice: '20.10', taxCode: 'R', discountCode: 'N' },
  { partNumber: 'PT-400', unitPrice: '0.35', taxCode: 'S', discountCode: 'D' },
] as const;

export async function addTestPrices(server: TestServer): Promise<void> {
  await server.database.query(
    `insert into part_prices (part_number, market, currency, unit_price, tax_code, discount_code)
     select item->>'partNumber', 'GB', 'GBP', (item->>'unitPrice')::numeric, item->>'taxCode', item->>'discountCode'
     from jsonb_array_elements($1::jsonb) as item`,
    [JSON.stringify(testPrices)],
  );
}

/** Headers of a caller signed in as the EPC user userId (a seeded demo user or one a test added). */
export function signedInAs(server: TestServer, userId: string): { authorization: string } {
  const token = mintToken(server, { sub: uniqueId('cust'), usid: uniqueId('usid'), authType: 'registered', userId });
  return { authorization: `Bearer ${token}` };
}

export function guestHeaders(server: TestServer): { authorization: string } {
  const token = mintToken(server, { sub: uniqueId('cust'), usid: uniqueId('usid'), authType: 'guest' });
  return { authorization: `Bearer ${token}` };
}

const line = (partNumber: string, quantity: string, priceAmmend = '0'): ShoppingListLine => ({
  productId: partNumber,
  partNumber,
  partDescription: '',
  quantity,
  priceAmmend,
});

/**
 * One of each kind of line: discount codes A, C, N (no record names it) and D (GB-2 only),
 * tax codes S and R, a 10 % priceAmmend, an A/R quantity, a demo catalogue part, a '#' part
 * and a part without a price.
 */
export const testList: ShoppingListLine[] = [
  line('PT-100', '3'),
  line('PT-200', '2', '10'),
  line('PT-300', 'A/R'),
  line('PT-400', '3'),
  line('SB21-9G546-AA', '1'),
  line('LABOUR#1', '1'),
  line('PT-404', '1'),
];
