/**
 * POST/GET /admin/api/v1/taxRates and /discountCodes (catalogue spec, sections 3, 5, 6, 7
 * and 8): rates written with two decimals and trimmed codes, read by the price lookup at
 * once; a retailer admin only for their own dealer; bad input a 400 naming the field; a write
 * the database refuses (a real trigger) answers false, is logged and changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PriceLookupReply } from '../../../src/domain/shopping-list/shopping-list-contracts';
import { addTestPrices, signedInAs } from '../pricing/pricing-fixtures';
import { addUser, type TestShopper } from '../shop-api/shopper-fixtures';
import { expectProblem } from '../support/problem-assertions';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
let internalAdmin: TestShopper & { userId: string };
let retailerAdmin: TestShopper & { userId: string };
let retailerUser: TestShopper & { userId: string };

/** The write the trigger below refuses: a record updated by this name. */
const refusedWriter = 'refused-by-trigger';

beforeAll(async () => {
  server = await startTestServer();
  await addTestPrices(server);
  internalAdmin = await addUser(server, { c_epcUserRole: 'admin', c_epcUserType: 'internal' });
  // 006CC sells in GB, IE and FR (the demo partner markets).
  retailerAdmin = await addUser(server, { c_epcUserRole: 'admin', c_epcPartnerId: '006CC' });
  retailerUser = await addUser(server, { c_epcPartnerId: '006CC' });
  await server.database.exec(`
    create function refuse_test_rate_write() returns trigger language plpgsql as $$
    begin
      if new.data->>'c_user' = '${refusedWriter}' then raise exception 'rate write refused by the test trigger'; end if;
      return new;
    end $$;
    create trigger refuse_test_rate_write before insert or update on custom_objects
      for each row execute function refuse_test_rate_write();`);
});

afterAll(() => server.close());

function post(path: string, payload: object, caller: { headers: Record<string, string> } = internalAdmin) {
  return server.app.inject({ method: 'POST', url: `/admin/api/v1/${path}`, headers: caller.headers, payload });
}

function get(path: string, caller: { headers: Record<string, string> } = internalAdmin) {
  return server.app.inject({ method: 'GET', url: `/admin/api/v1/${path}`, headers: caller.headers });
}

const taxPayload = (fields: object = {}) => ({
  updatedBy: internalAdmin.userId,
  createdBy: internalAdmin.userId,
  marketCode: 'GB',
  dealerCodes: ['006CC'],
  taxRates: [{ taxCode: ' S ', taxRate: '17.5' }],
  ...fields,
});

const discountPayload = (fields: object = {}) => ({
  updatedBy: internalAdmin.userId,
  marketCode: 'GB',
  dealerCodes: ['006CC'],
  discountRates: [{ discountCode: '  A', market: 'GB', discountType: 'default', discountRate: 11 }],
  ...fields,
});

async function storedRecord(type: string, key: string) {
  const [row] = await server.database.query<{ data: Record<string, unknown> }>(
    'select data from custom_objects where type = $1 and key = $2',
    [type, key],
  );
  return row?.data;
}

async function lookupRates(partNumber: string) {
  const response = await server.app.inject({
    method: 'POST',
    url: '/catalogue/api/v1/priceLookup',
    headers: signedInAs(server, 'rlee'),
    payload: { dealerCode: '006CC', market: 'GB', brand: '', apn: partNumber, langCode: 'EN' },
  });
  return response.json<PriceLookupReply>().parts[0];
}

async function auditRows(area: string) {
  return server.database.query<{ record_key: string; actor: string }>(
    'select record_key, actor from admin_audit where area = $1 order by id',
    [area],
  );
}

describe('POST /admin/api/v1/taxRates', () => {
  it('writes trimmed codes with two decimals, keeps the other codes, and the price lookup answers the new rate', async () => {
    const response = await post('taxRates', taxPayload());
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toBe(true);
    const record = await storedRecord('EpcTaxRecords', '006CC-GB');
    expect(record).toMatchObject({ c_retailerId: '006CC', c_market: 'GB', c_user: internalAdmin.userId });
    // The seeded R and Z stay; S takes the new rate, as a JSON string entry.
    expect(record?.['c_taxRecords']).toEqual(
      expect.arrayContaining([
        JSON.stringify({ value: '17.50', code: 'S' }),
        JSON.stringify({ value: '5.00', code: 'R' }),
      ]),
    );
    expect((await lookupRates('PT-100'))?.taxRate).toBe('17.50');
    const read = await get('taxRates?marketCode=GB&dealerCode=006CC');
    expect(read.json<{ rates: unknown[] }>().rates).toContainEqual({ code: 'S', rate: '17.50' });
    expect(await auditRows('tax_rates')).toContainEqual({ record_key: '006CC-GB', actor: internalAdmin.userId });
  });

  it('lets an internal admin write the jlr_internal records and a retailer admin their own dealer in their markets', async () => {
    expect((await post('taxRates', taxPayload({ dealerCodes: ['jlr_internal'] }))).json()).toBe(true);
    const own = await post(
      'taxRates',
      taxPayload({ updatedBy: retailerAdmin.userId, marketCode: 'ie', taxRates: [{ taxCode: 'S', taxRate: '23' }] }),
      retailerAdmin,
    );
    expect(own.json()).toBe(true);
    expect((await storedRecord('EpcTaxRecords', '006CC-IE'))?.['c_taxRecords']).toEqual([
      JSON.stringify({ value: '23.00', code: 'S' }),
    ]);
  });

  it.each([
    ['another dealer', { dealerCodes: ['005CA'] }],
    ['the internal records', { dealerCodes: ['jlr_internal'] }],
    ['a market outside their own', { marketCode: 'CA' }],
  ])('refuses a retailer admin %s with 403, changing nothing', async (_name, fields) => {
    const before = await storedRecord('EpcTaxRecords', '005CA-CA');
    const response = await post('taxRates', taxPayload(fields), retailerAdmin);
    expectProblem(response, 403);
    expect(await storedRecord('EpcTaxRecords', '005CA-CA')).toEqual(before);
  });

  it('refuses a user who is not an admin with 403', async () => {
    expectProblem(await post('taxRates', taxPayload(), retailerUser), 403);
    expectProblem(await get('taxRates?marketCode=GB&dealerCode=006CC', retailerUser), 403);
  });

  it.each([
    [
      'three decimals',
      { taxRates: [{ taxCode: 'S', taxRate: '12.345' }] },
      'taxRates.0.taxRate: A rate has at most two decimals.',
    ],
    [
      'a rate over 100',
      { taxRates: [{ taxCode: 'S', taxRate: 120 }] },
      'taxRates.0.taxRate: A rate is a percentage from 0 to 100.',
    ],
    [
      'a negative rate',
      { taxRates: [{ taxCode: 'S', taxRate: '-1' }] },
      'taxRates.0.taxRate: A rate is a percentage from 0 to 100.',
    ],
    ['a blank code', { taxRates: [{ taxCode: '   ', taxRate: '1' }] }, 'taxRates.0.taxCode: Enter a code.'],
    [
      'a code twice',
      {
        taxRates: [
          { taxCode: 'S', taxRate: '1' },
          { taxCode: ' S', taxRate: '2' },
        ],
      },
      'taxRates.1.taxCode: S appears twice.',
    ],
    ['two dealers', { dealerCodes: ['006CC', '005CA'] }, 'dealerCodes must NOT have more than 1 items.'],
    ['an unknown dealer', { dealerCodes: ['ZZ999'] }, 'dealerCodes.0 ZZ999 is not a known retailer.'],
    ['an unknown market', { marketCode: 'QQ' }, 'marketCode QQ is not a market of the catalogue.'],
    ['no createdBy', { createdBy: undefined }, 'createdBy is required.'],
    ['an unknown field', { taxType: 'x' }, 'taxType is not a known field.'],
  ])('answers %s with a 400 naming the field, changing nothing', async (_name, fields, detail) => {
    const before = await storedRecord('EpcTaxRecords', '006CC-GB');
    expect(expectProblem(await post('taxRates', taxPayload(fields)), 400).detail).toBe(detail);
    expect(await storedRecord('EpcTaxRecords', '006CC-GB')).toEqual(before);
  });

  it('answers false when the database refuses the write, logs it, and leaves the record and the audit as they were', async () => {
    const before = await storedRecord('EpcTaxRecords', '006CC-GB');
    const auditBefore = await auditRows('tax_rates');
    const response = await post(
      'taxRates',
      taxPayload({ updatedBy: refusedWriter, taxRates: [{ taxCode: 'S', taxRate: '1' }] }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toBe(false);
    expect(await storedRecord('EpcTaxRecords', '006CC-GB')).toEqual(before);
    expect(await auditRows('tax_rates')).toEqual(auditBefore);
  });
});

describe('POST /admin/api/v1/discountCodes', () => {
  it("writes each entry into its discount market's record, codes trimmed, two decimals, and pricing reads it", async () => {
    const response = await post(
      'discountCodes',
      discountPayload({
        discountRates: [
          { discountCode: '  A', market: 'GB', discountType: 'default', discountRate: 11 },
          { discountCode: 'E ', market: 'gb-2', discountType: 'default', discountRate: '2.5' },
        ],
      }),
    );
    expect(response.json()).toBe(true);
    const gb = await storedRecord('EpcDiscountRecords', '006CC-GB');
    expect(gb?.['c_discountRecords']).toMatchObject({
      'default:A': { value: '11.00', code: 'A' },
      'default:B': { value: '7.50', code: 'B' },
    });
    expect((await storedRecord('EpcDiscountRecords', '006CC-GB-2'))?.['c_discountRecords']).toMatchObject({
      'default:E': { value: '2.50', code: 'E' },
      'default:D': { value: '3.00', code: 'D' },
    });
    expect((await lookupRates('PT-100'))?.discountRate).toBe('11.00');
    const read = await get('discountCodes?marketCode=GB&dealerCode=006CC');
    expect(read.json<{ markets: { market: string }[] }>().markets.map((entry) => entry.market)).toEqual([
      'GB',
      'GB-1',
      'GB-2',
    ]);
  });

  it.each([
    [
      'a discount type other than default',
      { discountType: 'special' },
      'discountRates.0.discountType must be equal to constant.',
    ],
    ['another market', { market: 'FR' }, 'discountRates.0.market must be one of GB, GB-1, GB-2.'],
    ['three decimals', { discountRate: '1.001' }, 'discountRates.0.discountRate: A rate has at most two decimals.'],
  ])('answers %s with a 400 naming the field', async (_name, entry, detail) => {
    const payload = discountPayload({
      discountRates: [{ discountCode: 'A', market: 'GB', discountType: 'default', discountRate: '1', ...entry }],
    });
    expect(expectProblem(await post('discountCodes', payload), 400).detail).toBe(detail);
  });

  it('refuses a retailer admin for another dealer with 403', async () => {
    expectProblem(
      await post('discountCodes', discountPayload({ dealerCodes: ['006CC', '005CA'] }), retailerAdmin),
      403,
    );
    expectProblem(await get('discountCodes?marketCode=CA&dealerCode=005CA', retailerAdmin), 403);
  });

  it('answers false when the database refuses the write, changing nothing', async () => {
    const before = await storedRecord('EpcDiscountRecords', '006CC-GB');
    const response = await post('discountCodes', discountPayload({ updatedBy: refusedWriter }));
    expect(response.json()).toBe(false);
    expect(await storedRecord('EpcDiscountRecords', '006CC-GB')).toEqual(before);
  });
});
