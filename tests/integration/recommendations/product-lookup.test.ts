import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product, ProductResult } from '../../../src/domain/recommendations/product-lookup-contracts';
import { expectProblem } from '../support/problem-assertions';
import { startTestServer, type TestServer } from '../support/test-server';
import { addCustomer, shopPath, type TestShopper } from '../shop-api/shopper-fixtures';

let server: TestServer;
let guest: TestShopper;
let parts: { part_number: string; en: string; de: string; brand: string }[];

beforeAll(async () => {
  server = await startTestServer();
  guest = await addCustomer(server, { authType: 'guest' });
  parts = await server.database.query(
    `select p.part_number, en.text as en, de.text as de, p.brand
     from parts p
     join catalogue_texts en on en.text_id = p.text_id and en.language_code = 'en-GB'
     join catalogue_texts de on de.text_id = p.text_id and de.language_code = 'de-DE'
     where p.part_number like 'SB21-%'
     order by p.part_number limit 3`,
  );
});

afterAll(() => server.close());

const lookup = (path: string, headers: Record<string, string> = guest.headers) =>
  server.app.inject({ method: 'GET', url: shopPath(path), headers });

describe('GET products', () => {
  it('answers one product by id, named in the locale, with the currency it was sent', async () => {
    const [part] = parts;
    const response = await lookup(`products/${part?.part_number ?? ''}?currency=EUR&locale=de-DE`);
    expect(response.statusCode).toBe(200);
    expect(response.json<Product>()).toEqual({
      id: part?.part_number,
      name: part?.de,
      brand: part?.brand,
      currency: 'EUR',
    });
  });

  it('answers several products for ids as a comma list, in the order asked, leaving out unknown ids', async () => {
    const [a, b, c] = parts.map((part) => part.part_number);
    const response = await lookup(`products/(${c ?? ''},NOPE-1,${a ?? ''},${b ?? ''})?currency=GBP&locale=en-GB`);
    expect(response.statusCode).toBe(200);
    const result = response.json<ProductResult>();
    expect(result.count).toBe(3);
    expect(result.data.map((product) => [product.id, product.name, product.currency])).toEqual(
      [parts[2], parts[0], parts[1]].map((part) => [part?.part_number, part?.en, 'GBP']),
    );
  });

  it('answers an unknown single id with 404', async () => {
    expect(expectProblem(await lookup('products/NOPE-1?currency=GBP'), 404).detail).toBe('There is no product NOPE-1.');
  });

  it.each([
    ['no currency', 'products/SB21-1?locale=en-GB', 'currency is required.'],
    ['a currency that is not a code', 'products/SB21-1?currency=pounds', 'currency must look like GBP.'],
    [
      'an id that is not a part number',
      'products/(SB21-1,%3Cb%3E)?currency=GBP',
      "ids must be part numbers such as SB21-9Z873-AA; '<b>' is not one.",
    ],
    [
      'more than 24 ids',
      `products/(${Array.from({ length: 25 }, (_, n) => `P-${n}`).join(',')})?currency=GBP`,
      'ids may name at most 24 products.',
    ],
  ])('answers %s with 400', async (_case, path, detail) => {
    expect(expectProblem(await lookup(path), 400).detail).toBe(detail);
  });

  it('needs a shopper token, as every shop API call', async () => {
    expectProblem(await lookup('products/SB21-1?currency=GBP', {}), 401);
  });
});
