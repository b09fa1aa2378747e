import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecommendersReply, RecsReply } from '../../../src/domain/recommendations/recommendation-contracts';
import { expectProblem } from '../support/problem-assertions';
import { startTestServer, type TestServer } from '../support/test-server';
import { addCustomer, addUser, type TestShopper } from '../shop-api/shopper-fixtures';
import {
  clientHeaders,
  cookieIdOf,
  partsNoListHolds,
  postActivity,
  postRecs,
  productsOf,
  recommendationPath,
} from './recommendation-support';

let server: TestServer;
let shopper: TestShopper;

beforeAll(async () => {
  server = await startTestServer();
  shopper = await addUser(server);
});

afterAll(() => server.close());

interface ActivityRow {
  site_id: string;
  activity: string;
  user_id: string | null;
  cookie_id: string;
  product_id: string;
  recommender_name: string | null;
  reco_uuid: string | null;
}

const activitiesOf = (cookieId: string) =>
  server.database.query<ActivityRow>(
    `select site_id, activity, user_id, cookie_id, product_id, recommender_name, reco_uuid
     from recommendation_activities where cookie_id = $1 order by activity_id`,
    [cookieId],
  );

const recoUUID = '0b6f3c52-2f1e-4d5a-9b7e-3f8e2a1c4d10';

describe('recommendation activities', () => {
  it('records viewProduct, viewReco, clickReco and addToCart, one row per product, with the visitor', async () => {
    const cookieId = cookieIdOf(shopper);
    const userId = shopper.customerId;
    // Sent one after another: the rows are compared in arrival order.
    const calls = [
      () => postActivity(server, shopper, 'viewProduct', { product: { id: 'P-1', sku: 'P-1' }, userId, cookieId }),
      () =>
        postActivity(server, shopper, 'viewReco', {
          recommenderName: 'often-bought-together',
          recoUUID,
          products: productsOf(['P-2', 'P-3']),
          userId,
          cookieId,
        }),
      () =>
        postActivity(server, shopper, 'clickReco', {
          recommenderName: 'often-bought-together',
          recoUUID,
          product: { id: 'P-3' },
          userId,
          cookieId,
        }),
      () => postActivity(server, shopper, 'addToCart', { products: [{ id: 'P-3', quantity: 2 }], cookieId }),
    ];
    for (const call of calls) {
      const response = await call();
      expect(response.statusCode).toBe(200);
      expect(response.json<{ requestId: string }>().requestId).toMatch(/^[0-9a-f-]{36}$/);
    }
    const row = (activity: string, productId: string, extra: Partial<ActivityRow> = {}): ActivityRow => ({
      site_id: 'arden',
      activity,
      user_id: userId,
      cookie_id: cookieId,
      product_id: productId,
      recommender_name: null,
      reco_uuid: null,
      ...extra,
    });
    const reco = { recommender_name: 'often-bought-together', reco_uuid: recoUUID };
    expect(await activitiesOf(cookieId)).toEqual([
      row('viewProduct', 'P-1'),
      row('viewReco', 'P-2', reco),
      row('viewReco', 'P-3', reco),
      row('clickReco', 'P-3', reco),
      row('addToCart', 'P-3', { user_id: null }),
    ]);
  });

  it.each([
    ['no cookieId', 'viewProduct', { product: { id: 'P-1' } }, 'cookieId is required.'],
    ['no product', 'viewProduct', { cookieId: 'c' }, 'product is required.'],
    ['a product without id', 'viewProduct', { product: { sku: 'P-1' }, cookieId: 'c' }, 'product.id is required.'],
    [
      'an empty product list',
      'addToCart',
      { products: [], cookieId: 'c' },
      'products must NOT have fewer than 1 items.',
    ],
    [
      'a recoUUID that is not one',
      'clickReco',
      { recommenderName: 'x', recoUUID: 'nope', product: { id: 'P' }, cookieId: 'c' },
      'recoUUID must match format "uuid".',
    ],
    [
      'an unknown field',
      'viewProduct',
      { product: { id: 'P-1' }, cookieId: 'c', colour: 'red' },
      'colour is not a known field.',
    ],
  ] as const)(
    'answers %s with a 400 naming the field, and records nothing',
    async (_case, activity, payload, detail) => {
      const before = await server.database.query<{ count: number }>(
        'select count(*)::int as count from recommendation_activities',
      );
      expect(expectProblem(await postActivity(server, shopper, activity, payload), 400).detail).toBe(detail);
      expect(await server.database.query('select count(*)::int as count from recommendation_activities')).toEqual(
        before,
      );
    },
  );

  it("refuses a userId that is not the signed-in customer's", async () => {
    const response = await postActivity(server, shopper, 'viewProduct', {
      product: { id: 'P-1' },
      userId: 'someone-else',
      cookieId: cookieIdOf(shopper),
    });
    expect(expectProblem(response, 403).detail).toBe('userId must be the signed-in customer.');
    expect(await activitiesOf(cookieIdOf(shopper))).not.toContainEqual(
      expect.objectContaining({ user_id: 'someone-else' }),
    );
  });

  it("refuses another visitor's cookieId, for reading and for writing their history", async () => {
    const victim = await addCustomer(server, { authType: 'guest' });
    const before = await activitiesOf(cookieIdOf(victim));
    const write = await postActivity(server, shopper, 'viewProduct', {
      product: { id: 'P-1' },
      cookieId: cookieIdOf(victim),
    });
    expect(expectProblem(write, 403).detail).toBe('cookieId must be your own session id.');
    const read = await postRecs(server, shopper, 'recently-viewed', { products: [], cookieId: cookieIdOf(victim) });
    expect(expectProblem(read, 403).detail).toBe('cookieId must be your own session id.');
    expect(await activitiesOf(cookieIdOf(victim))).toEqual(before);
  });
});

describe('callers', () => {
  const payload = { product: { id: 'P-1' }, cookieId: 'usid-callers' };

  it('needs the client id header, a shopper token and a site of the product', async () => {
    const url = recommendationPath('activities/arden/viewProduct');
    const noClientId = await server.app.inject({ method: 'POST', url, headers: shopper.headers, payload });
    expect(expectProblem(noClientId, 401).detail).toBe("The x-cq-client-id header must name this app's client id.");
    const wrongClientId = await server.app.inject({
      method: 'POST',
      url,
      headers: { ...shopper.headers, 'x-cq-client-id': 'other' },
      payload,
    });
    expectProblem(wrongClientId, 401);
    const noToken = await server.app.inject({
      method: 'POST',
      url,
      headers: { 'x-cq-client-id': clientHeaders(shopper)['x-cq-client-id'] },
      payload,
    });
    expect(expectProblem(noToken, 401).detail).toBe('A valid access token is required.');
    const otherSite = await server.app.inject({
      method: 'POST',
      url: recommendationPath('activities/nowhere/viewProduct'),
      headers: clientHeaders(shopper),
      payload,
    });
    expectProblem(otherSite, 404);
    expect(await activitiesOf('usid-callers')).toEqual([]);
  });

  it('serves guests too, known by their cookie id alone', async () => {
    const guest = await addCustomer(server, { authType: 'guest' });
    expect(
      (await postActivity(server, guest, 'viewProduct', { ...payload, cookieId: cookieIdOf(guest) })).statusCode,
    ).toBe(200);
    expect(await activitiesOf(cookieIdOf(guest))).toEqual([
      expect.objectContaining({ user_id: null, product_id: 'P-1' }),
    ]);
  });
});

describe('recommenders and zones', () => {
  it('lists the recommenders', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: recommendationPath('personalization/recommenders/arden'),
      headers: clientHeaders(shopper),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<RecommendersReply>().recommenders.map((recommender) => recommender.name)).toEqual([
      'often-bought-together',
      'recently-viewed',
    ]);
  });

  it("answers a zone with its recommender's recs", async () => {
    const [part = ''] = await partsNoListHolds(server.database, 1, 50);
    for (const zone of ['shopping-list', 'part-details']) {
      const response = await server.app.inject({
        method: 'POST',
        url: recommendationPath(`personalization/arden/zones/${zone}/recs`),
        headers: clientHeaders(shopper),
        payload: { products: productsOf([part]), cookieId: cookieIdOf(shopper) },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json<RecsReply>()).toEqual({
        recommenderName: 'often-bought-together',
        recoUUID: expect.any(String),
        recs: [],
      });
    }
  });

  it('answers an unknown recommender or zone with 404, and a body without products with 400', async () => {
    const body = { products: [], cookieId: cookieIdOf(shopper) };
    expect(expectProblem(await postRecs(server, shopper, 'best-sellers', body), 404).detail).toBe(
      'There is no recommender best-sellers.',
    );
    const zone = await server.app.inject({
      method: 'POST',
      url: recommendationPath('personalization/arden/zones/checkout/recs'),
      headers: clientHeaders(shopper),
      payload: body,
    });
    expect(expectProblem(zone, 404).detail).toBe('There is no zone checkout.');
    expect(expectProblem(await postRecs(server, shopper, 'often-bought-together', { cookieId: 'c' }), 400).detail).toBe(
      'products is required.',
    );
  });
});

describe('recently viewed', () => {
  it("answers the visitor's viewed parts, newest first, without the parts given", async () => {
    const [first = '', second = '', third = ''] = await partsNoListHolds(server.database, 3, 60);
    const userId = shopper.customerId;
    for (const part of [first, second, third, first]) {
      expect(
        (
          await postActivity(server, shopper, 'viewProduct', {
            product: { id: part },
            userId,
            cookieId: cookieIdOf(shopper),
          })
        ).statusCode,
      ).toBe(200);
    }
    // Read under the customer id as cookieId: the history is the user's, whatever the cookie.
    const recs = async (products: string[]) =>
      (
        await postRecs(server, shopper, 'recently-viewed', {
          products: productsOf(products),
          userId,
          cookieId: shopper.customerId,
        })
      ).json<RecsReply>();
    expect((await recs([])).recs.map((rec) => rec.id)).toEqual([first, third, second]);
    expect((await recs([third])).recs.map((rec) => rec.id)).toEqual([first, second]);
  });
});
