import 'fake-indexeddb/auto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ListPrices } from '../../../../src/client/api/shopping-list/price-list';
import { lastKnownPrices } from '../../../../src/client/store/user-db/known-prices';
import { openUserDb, type UserDb } from '../../../../src/client/store/user-db/user-db';
import type {
  PriceShoppingListReply,
  ShoppingListLine,
} from '../../../../src/domain/shopping-list/shopping-list-contracts';

const line = (partNumber: string, quantity = '1'): ShoppingListLine => ({
  productId: partNumber,
  partNumber,
  partDescription: '',
  quantity,
  priceAmmend: '0',
});

const serverReply: PriceShoppingListReply = {
  lines: [
    {
      ...line('LR001', '3'),
      partDescription: 'Brake disc',
      unitPrice: '12.34',
      price: '37.02',
      discountCode: 'A',
      discountRate: '10.00',
      discountedPrice: '33.32',
      taxRate: '20.00',
      taxCode: 'S',
      tax: '6.66',
      total: '39.98',
    },
  ],
  totals: { price: '37.02', discountedPrice: '33.32', tax: '6.66', total: '39.98' },
  currency: 'GBP',
  pricedAt: '2026-11-20T09:00:00.000Z',
};

let answer: () => Response;
const sent: unknown[] = [];
let db: UserDb;
let dbNumber = 0;

beforeAll(() => {
  // The api clients resolve paths against the page's address; the currency is kept in local storage.
  vi.stubGlobal('location', new URL('http://localhost:5173/en-GB/'));
  const storage = new Map<string, string>();
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => storage.set(key, value),
  });
  vi.stubGlobal('fetch', async (request: Request) => {
    sent.push(await request.clone().json());
    return answer();
  });
});
afterAll(() => {
  vi.unstubAllGlobals();
});
beforeEach(() => {
  dbNumber += 1;
  db = openUserDb(`price-list-${dbNumber}`);
  sent.length = 0;
});
afterEach(async () => {
  vi.restoreAllMocks();
  await db.delete();
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const offline = () => {
  throw new TypeError('Failed to fetch');
};

async function price(lines: ShoppingListLine[]): Promise<ListPrices> {
  const { priceShoppingList } = await import('../../../../src/client/api/shopping-list/price-list');
  return priceShoppingList({ lines, market: 'GB', langCode: 'EN' }, db);
}

describe('priceShoppingList', () => {
  it('answers the service prices and remembers them, dated, for offline use', async () => {
    answer = () => json(200, serverReply);
    const prices = await price([line('LR001', '3')]);
    expect(sent).toEqual([{ lines: [line('LR001', '3')], market: 'GB', langCode: 'EN' }]);
    expect(prices).toMatchObject({
      source: 'server',
      currency: 'GBP',
      pricedAt: serverReply.pricedAt,
      totals: serverReply.totals,
    });
    expect(await lastKnownPrices(db, ['LR001'])).toEqual([
      {
        apn: 'LR001',
        unitPrice: '12.34',
        discountRate: '10.00',
        taxRate: '20.00',
        discountCode: 'A',
        taxCode: 'S',
        apnDesc: 'Brake disc',
        pricedAt: serverReply.pricedAt,
      },
    ]);
  });

  it('with no network, prices the list from the last known prices, labelled with their date', async () => {
    answer = () => json(200, serverReply);
    await price([line('LR001', '3')]);
    answer = offline;
    const prices = await price([line('LR001', '5'), line('LR404')]);
    expect(prices).toMatchObject({
      source: 'last-known',
      failure: 'offline',
      currency: 'GBP',
      pricedAt: serverReply.pricedAt,
      unpricedProductIds: ['LR404'],
    });
    // 12.34 x 5 = 61.70, less 10 % = 55.53, tax 20 % = 11.11.
    expect(prices.lines[0]).toMatchObject({
      quantity: '5',
      price: '61.70',
      discountedPrice: '55.53',
      tax: '11.11',
      total: '66.64',
    });
    expect(prices.lines[1]).toMatchObject({ unitPrice: '0.00', total: '0.00' });
  });

  it('when the service fails, says so and still shows the last known prices', async () => {
    answer = () => json(200, serverReply);
    await price([line('LR001', '3')]);
    answer = () => json(500, { title: 'Internal Server Error', detail: 'boom', type: 'about:blank' });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const prices = await price([line('LR001', '3')]);
    expect(prices).toMatchObject({ source: 'last-known', failure: 'error', totals: serverReply.totals });
  });

  it('offline with nothing priced before, shows the lines at 0.00 without a date', async () => {
    answer = offline;
    const prices = await price([line('LR001')]);
    expect(prices).toMatchObject({ source: 'last-known', pricedAt: null, unpricedProductIds: ['LR001'] });
    expect(prices.totals.total).toBe('0.00');
  });
});
