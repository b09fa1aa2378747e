import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PriceLookupReply } from '../../../src/domain/shopping-list/shopping-list-contracts';
import { expectProblem } from '../support/problem-assertions';
import { startTestServer, type TestServer } from '../support/test-server';
import { addTestPrices, guestHeaders } from './pricing-fixtures';

let server: TestServer;
let headers: { authorization: string };

beforeAll(async () => {
  server = await startTestServer();
  await addTestPrices(server);
  headers = guestHeaders(server);
});

afterAll(() => server.close());

const url = '/catalogue/api/v1/priceLookup';

function lookup(payload: object, requestHeaders: Record<string, string> = headers) {
  return server.app.inject({ method: 'POST', url, headers: requestHeaders, payload });
}

async function parts(payload: object): Promise<PriceLookupReply['parts']> {
  const response = await lookup(payload);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PriceLookupReply>().parts;
}

const spec = { dealerCode: '006CC', market: 'GB', brand: '', langCode: 'EN' };

describe('POST /catalogue/api/v1/priceLookup', () => {
  it("answers the known parts with the dealer's rates; unknown and '#' part numbers are absent", async () => {
    const found = await parts({ ...spec, apn: 'SB21-9G546-AA, w505814-s466,PT-200,NOPE-1,LABOUR#1,PT-300' });
    expect(found).toEqual([
      { apn: 'PT-200', unitPrice: '5.35', discountRate: '12.50', taxRate: '20.00', discountCode: 'C', taxCode: 'S', apnDesc: '' },
      // N is a code no record names: rate 0.00.
      { apn: 'PT-300', unitPrice: '20.10', discountRate: '0.00', taxRate: '5.00', discountCode: 'N', taxCode: 'R', apnDesc: '' },
      { apn: 'SB21-9G546-AA', unitPrice: '165.23', discountRate: '10.00', taxRate: '20.00', discountCode: 'A', taxCode: 'S', apnDesc: 'Cylinder head, lower' },
      { apn: 'W505814-S466', unitPrice: '3.10', discountRate: '10.00', taxRate: '20.00', discountCode: 'A', taxCode: 'S', apnDesc: 'Gasket' },
    ]);
  });

  it('uses the default retailer for an empty dealer code or one without records, jlr_internal when asked', async () => {
    const rateOf = async (dealerCode: string) => (await parts({ ...spec, dealerCode, apn: 'PT-100' }))[0]?.discountRate;
    expect(await rateOf('')).toBe('5.00');
    expect(await rateOf('B99999')).toBe('5.00');
    expect(await rateOf('jlr_internal')).toBe('30.00');
    expect(await rateOf('006CC')).toBe('10.00');
  });

  it('defaults to market GB and language EN, and answers other markets and languages', async () => {
    expect(await parts({ dealerCode: '', apn: 'SB21-9G546-AA' })).toEqual([
      { apn: 'SB21-9G546-AA', unitPrice: '165.23', discountRate: '5.00', taxRate: '20.00', discountCode: 'A', taxCode: 'S', apnDesc: 'Cylinder head, lower' },
    ]);
    expect(await parts({ dealerCode: '005CA', market: 'ca', apn: 'SB21-9G546-AA', langCode: 'FR' })).toEqual([
      { apn: 'SB21-9G546-AA', unitPrice: '287.50', discountRate: '8.00', taxRate: '13.00', discountCode: 'A', taxCode: 'S', apnDesc: 'Culasse, inférieur' },
    ]);
    // zh-CN has no catalogue texts: English. A market without prices: no parts.
    expect((await parts({ ...spec, apn: 'SB21-9G546-AA', langCode: 'zh-CN' }))[0]?.apnDesc).toBe('Cylinder head, lower');
    expect(await parts({ ...spec, market: 'FR', apn: 'SB21-9G546-AA' })).toEqual([]);
  });

  it('answers 500 part numbers at once', async () => {
    const [row] = await server.database.query<{ apn: string }>(
      `select string_agg(part_number, ',' order by part_number) as apn from (select part_number from parts order by part_number limit 500) p`,
    );
    expect(await parts({ ...spec, apn: row?.apn ?? '' })).toHaveLength(500);
  });

  it('answers 401 without a valid token', async () => {
    expectProblem(await lookup({ ...spec, apn: 'PT-100' }, {}), 401);
  });

  it.each([
    ['no apn', { dealerCode: '006CC' }, 'apn is required.'],
    ['no dealerCode', { apn: 'PT-100' }, 'dealerCode is required.'],
    ['an empty apn', { ...spec, apn: '' }, 'apn must NOT have fewer than 1 characters.'],
    ['an apn of commas', { ...spec, apn: ' , ,' }, 'apn must name at least one part number.'],
    ['more than 500 part numbers', { ...spec, apn: Array.from({ length: 501 }, (_, index) => `P-${index}`).join(',') }, 'apn names 501 part numbers; at most 500 are allowed.'],
    ['a part number over 40 characters', { ...spec, apn: `PT-100,${'X'.repeat(41)}` }, 'apn part numbers are at most 40 characters long.'],
    ['a bad dealer code', { ...spec, apn: 'PT-100', dealerCode: '006 CC' }, 'dealerCode must look like 006CC.'],
    ['a bad market', { ...spec, apn: 'PT-100', market: 'G' }, 'market must look like GB.'],
    ['an unknown market', { ...spec, apn: 'PT-100', market: 'ZZ' }, 'market ZZ is not a known market.'],
    ['a bad langCode', { ...spec, apn: 'PT-100', langCode: 'en_GB' }, 'langCode must look like EN.'],
  ])('answers 400 for %s', async (_, payload, detail) => {
    expect(expectProblem(await lookup(payload), 400).detail).toBe(detail);
  });
});
