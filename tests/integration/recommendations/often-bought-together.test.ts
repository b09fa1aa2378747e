import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecsReply } from '../../../src/domain/recommendations/recommendation-contracts';
import { addCustomer, addUser, type TestShopper } from '../shop-api/shopper-fixtures';
import { startTestServer, type TestServer } from '../support/test-server';
import { line, listOperation, syncOk } from '../sync/sync-support';
import { cookieIdOf, partsNoListHolds, postActivity, postRecs, productsOf } from './recommendation-support';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(() => server.close());

/** Saves a list as a device does: add operations through the sync endpoint. */
async function saveList(partNumbers: readonly string[]): Promise<TestShopper> {
  const user = await addUser(server);
  await syncOk(
    server,
    user,
    partNumbers.map((partNumber) => listOperation({ action: 'add', line: line(partNumber) })),
  );
  return user;
}

async function recsFor(shopper: TestShopper, partNumbers: readonly string[]): Promise<RecsReply> {
  const response = await postRecs(server, shopper, 'often-bought-together', {
    products: productsOf(partNumbers),
    cookieId: cookieIdOf(shopper),
  });
  expect(response.statusCode).toBe(200);
  return response.json<RecsReply>();
}

const idsOf = (reply: RecsReply) => reply.recs.map((rec) => rec.id);

describe('often bought together', () => {
  it('ranks the parts saved in the same shopping lists, most shared first, without the parts asked about', async () => {
    const [a = '', b = '', c = '', d = '', e = '', f = ''] = await partsNoListHolds(server.database, 6, 0);
    await saveList([a, b, c]);
    await saveList([a, b, d]);
    await saveList([b, a, c, e]);
    const reader = await saveList([b, f]);

    const reply = await recsFor(reader, [a]);
    expect(reply.recommenderName).toBe('often-bought-together');
    expect(reply.recoUUID).toMatch(/^[0-9a-f-]{36}$/);
    // b is in three of a's lists, c in two, d and e in one each (a tie, by part number); f never with a.
    expect(idsOf(reply)).toEqual([b, c, ...[d, e].sort()]);
    for (const rec of reply.recs) {
      expect(rec.productName).not.toBe('');
      expect(rec.imageUrl).toMatch(/^\/catalogue-assets\/illustrations\/arden-ks32-\d{4}-m07-n\d\d-p\d\.svg$/);
    }

    // Asking about two parts counts each list once and answers neither of them.
    expect(idsOf(await recsFor(reader, [a, b]))).toEqual([c, ...[d, e, f].sort()]);
  });

  it('follows the lists as they change: a removed line no longer counts', async () => {
    const [a = '', b = '', c = ''] = await partsNoListHolds(server.database, 3, 10);
    const first = await saveList([a, b]);
    await saveList([a, b, c]);
    await saveList([a, c]);
    const reader = await saveList([]);
    expect(idsOf(await recsFor(reader, [a]))).toEqual([b, c].sort());

    await syncOk(server, first, [listOperation({ action: 'remove', productId: b })]);
    expect(idsOf(await recsFor(reader, [a]))).toEqual([c, b]);
  });

  it("counts a visitor's add-to-carts as one basket, alongside the saved lists", async () => {
    const [a = '', b = '', c = '', d = ''] = await partsNoListHolds(server.database, 4, 20);
    await saveList([a, b]);
    const shopper = await saveList([]);
    expect(idsOf(await recsFor(shopper, [a]))).toEqual([b]);

    const [visitor1, visitor2] = [
      await addCustomer(server, { authType: 'guest' }),
      await addCustomer(server, { authType: 'guest' }),
    ];
    const cart = (products: string[], visitor: TestShopper) =>
      postActivity(server, visitor, 'addToCart', { products: productsOf(products), cookieId: cookieIdOf(visitor) });
    expect((await cart([a, c], visitor1)).statusCode).toBe(200);
    expect((await cart([d], visitor1)).statusCode).toBe(200);
    expect((await cart([c], visitor2)).statusCode).toBe(200);
    expect((await cart([a], visitor2)).statusCode).toBe(200);
    // c is in two baskets with a (both visitors' carts), b and d in one each.
    expect(idsOf(await recsFor(shopper, [a]))).toEqual([c, ...[b, d].sort()]);
  });

  it('answers at most five recommendations, and none for a part no list holds', async () => {
    const parts = await partsNoListHolds(server.database, 8, 30);
    const [a = ''] = parts;
    const reader = await saveList(parts);
    expect((await recsFor(reader, [a])).recs).toHaveLength(5);
    const [lonely = ''] = await partsNoListHolds(server.database, 1, 40);
    expect((await recsFor(reader, [lonely])).recs).toEqual([]);
  });

  it('recommends from the demo shopping lists on a fresh start', async () => {
    const [demoPart] = await server.database.query<{ part_number: string }>(
      `select part_number from page_parts where page_id = 'arden-sb21-2024-m03-n02-p1' and part_number not like 'W%'
       order by line_number limit 1`,
    );
    const reader = await saveList([]);
    const reply = await recsFor(reader, [demoPart?.part_number ?? '']);
    expect(reply.recs.length).toBeGreaterThanOrEqual(3);
    expect(idsOf(reply)).not.toContain(demoPart?.part_number);
  });

  it('finds the lists holding a part through the index over their part numbers', async () => {
    // Enough lists (of parts the catalogue does not have) for an index to beat reading them all.
    await server.database.query(
      `insert into custom_objects (type, key, data)
       select 'EPCShoplist', 'plan-' || n, jsonb_build_object('c_userId', 'plan-' || n,
         'c_shoplistJSON', jsonb_build_array(jsonb_build_object('partNumber', 'PLAN-' || n)::text))
       from generate_series(1, 300) as n`,
    );
    await server.database.query('analyze custom_objects');
    const plan = await server.database.query<{ 'QUERY PLAN': string }>(
      `explain select key from custom_objects
       where type = 'EPCShoplist' and shopping_list_part_numbers(data) && array['PLAN-7']`,
    );
    expect(plan.map((row) => row['QUERY PLAN']).join('\n')).toContain('custom_objects_shopping_list_parts_idx');
  });
});
