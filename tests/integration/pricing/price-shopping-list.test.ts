import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PriceShoppingListReply, PricedLine } from '../../../src/domain/shopping-list/shopping-list-contracts';
import { addUser } from '../shop-api/shopper-fixtures';
import { expectProblem } from '../support/problem-assertions';
import { startTestServer, type TestServer } from '../support/test-server';
import { refusals } from '../../../src/domain/access/access-levels';
import { addTestPrices, guestHeaders, signedInAs, testList } from './pricing-fixtures';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  await addTestPrices(server);
});

afterAll(() => server.close());

const url = '/api/shopping-list/price';

function price(headers: Record<string, string>, payload: object) {
  return server.app.inject({ method: 'POST', url, headers, payload });
}

async function priced(
  headers: Record<string, string>,
  payload: object = { lines: testList },
): Promise<PriceShoppingListReply> {
  const response = await price(headers, payload);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PriceShoppingListReply>();
}

/** partNumber, unitPrice, discountCode, discountRate, taxCode, taxRate, price, discountedPrice, tax, total */
const rows = (lines: PricedLine[]) =>
  lines.map((line) => [
    line.partNumber,
    line.unitPrice,
    line.discountCode,
    line.discountRate,
    line.taxCode,
    line.taxRate,
    line.price,
    line.discountedPrice,
    line.tax,
    line.total,
  ]);

// The lines without a price: a '#' part takes tax code S from the GB market tax map.
const unpricedRows = (taxRate: string) => [
  ['LABOUR#1', '0.00', '', '0.00', 'S', taxRate, '0.00', '0.00', '0.00', '0.00'],
  ['PT-404', '0.00', '', '0.00', '', '0.00', '0.00', '0.00', '0.00', '0.00'],
];

describe('POST /api/shopping-list/price', () => {
  it("prices a retailer user's list with their retailer's records (rlee, 006CC, GB)", async () => {
    const reply = await priced(signedInAs(server, 'rlee'));
    expect(rows(reply.lines)).toEqual([
      ['PT-100', '12.34', 'A', '10.00', 'S', '20.00', '37.02', '33.32', '6.66', '39.98'],
      // 5.35 x 2 x 0.9 = 9.63; C is 12.50 (GB-1); 8.42625 -> 8.43; tax 1.686 -> 1.69.
      ['PT-200', '5.35', 'C', '12.50', 'S', '20.00', '9.63', '8.43', '1.69', '10.12'],
      // A/R prices one unit; no record names N; 5 % of 20.10 = 1.005 -> 1.01.
      ['PT-300', '20.10', 'N', '0.00', 'R', '5.00', '20.10', '20.10', '1.01', '21.11'],
      // D is 3.00 (GB-2): 1.05 x 0.97 = 1.0185 -> 1.02.
      ['PT-400', '0.35', 'D', '3.00', 'S', '20.00', '1.05', '1.02', '0.20', '1.22'],
      ['SB21-9G546-AA', '165.23', 'A', '10.00', 'S', '20.00', '165.23', '148.71', '29.74', '178.45'],
      ...unpricedRows('20.00'),
    ]);
    expect(reply.totals).toEqual({ price: '233.03', discountedPrice: '211.58', tax: '39.30', total: '250.88' });
    expect(reply.currency).toBe('GBP');
    expect(Math.abs(Date.parse(reply.pricedAt) - Date.now())).toBeLessThan(60_000);
    expect(reply.lines[2]).toMatchObject({ productId: 'PT-300', quantity: 'A/R', priceAmmend: '0' });
    expect(reply.lines[4]?.partDescription).toBe('Cylinder head, lower');
  });

  it('prices an internal user with the jlr_internal records', async () => {
    const internal = await addUser(server, { c_epcUserType: 'internal', c_epcUserRole: 'admin' });
    const reply = await priced(internal.headers);
    expect(rows(reply.lines)).toEqual([
      ['PT-100', '12.34', 'A', '30.00', 'S', '20.00', '37.02', '25.91', '5.18', '31.09'],
      ['PT-200', '5.35', 'C', '20.00', 'S', '20.00', '9.63', '7.70', '1.54', '9.24'],
      ['PT-300', '20.10', 'N', '0.00', 'R', '5.00', '20.10', '20.10', '1.01', '21.11'],
      ['PT-400', '0.35', 'D', '15.00', 'S', '20.00', '1.05', '0.89', '0.18', '1.07'],
      ['SB21-9G546-AA', '165.23', 'A', '30.00', 'S', '20.00', '165.23', '115.66', '23.13', '138.79'],
      ...unpricedRows('20.00'),
    ]);
    expect(reply.totals).toEqual({ price: '233.03', discountedPrice: '170.26', tax: '31.04', total: '201.30' });
  });

  it('prices a user whose retailer has no records with the default retailer records; a guest gets no prices', async () => {
    const [retailer] = await server.database.query<{ code: string }>(
      `select code from retailers where market_code = 'GB' and code <> '006CC' order by code limit 1`,
    );
    const user = await addUser(server, { c_epcUserType: 'retailer', c_epcPartnerId: retailer?.code ?? '' });
    const expectedRows = [
      ['PT-100', '12.34', 'A', '5.00', 'S', '20.00', '37.02', '35.17', '7.03', '42.20'],
      ['PT-200', '5.35', 'C', '0.00', 'S', '20.00', '9.63', '9.63', '1.93', '11.56'],
      ['PT-300', '20.10', 'N', '0.00', 'R', '5.00', '20.10', '20.10', '1.01', '21.11'],
      ['PT-400', '0.35', 'D', '0.00', 'S', '20.00', '1.05', '1.05', '0.21', '1.26'],
      ['SB21-9G546-AA', '165.23', 'A', '5.00', 'S', '20.00', '165.23', '156.97', '31.39', '188.36'],
      ...unpricedRows('20.00'),
    ];
    const totals = { price: '233.03', discountedPrice: '222.92', tax: '41.57', total: '264.49' };
    const reply = await priced(user.headers);
    expect(rows(reply.lines)).toEqual(expectedRows);
    expect(reply.totals).toEqual(totals);
    expect(expectProblem(await price(guestHeaders(server), { lines: testList }), 403).detail).toBe(refusals.guest);
  });

  it('forces discount and tax to 0 for a third-party user (tp-1001)', async () => {
    const reply = await priced(signedInAs(server, 'tp-1001'));
    expect(rows(reply.lines)).toEqual([
      ['PT-100', '12.34', 'A', '0.00', 'S', '0.00', '37.02', '37.02', '0.00', '37.02'],
      ['PT-200', '5.35', 'C', '0.00', 'S', '0.00', '9.63', '9.63', '0.00', '9.63'],
      ['PT-300', '20.10', 'N', '0.00', 'R', '0.00', '20.10', '20.10', '0.00', '20.10'],
      ['PT-400', '0.35', 'D', '0.00', 'S', '0.00', '1.05', '1.05', '0.00', '1.05'],
      ['SB21-9G546-AA', '165.23', 'A', '0.00', 'S', '0.00', '165.23', '165.23', '0.00', '165.23'],
      ...unpricedRows('0.00'),
    ]);
    expect(reply.totals).toEqual({ price: '233.03', discountedPrice: '233.03', tax: '0.00', total: '233.03' });
  });

  it("prices in the body's market and its currency: 005CA in CA, never outside the user's markets", async () => {
    const user = await addUser(server, { c_epcUserType: 'retailer', c_epcPartnerId: '005CA', c_epcUserMarket: 'CA' });
    const lines = [
      { productId: 'p1', partNumber: 'SB21-9G546-AA', partDescription: '', quantity: '1', priceAmmend: '0' },
    ];
    const reply = await priced(user.headers, { lines, langCode: 'FR' });
    // 287.50 x 0.92 = 264.50; 13 % HST = 34.385 -> 34.39.
    expect(rows(reply.lines)).toEqual([
      ['SB21-9G546-AA', '287.50', 'A', '8.00', 'S', '13.00', '287.50', '264.50', '34.39', '298.89'],
    ]);
    expect(reply.lines[0]?.partDescription).toBe('Culasse, inférieur');
    expect(reply.currency).toBe('CAD');
    expect((await priced(user.headers, { lines, market: 'ca' })).currency).toBe('CAD');
    // 005CA has no partner market list, so its users price in their own market only.
    expect(expectProblem(await price(user.headers, { lines, market: 'gb' }), 403).detail).toBe(
      'market GB is not one of your markets (CA).',
    );
    const sponsored = await addUser(server, {
      c_epcUserType: 'independent',
      c_epcUserRole: 'sponsored',
      c_epcPartnerId: '006CC',
    });
    const inGb = await priced(sponsored.headers, { lines, market: 'gb' });
    expect(inGb.currency).toBe('GBP');
    expect(inGb.lines[0]).toMatchObject({ unitPrice: '165.23', discountRate: '10.00', taxRate: '20.00' });
  });

  it('prices an empty list at 0.00', async () => {
    const reply = await priced(signedInAs(server, 'rlee'), { lines: [] });
    expect(reply).toMatchObject({
      lines: [],
      totals: { price: '0.00', discountedPrice: '0.00', tax: '0.00', total: '0.00' },
      currency: 'GBP',
    });
  });

  it('answers 401 without a valid token', async () => {
    expectProblem(await price({}, { lines: testList }), 401);
    expectProblem(await price({ authorization: 'Bearer nonsense' }, { lines: testList }), 401);
  });

  it.each([
    ['no lines', {}, 'lines is required.'],
    ['lines not a list', { lines: { partNumber: 'PT-100' } }, 'lines must be array.'],
    ['a line not an object', { lines: ['PT-100'] }, 'lines.0 must be object.'],
    [
      'a quantity of 0',
      { lines: [{ ...testList[0], quantity: '0' }] },
      'lines.0.quantity is not in the expected format.',
    ],
    [
      'a negative quantity',
      { lines: [{ ...testList[0], quantity: '-1' }] },
      'lines.0.quantity is not in the expected format.',
    ],
    [
      'a quantity in words',
      { lines: [{ ...testList[0], quantity: 'two' }] },
      'lines.0.quantity is not in the expected format.',
    ],
    [
      'an absurd quantity',
      { lines: [{ ...testList[0], quantity: '10000' }] },
      'lines.0.quantity is not in the expected format.',
    ],
    [
      'a priceAmmend over 100',
      { lines: [{ ...testList[0], priceAmmend: '100.5' }] },
      'lines.0.priceAmmend is not in the expected format.',
    ],
    [
      'a negative priceAmmend',
      { lines: [{ ...testList[1], priceAmmend: '-5' }] },
      'lines.0.priceAmmend is not in the expected format.',
    ],
    ['a line without a part number', { lines: [{ productId: 'p', quantity: '1' }] }, 'lines.0.partNumber is required.'],
    ['a bad market', { lines: [], market: 'GBR' }, 'market must look like GB.'],
    ['a bad langCode', { lines: [], langCode: 'english' }, 'langCode must look like EN.'],
  ])('answers 400 for %s', async (_, payload, detail) => {
    expect(expectProblem(await price(signedInAs(server, 'rlee'), payload), 400).detail).toBe(detail);
  });

  it('answers 400 for an unknown market to a user of all markets, 403 to one of a partner list', async () => {
    const internal = await addUser(server, { c_epcUserType: 'internal', c_epcUserRole: 'user' });
    expect(expectProblem(await price(internal.headers, { lines: [], market: 'ZZ' }), 400).detail).toBe(
      'market ZZ is not a known market.',
    );
    expect(expectProblem(await price(signedInAs(server, 'rlee'), { lines: [], market: 'ZZ' }), 403).detail).toBe(
      'market ZZ is not one of your markets (GB, IE, FR).',
    );
  });

  it('answers 400 for more than 1000 lines', async () => {
    const lines = Array.from({ length: 1001 }, (_, index) => ({ ...testList[0], productId: `p${index}` }));
    expect(expectProblem(await price(signedInAs(server, 'rlee'), { lines }), 400).detail).toBe(
      'lines must NOT have more than 1000 items.',
    );
  });
});
