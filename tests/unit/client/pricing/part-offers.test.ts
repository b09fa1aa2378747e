import 'fake-indexeddb/auto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { lastKnownPrices } from '../../../../src/client/store/user-db/known-prices';
import { openUserDb, type UserDb } from '../../../../src/client/store/user-db/user-db';
import type {
  PriceLookupOffer,
  PriceLookupRequest,
} from '../../../../src/domain/shopping-list/shopping-list-contracts';

const offer = (apn: string, stockQuantity = 3, leadTimeDays = 0): PriceLookupOffer => ({
  apn,
  unitPrice: '10.00',
  discountRate: '10.00',
  taxRate: '20.00',
  discountCode: 'A',
  taxCode: 'S',
  apnDesc: 'Gasket',
  availability: { stockQuantity, leadTimeDays },
});

let lookupAnswer: (request: PriceLookupRequest) => Response;
const lookups: PriceLookupRequest[] = [];
let db: UserDb;
let dbNumber = 0;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const networkDown = () => {
  throw new TypeError('Failed to fetch');
};

beforeAll(() => {
  vi.stubGlobal('location', new URL('http://localhost:5173/en-GB/'));
  const storage = new Map<string, string>();
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => storage.set(key, value),
  });
  vi.stubGlobal('fetch', async (request: Request) => {
    if (new URL(request.url).pathname === '/api/markets') {
      return json(200, [{ code: 'GB', currencyCode: 'GBP' }]);
    }
    const body = (await request.clone().json()) as PriceLookupRequest;
    lookups.push(body);
    return lookupAnswer(body);
  });
});
afterAll(() => {
  vi.unstubAllGlobals();
});
beforeEach(() => {
  dbNumber += 1;
  db = openUserDb(`part-offers-${dbNumber}`);
  lookups.length = 0;
});
afterEach(async () => {
  vi.restoreAllMocks();
  await db.delete();
});

/** Answers every part asked for, the one numbered 'OUT' with none in stock. */
const answerAll = (request: PriceLookupRequest) =>
  json(200, { parts: request.apn.split(',').map((apn) => (apn === 'OUT' ? offer(apn, 0, 5) : offer(apn))) });

async function lookUp(partNumbers: string[]) {
  const { lookUpPartOffers } = await import('../../../../src/client/api/pricing/part-offers');
  return lookUpPartOffers({ partNumbers, market: 'GB', langCode: 'EN' }, db);
}

describe('lookUpPartOffers', () => {
  it("asks once for a page's parts (distinct, trimmed, upper case, no '#' numbers) and shows them current", async () => {
    lookupAnswer = answerAll;
    const found = await lookUp(['lr001', 'LR001 ', 'OUT', 'LABOUR#1']);
    expect(lookups).toEqual([{ dealerCode: '', market: 'GB', brand: '', apn: 'LR001,OUT', langCode: 'EN' }]);
    expect(found.source).toBe('lookup');
    expect(found.offers.get('LR001')).toEqual({
      unitPrice: '10.00',
      yourPrice: '9.00',
      discounted: true,
      currency: 'GBP',
      stock: { kind: 'in-stock', quantity: 3 },
    });
    expect(found.offers.get('OUT')?.stock).toEqual({ kind: 'lead-time', days: 5 });
  });

  it('asks in batches of the lookup limit, 500 part numbers each', async () => {
    lookupAnswer = answerAll;
    const partNumbers = Array.from({ length: 501 }, (_, index) => `P-${index}`);
    const found = await lookUp(partNumbers);
    expect(lookups.map((request) => request.apn.split(',').length)).toEqual([500, 1]);
    expect(found.offers.size).toBe(501);
  });

  it('keeps what it read on the device with its date, currency and stock', async () => {
    lookupAnswer = answerAll;
    await lookUp(['LR001']);
    const [kept] = await lastKnownPrices(db, ['LR001']);
    expect(kept).toMatchObject({
      apn: 'LR001',
      unitPrice: '10.00',
      currency: 'GBP',
      availability: { stockQuantity: 3, leadTimeDays: 0 },
    });
    expect(Date.now() - Date.parse(kept?.pricedAt ?? '')).toBeLessThan(60_000);
  });

  it('with no network, shows the last known values dated with the day they were read', async () => {
    lookupAnswer = answerAll;
    await lookUp(['LR001']);
    const [kept] = await lastKnownPrices(db, ['LR001']);
    lookupAnswer = networkDown;
    const found = await lookUp(['LR001', 'LR404']);
    expect(found).toMatchObject({ source: 'last-known', failure: 'offline' });
    expect(found.offers.get('LR001')).toMatchObject({
      unitPrice: '10.00',
      stock: { kind: 'in-stock', quantity: 3 },
      asOf: kept?.pricedAt,
    });
    expect(found.offers.has('LR404')).toBe(false);
  });

  it('when the lookup fails, says so and shows the last known values, dated', async () => {
    lookupAnswer = answerAll;
    await lookUp(['LR001']);
    lookupAnswer = () => json(500, { title: 'Internal Server Error', detail: 'boom', type: 'about:blank' });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const found = await lookUp(['LR001']);
    expect(found.source).toBe('last-known');
    expect(found.failure).toBe('error');
    expect(found.offers.get('LR001')?.asOf).toBeDefined();
  });
});
