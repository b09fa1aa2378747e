import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectProblem } from '../support/problem-assertions';
import { startTestServer, type TestServer } from '../support/test-server';
import { addCustomer, addUser, dataPath, type TestShopper } from '../shop-api/shopper-fixtures';

let server: TestServer;
let user: TestShopper & { userId: string };
let otherUser: TestShopper & { userId: string };
let admin: TestShopper & { userId: string };
let guest: TestShopper;

interface SearchResult {
  count: number;
  total: number;
  start: number;
  hits: Record<string, unknown>[];
  next?: { start: number; count: number };
}

/** Six news records, modified a minute apart: news-0 is the newest (in place of the demo news). */
async function addNews() {
  await server.database.query(`delete from custom_objects where type = 'EpcUpdates'`);
  const rows = [
    { c_name: 'Brakes bulletin', c_languageCode: 'en-GB', c_order: 3, c_status: true },
    { c_name: 'Freins', c_languageCode: 'fr-FR', c_order: 10, c_status: true },
    { c_name: 'Bremsen', c_languageCode: 'de-DE', c_order: 2, c_status: false },
    { c_name: 'Gearbox 100% update', c_languageCode: 'en-GB', c_order: 1, c_status: true },
    { c_name: 'Axle_notes', c_languageCode: 'en-GB', c_order: 5, c_status: false },
    { c_name: 'Wipers', c_languageCode: 'en-US', c_order: 4, c_status: true },
  ];
  for (const [index, data] of rows.entries()) {
    await server.database.query(
      `insert into custom_objects (type, key, data, last_modified)
       values ('EpcUpdates', $1, $2::jsonb, timestamptz '2026-11-22T12:00:00Z' - make_interval(mins => $3))`,
      [`news-${index}`, JSON.stringify(data), index],
    );
  }
}

beforeAll(async () => {
  server = await startTestServer();
  user = await addUser(server);
  otherUser = await addUser(server);
  admin = await addUser(server, { c_epcUserRole: 'admin', c_epcUserType: 'internal' });
  guest = await addCustomer(server, { authType: 'guest' });
  await addNews();
});

afterAll(() => server.close());

function search(type: string, body: object, shopper: TestShopper = user) {
  return server.app.inject({
    method: 'POST',
    url: dataPath(`custom_objects_search/${type}`),
    headers: shopper.headers,
    payload: body,
  });
}

async function keysOf(type: string, body: object, shopper: TestShopper = user): Promise<string[]> {
  const response = await search(type, body, shopper);
  expect(response.statusCode).toBe(200);
  return response.json<SearchResult>().hits.map((hit) => String(hit['key_value_string']));
}

const matchAll = { match_all_query: {} };

describe('custom object search', () => {
  it('sorts by lastModified, newest first, and pages with start, count and next', async () => {
    const first = (await search('EpcUpdates', { query: matchAll, count: 4 })).json<SearchResult>();
    expect(first).toMatchObject({ count: 4, total: 6, start: 0, next: { start: 4, count: 4 } });
    expect(first.hits.map((hit) => hit['key_value_string'])).toEqual(['news-0', 'news-1', 'news-2', 'news-3']);
    const second = (await search('EpcUpdates', { query: matchAll, count: 4, start: 4 })).json<SearchResult>();
    expect(second.hits.map((hit) => hit['key_value_string'])).toEqual(['news-4', 'news-5']);
    expect(second).not.toHaveProperty('next');
  });

  it('lets guests search news', async () => {
    expect(await keysOf('EpcUpdates', { query: matchAll }, guest)).toHaveLength(6);
  });

  it('finds a term on a field, typed as sent', async () => {
    const english = { term_query: { fields: ['c_languageCode'], operator: 'is', values: ['en-GB'] } };
    expect(await keysOf('EpcUpdates', { query: english })).toEqual(['news-0', 'news-3', 'news-4']);
    const active = { term_query: { fields: ['c_status'], operator: 'is', values: [true] } };
    expect(await keysOf('EpcUpdates', { query: active })).toEqual(['news-0', 'news-1', 'news-3', 'news-5']);
    const oneOf = { term_query: { fields: ['c_languageCode'], operator: 'one_of', values: ['fr-FR', 'de-DE'] } };
    expect(await keysOf('EpcUpdates', { query: oneOf })).toEqual(['news-1', 'news-2']);
    const byKey = { term_query: { fields: ['key_value_string'], operator: 'is', values: ['news-5'] } };
    expect(await keysOf('EpcUpdates', { query: byKey })).toEqual(['news-5']);
  });

  it('compares numbers as numbers and times as times', async () => {
    const above = { term_query: { fields: ['c_order'], operator: 'greater', values: [3] } };
    expect(await keysOf('EpcUpdates', { query: above })).toEqual(['news-1', 'news-4', 'news-5']);
    const older = { term_query: { fields: ['lastModified'], operator: 'less', values: ['2026-11-22T11:57:30Z'] } };
    expect(await keysOf('EpcUpdates', { query: older })).toEqual(['news-3', 'news-4', 'news-5']);
  });

  it('finds a phrase in text fields, ignoring case, with % and _ taken literally', async () => {
    const brakes = { text_query: { fields: ['c_name'], search_phrase: 'BRAKES' } };
    expect(await keysOf('EpcUpdates', { query: brakes })).toEqual(['news-0']);
    const percent = { text_query: { fields: ['c_name'], search_phrase: '100%' } };
    expect(await keysOf('EpcUpdates', { query: percent })).toEqual(['news-3']);
    const underscore = { text_query: { fields: ['c_name', 'c_languageCode'], search_phrase: '_' } };
    expect(await keysOf('EpcUpdates', { query: underscore })).toEqual(['news-4']);
  });

  it('combines queries with bool_query', async () => {
    const query = {
      bool_query: {
        must: [{ term_query: { fields: ['c_status'], operator: 'is', values: [true] } }],
        must_not: [{ term_query: { fields: ['c_languageCode'], operator: 'is', values: ['fr-FR'] } }],
        should: [
          { text_query: { fields: ['c_name'], search_phrase: 'gearbox' } },
          { term_query: { fields: ['c_languageCode'], operator: 'is', values: ['en-US'] } },
        ],
      },
    };
    expect(await keysOf('EpcUpdates', { query })).toEqual(['news-3', 'news-5']);
  });

  it('sorts by a c_ field and selects fields of the hits', async () => {
    const response = await search('EpcUpdates', {
      query: matchAll,
      sorts: [{ field: 'c_order', sort_order: 'asc' }],
      select: '(hits.(key_value_string,c_order))',
      count: 3,
    });
    expect(response.json<SearchResult>().hits).toEqual([
      { key_value_string: 'news-3', c_order: 1 },
      { key_value_string: 'news-2', c_order: 2 },
      { key_value_string: 'news-0', c_order: 3 },
    ]);
  });

  it.each([
    [
      'an unknown operator',
      { query: { term_query: { fields: ['c_name'], operator: 'like', values: ['x'] } } },
      'query.term_query.operator must be equal to one of the allowed values.',
    ],
    [
      'a field that is not a c_ field',
      { query: { term_query: { fields: ['name'], operator: 'is', values: ['x'] } } },
      'query.term_query.fields.0 is not in the expected format.',
    ],
    [
      'two values for is',
      { query: { term_query: { fields: ['c_name'], operator: 'is', values: ['a', 'b'] } } },
      'query.term_query.values must hold exactly one value for is.',
    ],
    [
      'an object as a value',
      { query: { term_query: { fields: ['c_name'], operator: 'one_of', values: [{}] } } },
      'query.term_query.values.0 must be a string, number or boolean.',
    ],
    [
      'a nested unknown query',
      { query: { bool_query: { must: [{ fuzzy_query: {} }] } } },
      'query.bool_query.must.0.fuzzy_query is not a known field.',
    ],
    ['a count above 200', { query: matchAll, count: 201 }, 'count must be <= 200.'],
    [
      'an unsupported select',
      { query: matchAll, select: '(count)' },
      'select must be (**) or name fields of the hits, like (hits.(key_value_string,c_name)).',
    ],
    [
      'a bad time',
      { query: { term_query: { fields: ['lastModified'], operator: 'less', values: ['soon'] } } },
      'query.term_query.values must be ISO 8601 date-times for lastModified.',
    ],
  ])('answers %s with a 400 naming the field', async (_case, body, detail) => {
    expect(expectProblem(await search('EpcUpdates', body), 400).detail).toBe(detail);
  });
});

describe('search access', () => {
  it("returns only the caller's own EPCUsers record, and every record to an admin", async () => {
    expect(await keysOf('EPCUsers', { query: matchAll })).toEqual([user.userId]);
    const all = await keysOf('EPCUsers', { query: matchAll, count: 200 }, admin);
    expect(all).toEqual(expect.arrayContaining([user.userId, otherUser.userId, admin.userId]));
  });

  it("returns only the caller's own shopping list, the one keyed by their id, whatever c_userId says", async () => {
    for (const [key, owner, modified] of [
      [user.userId, user.userId, '2026-11-20T10:00:00Z'],
      [otherUser.userId, otherUser.userId, '2026-11-21T10:00:00Z'],
      ['planted-list', user.userId, '2026-11-22T10:00:00Z'],
    ] as const) {
      await server.database.query(
        `insert into custom_objects (type, key, data, last_modified) values ('EPCShoplist', $1, $2::jsonb, $3)`,
        [key, JSON.stringify({ c_userId: owner, c_shoplistJSON: [] }), modified],
      );
    }
    expect(await keysOf('EPCShoplist', { query: matchAll })).toEqual([user.userId]);
    expect(await keysOf('EPCShoplist', { query: matchAll }, otherUser)).toEqual([otherUser.userId]);
  });

  it('refuses guests a search of profiles, and anyone a search of an unknown type', async () => {
    expectProblem(await search('EPCUsers', { query: matchAll }, guest), 403);
    expectProblem(await search('Bananas', { query: matchAll }), 404);
  });
});
