/**
 * Shop API product_search and search_suggestion (shell spec, section 7, "also served"), with
 * a guest and a registered token: hits from the catalogue's own search over the site's
 * brand, priced in the asked currency from the markets' price lists, paged with next and
 * previous links; suggestions with their suggested terms; validation naming the field.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectProblem } from '../support/problem-assertions';
import { startTestServer, type TestServer } from '../support/test-server';
import { addCustomer, shopPath, type TestShopper } from './shopper-fixtures';

interface Hit {
  product_id: string;
  product_name: string;
  hit_type: string;
  link: string;
  currency: string;
  price?: number;
}

interface SearchResult {
  count: number;
  start: number;
  total: number;
  query: string;
  hits: Hit[];
  next?: string;
  previous?: string;
  selected_refinements?: Record<string, string>;
}

let server: TestServer;
let guest: TestShopper;
let registered: TestShopper;

beforeAll(async () => {
  server = await startTestServer();
  guest = await addCustomer(server, { authType: 'guest' });
  registered = await addCustomer(server);
});

afterAll(() => server.close());

const kinds = ['guest', 'registered'] as const;
const shopperOf = (kind: (typeof kinds)[number]) => (kind === 'guest' ? guest : registered);

const get = (shopper: TestShopper, path: string, siteId = 'arden') =>
  server.app.inject({ method: 'GET', url: shopPath(path, siteId), headers: shopper.headers });

const search = async (shopper: TestShopper, query: string, siteId = 'arden') => {
  const response = await get(shopper, `product_search?${query}`, siteId);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SearchResult>();
};

async function priceOf(partNumber: string, market: string): Promise<number | undefined> {
  const [row] = await server.database.query<{ unit_price: string }>(
    'select unit_price::text as unit_price from part_prices where part_number = $1 and market = $2',
    [partNumber, market],
  );
  return row === undefined ? undefined : Number(row.unit_price);
}

describe('GET product_search', () => {
  it.each(kinds)('finds the site’s parts by description, priced in the currency (%s token)', async (kind) => {
    const result = await search(shopperOf(kind), 'q=brake&currency=GBP');
    expect(result).toMatchObject({ start: 0, query: 'brake' });
    expect(result.total).toBeGreaterThan(0);
    expect(result.count).toBe(Math.min(25, result.total));
    const [first] = result.hits;
    expect(first).toEqual({
      product_id: expect.any(String),
      product_name: expect.stringMatching(/brake/i),
      hit_type: 'product',
      link: expect.stringMatching(
        /^http:\/\/localhost(:\d+)?\/mobify\/proxy\/api\/s\/arden\/dw\/shop\/v21_3\/products\//,
      ),
      currency: 'GBP',
      price: await priceOf(first?.product_id ?? '', 'GB'),
    });
    // Every hit is a part of the site's brand.
    const brands = await server.database.query<{ brand: string }>(
      'select distinct brand from parts where part_number = any($1::text[])',
      [result.hits.map((hit) => hit.product_id)],
    );
    expect(brands.map((row) => row.brand)).toEqual(['arden']);
  });

  it('prices each currency from a market that sells in it, and leaves the price out where none does', async () => {
    const inEuro = await search(guest, 'q=brake&currency=EUR&count=3');
    for (const hit of inEuro.hits)
      expect(hit).toMatchObject({ currency: 'EUR', price: await priceOf(hit.product_id, 'DE') });
    const inDollars = await search(guest, 'q=brake&currency=CAD&count=3');
    for (const hit of inDollars.hits) expect(hit.price).toBe(await priceOf(hit.product_id, 'CA'));
    const inFrancs = await search(registered, 'q=brake&currency=CHF&count=3');
    expect(inFrancs.hits.length).toBeGreaterThan(0);
    for (const hit of inFrancs.hits) {
      expect(hit.currency).toBe('CHF');
      expect(hit).not.toHaveProperty('price');
    }
  });

  it('uses the default market’s currency when none is asked', async () => {
    const result = await search(guest, 'q=brake&count=1');
    expect(result.hits[0]?.currency).toBe('GBP');
  });

  it('finds parts by part number, the exact one first', async () => {
    const [part] = await server.database.query<{ part_number: string }>(
      "select part_number from parts where brand = 'arden' order by part_number limit 1",
    );
    const partNumber = part?.part_number ?? '';
    const result = await search(registered, `q=${encodeURIComponent(partNumber)}&currency=GBP`);
    expect(result.hits[0]?.product_id).toBe(partNumber);
  });

  it('names the parts in the locale’s language', async () => {
    const english = await search(guest, 'q=brake&currency=GBP&count=1');
    const id = english.hits[0]?.product_id ?? '';
    const [german] = await server.database.query<{ text: string }>(
      `select t.text from parts p join catalogue_texts t on t.text_id = p.text_id and t.language_code = 'de-DE'
       where p.part_number = $1`,
      [id],
    );
    const result = await search(guest, `q=${encodeURIComponent(id)}&currency=EUR&locale=de-DE&count=1`);
    expect(result.hits[0]).toMatchObject({
      product_id: id,
      product_name: german?.text ?? english.hits[0]?.product_name,
    });
  });

  it('pages with start and count, with next and previous links to the neighbouring pages', async () => {
    const all = await search(guest, 'q=brake&currency=GBP&count=200');
    expect(all.total).toBeGreaterThan(4);
    const second = await search(guest, 'q=brake&currency=GBP&count=2&start=2');
    expect(second).toMatchObject({ count: 2, start: 2, total: all.total });
    expect(second.hits).toEqual(all.hits.slice(2, 4));
    expect(new URL(second.next ?? '').searchParams.get('start')).toBe('4');
    expect(new URL(second.previous ?? '').searchParams.get('start')).toBe('0');
    const next = await server.app.inject({
      method: 'GET',
      url: new URL(second.next ?? '').pathname + new URL(second.next ?? '').search,
      headers: guest.headers,
    });
    expect(next.json<SearchResult>().hits).toEqual(all.hits.slice(4, 6));
    const last = await search(guest, `q=brake&currency=GBP&count=2&start=${all.total - 1}`);
    expect(last.count).toBe(1);
    expect(last).not.toHaveProperty('next');
  });

  it('refines by a price range', async () => {
    const result = await search(registered, 'q=brake&currency=GBP&count=200&refine=price%3D(0..100)');
    expect(result.selected_refinements).toEqual({ price: '(0..100)' });
    expect(result.hits.length).toBeGreaterThan(0);
    for (const hit of result.hits) expect(hit.price).toBeLessThanOrEqual(100);
    const all = await search(registered, 'q=brake&currency=GBP&count=200');
    expect(result.total).toBe(all.hits.filter((hit) => hit.price !== undefined && hit.price <= 100).length);
  });

  it('answers no hits for a term nothing matches', async () => {
    const result = await search(guest, 'q=zzqqxxjj&currency=GBP');
    expect(result).toMatchObject({ count: 0, total: 0, hits: [] });
  });

  it('refuses bad input with a 400 naming the field', async () => {
    const detailOf = async (query: string) => expectProblem(await get(guest, `product_search?${query}`), 400).detail;
    expect(await detailOf('currency=GBP')).toBe('q is required.');
    expect(await detailOf('q=%20%20&currency=GBP')).toMatch(/^q /);
    expect(await detailOf(`q=${'a'.repeat(101)}`)).toMatch(/^q /);
    expect(await detailOf('q=brake&currency=gbp')).toMatch(/^currency /);
    expect(await detailOf('q=brake&currency=XYZ')).toBe('currency XYZ is not the currency of any market.');
    expect(await detailOf('q=brake&count=0')).toMatch(/^count /);
    expect(await detailOf('q=brake&count=201')).toMatch(/^count /);
    expect(await detailOf('q=brake&start=-1')).toMatch(/^start /);
    expect(await detailOf('q=brake&refine=brand%3Darden')).toMatch(/^refine must be a price range/);
    expect(await detailOf('q=brake&refine=price%3D(50..10)')).toBe(
      'refine must not end its price range below its start.',
    );
  });
});

interface Suggestions {
  query: string;
  product_suggestions: {
    products: Omit<Hit, 'hit_type'>[];
    suggested_terms: {
      original_term: string;
      terms: { value: string; completed: boolean; corrected: boolean; exact_match: boolean }[];
    }[];
  };
}

describe('GET search_suggestion', () => {
  it.each(kinds)('suggests the first parts, priced, and completions of the words typed (%s token)', async (kind) => {
    const response = await get(shopperOf(kind), 'search_suggestion?q=brak&count=3&currency=EUR');
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<Suggestions>();
    expect(result.query).toBe('brak');
    expect(result.product_suggestions.products.length).toBeGreaterThan(0);
    expect(result.product_suggestions.products.length).toBeLessThanOrEqual(3);
    for (const product of result.product_suggestions.products) {
      expect(product).toMatchObject({ currency: 'EUR', price: await priceOf(product.product_id, 'DE') });
      expect(product).not.toHaveProperty('hit_type');
    }
    const [terms] = result.product_suggestions.suggested_terms;
    expect(terms?.original_term).toBe('brak');
    expect(terms?.terms[0]).toEqual({
      value: expect.stringMatching(/^brak/i),
      completed: true,
      corrected: false,
      exact_match: false,
    });
  });

  it('marks an exact word as an exact match', async () => {
    const result = (await get(guest, 'search_suggestion?q=brake')).json<Suggestions>();
    expect(result.product_suggestions.suggested_terms[0]?.terms[0]).toMatchObject({
      exact_match: true,
      completed: false,
    });
    expect(result.product_suggestions.products).toHaveLength(5);
  });

  it('refuses bad input with a 400 naming the field', async () => {
    const detailOf = async (query: string) =>
      expectProblem(await get(registered, `search_suggestion?${query}`), 400).detail;
    expect(await detailOf('count=3')).toBe('q is required.');
    expect(await detailOf('q=brak&count=51')).toMatch(/^count /);
    expect(await detailOf('q=brak&currency=EURO')).toMatch(/^currency /);
  });
});
