import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAvailability } from '../../../src/server/db/demo-data/pricing/demo-availability';
import type { PriceLookupPart, PriceLookupReply } from '../../../src/domain/shopping-list/shopping-list-contracts';
import { refusals } from '../../../src/domain/access/access-levels';
import { addUser } from '../shop-api/shopper-fixtures';
import { expectProblem } from '../support/problem-assertions';
import { startTestServer, type TestServer } from '../support/test-server';
import { addTestPrices, guestHeaders, signedInAs } from './pricing-fixtures';

let server: TestServer;
/** rlee: an approved retailer user of dealer 006CC, whose partner sells in GB, IE and FR. */
let headers: { authorization: string };

beforeAll(async () => {
  server = await startTestServer();
  await addTestPrices(server);
  headers = signedInAs(server, 'rlee');
});

afterAll(() => server.close());

const url = '/catalogue/api/v1/priceLookup';

function lookup(payload: object, requestHeaders: Record<string, string> = headers) {
  return server.app.inject({ method: 'POST', url, headers: requestHeaders, payload });
}

async function offers(
  payload: object,
  requestHeaders: Record<string, string> = headers,
): Promise<PriceLookupReply['parts']> {
  const response = await lookup(payload, requestHeaders);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PriceLookupReply>().parts;
}

/** The spec's fields of each part (section 7), without the availability field issue 20 added. */
async function parts(payload: object, requestHeaders: Record<string, string> = headers): Promise<PriceLookupPart[]> {
  return (await offers(payload, requestHeaders)).map(({ availability: _availability, ...part }) => part);
}

/** The first part numbers of the demo catalogue, each priced in GB. */
async function firstPartNumbers(count: number): Promise<string[]> {
  const rows = await server.database.query<{ part_number: string }>(
    'select part_number from parts order by part_number limit $1',
    [count],
  );
  return rows.map((row) => row.part_number);
}

const spec = { dealerCode: '006CC', market: 'GB', brand: '', langCode: 'EN' };

describe('POST /catalogue/api/v1/priceLookup', () => {
  it("answers the known parts with the dealer's rates; unknown and '#' part numbers are absent", async () => {
    const found = await parts({ ...spec, apn: 'SB21-9G546-AA, w505814-s466,PT-200,NOPE-1,LABOUR#1,PT-300' });
    expect(found).toEqual([
      {
        apn: 'PT-200',
        unitPrice: '5.35',
        discountRate: '12.50',
        taxRate: '20.00',
        discountCode: 'C',
        taxCode: 'S',
        apnDesc: '',
      },
      // N is a code no record names: rate 0.00.
      {
        apn: 'PT-300',
        unitPrice: '20.10',
        discountRate: '0.00',
        taxRate: '5.00',
        discountCode: 'N',
        taxCode: 'R',
        apnDesc: '',
      },
      {
        apn: 'SB21-9G546-AA',
        unitPrice: '165.23',
        discountRate: '10.00',
        taxRate: '20.00',
        discountCode: 'A',
        taxCode: 'S',
        apnDesc: 'Cylinder head, lower',
      },
      {
        apn: 'W505814-S466',
        unitPrice: '3.10',
        discountRate: '10.00',
        taxRate: '20.00',
        discountCode: 'A',
        taxCode: 'S',
        apnDesc: 'Gasket',
      },
    ]);
  });

  it("prices with the caller's own dealer (empty means their own): the default retailer for one without records, jlr_internal for internal users", async () => {
    const rateOf = async (dealerCode: string, caller = headers) =>
      (await parts({ ...spec, dealerCode, apn: 'PT-100' }, caller))[0]?.discountRate;
    expect(await rateOf('')).toBe('10.00');
    expect(await rateOf('006CC')).toBe('10.00');
    const withoutRecords = await addUser(server, { c_epcUserType: 'retailer', c_epcPartnerId: 'B99999' });
    expect(await rateOf('', withoutRecords.headers)).toBe('5.00');
    expect(await rateOf('B99999', withoutRecords.headers)).toBe('5.00');
    const internal = await addUser(server, { c_epcUserType: 'internal', c_epcUserRole: 'user' });
    expect(await rateOf('', internal.headers)).toBe('30.00');
    expect(await rateOf('jlr_internal', internal.headers)).toBe('30.00');
  });

  it("refuses another dealer's prices and markets outside the caller's, and guests", async () => {
    for (const dealerCode of ['005CA', 'jlr_internal', 'default']) {
      const problem = expectProblem(await lookup({ ...spec, dealerCode, apn: 'PT-100' }), 403);
      expect(problem.detail).toBe(
        'dealerCode must be your own dealer (006CC); prices and discounts of other dealers are not shown.',
      );
    }
    expect(expectProblem(await lookup({ ...spec, market: 'CA', apn: 'PT-100' }), 403).detail).toBe(
      'market CA is not one of your markets (GB, IE, FR).',
    );
    expect(expectProblem(await lookup({ ...spec, apn: 'PT-100' }, guestHeaders(server)), 403).detail).toBe(
      refusals.guest,
    );
  });

  it('defaults to market GB and language EN, and answers other markets and languages', async () => {
    expect(await parts({ dealerCode: '', apn: 'SB21-9G546-AA' })).toEqual([
      {
        apn: 'SB21-9G546-AA',
        unitPrice: '165.23',
        discountRate: '10.00',
        taxRate: '20.00',
        discountCode: 'A',
        taxCode: 'S',
        apnDesc: 'Cylinder head, lower',
      },
    ]);
    const canadian = await addUser(server, {
      c_epcUserType: 'retailer',
      c_epcPartnerId: '005CA',
      c_epcUserMarket: 'CA',
    });
    expect(
      await parts({ dealerCode: '005CA', market: 'ca', apn: 'SB21-9G546-AA', langCode: 'FR' }, canadian.headers),
    ).toEqual([
      {
        apn: 'SB21-9G546-AA',
        unitPrice: '287.50',
        discountRate: '8.00',
        taxRate: '13.00',
        discountCode: 'A',
        taxCode: 'S',
        apnDesc: 'Culasse, inférieur',
      },
    ]);
    // zh-CN keeps its region and has its own texts; Finnish has no catalogue texts: English.
    expect((await parts({ ...spec, apn: 'SB21-9G546-AA', langCode: 'zh-CN' }))[0]?.apnDesc).toBe('气缸盖（下）');
    expect((await parts({ ...spec, apn: 'SB21-9G546-AA', langCode: 'FI' }))[0]?.apnDesc).toBe('Cylinder head, lower');
    // A market without prices: no parts.
    expect(await parts({ ...spec, market: 'FR', apn: 'SB21-9G546-AA' })).toEqual([]);
  });

  it("answers each part's availability at the caller's dealer: whole units in stock, or a lead time in days", async () => {
    const apn = await firstPartNumbers(60);
    const found = await offers({ ...spec, apn: apn.join(',') });
    expect(found).toHaveLength(60);
    for (const { apn: partNumber, availability } of found) {
      expect(availability).toEqual(demoAvailability('006CC', partNumber));
      expect(Number.isInteger(availability.stockQuantity) && availability.stockQuantity >= 0).toBe(true);
      // In stock means no wait; out of stock means a wait of 1 to 14 days.
      if (availability.stockQuantity > 0) expect(availability.leadTimeDays).toBe(0);
      else expect(availability.leadTimeDays).toBeGreaterThanOrEqual(1);
    }
    // Both kinds occur on a page's worth of parts, and the answer is the same the next time.
    expect(found.some((part) => part.availability.stockQuantity > 0)).toBe(true);
    expect(found.some((part) => part.availability.stockQuantity === 0)).toBe(true);
    expect(await offers({ ...spec, apn: apn.join(',') })).toEqual(found);
    // Another dealer (an internal user's is jlr_internal) holds other stock of the same parts.
    const internal = await addUser(server, { c_epcUserType: 'internal', c_epcUserRole: 'user' });
    const internalStock = await offers({ dealerCode: '', market: 'GB', apn: apn.join(',') }, internal.headers);
    expect(internalStock.map((part) => part.availability)).toEqual(
      apn.map((partNumber) => demoAvailability('jlr_internal', partNumber)),
    );
    expect(internalStock.map((part) => part.availability)).not.toEqual(found.map((part) => part.availability));
  });

  it("is the caller's own answer: never stored by a shared cache, no ETag", async () => {
    const response = await lookup({ ...spec, apn: 'SB21-9G546-AA' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers.etag).toBeUndefined();
  });

  it('answers third-party users with discount and tax rates of 0 (catalogue spec, section 6)', async () => {
    const thirdParty = await addUser(server, { c_epcUserType: 'third-party', c_epcUserRole: 'user' });
    const [part] = await offers({ dealerCode: '', apn: 'PT-100' }, thirdParty.headers);
    expect(part).toMatchObject({ unitPrice: '12.34', discountRate: '0.00', taxRate: '0.00' });
    expect(part?.availability).toEqual(demoAvailability('default', 'PT-100'));
  });

  it('refuses a true-independent, who has no dealer and so no prices or stock', async () => {
    const independent = await addUser(server, {
      c_epcUserType: 'independent',
      c_epcUserRole: 'true-independent',
      c_epcSubscriptionEndDate: '2099-12-31',
    });
    expect(
      expectProblem(await lookup({ ...spec, dealerCode: '', apn: 'PT-100' }, independent.headers), 403).detail,
    ).toBe(refusals.noPrices);
    const sponsored = await addUser(server, {
      c_epcUserType: 'independent',
      c_epcUserRole: 'sponsored',
      c_epcPartnerId: '006CC',
    });
    expect(await parts({ ...spec, apn: 'PT-100' }, sponsored.headers)).toHaveLength(1);
  });

  it('answers 500 part numbers at once', async () => {
    const apn = await firstPartNumbers(500);
    expect(await parts({ ...spec, apn: apn.join(',') })).toHaveLength(500);
  });

  it('answers 401 without a valid token', async () => {
    expectProblem(await lookup({ ...spec, apn: 'PT-100' }, {}), 401);
  });

  it.each([
    ['no apn', { dealerCode: '006CC' }, 'apn is required.'],
    ['no dealerCode', { apn: 'PT-100' }, 'dealerCode is required.'],
    ['an empty apn', { ...spec, apn: '' }, 'apn must NOT have fewer than 1 characters.'],
    ['an apn of commas', { ...spec, apn: ' , ,' }, 'apn must name at least one part number.'],
    [
      'more than 500 part numbers',
      { ...spec, apn: Array.from({ length: 501 }, (_, index) => `P-${index}`).join(',') },
      'apn names 501 part numbers; at most 500 are allowed.',
    ],
    [
      'a part number over 40 characters',
      { ...spec, apn: `PT-100,${'X'.repeat(41)}` },
      'apn part numbers are at most 40 characters long.',
    ],
    ['a bad dealer code', { ...spec, apn: 'PT-100', dealerCode: '006 CC' }, 'dealerCode must look like 006CC.'],
    ['a bad market', { ...spec, apn: 'PT-100', market: 'G' }, 'market must look like GB.'],
    ['a bad langCode', { ...spec, apn: 'PT-100', langCode: 'en_GB' }, 'langCode must look like EN.'],
  ])('answers 400 for %s', async (_, payload, detail) => {
    expect(expectProblem(await lookup(payload), 400).detail).toBe(detail);
  });

  it('answers 400 for an unknown market to a user of all markets', async () => {
    const internal = await addUser(server, { c_epcUserType: 'internal', c_epcUserRole: 'user' });
    expect(
      expectProblem(await lookup({ dealerCode: '', market: 'ZZ', apn: 'PT-100' }, internal.headers), 400).detail,
    ).toBe('market ZZ is not a known market.');
  });
});
