/**
 * A true-independent buys a subscription period through the shop API (issue 17 contract):
 * basket, item, billing address, card (tokenised), order. An approved card places one order
 * and moves the end in the profile and the customer's copy; a declined card changes nothing
 * and keeps the basket; the same basket cannot be ordered (or charged) twice; anyone else is
 * refused a subscription item.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refusals } from '../../../src/domain/access/access-levels';
import { expectProblem } from '../support/problem-assertions';
import { startTestServer, type TestServer } from '../support/test-server';
import { basketCalls, cardBody, expectOk, readyBasket, testCards } from './basket-fixtures';
import { addCustomer, addUser, shopPath, type TestShopper } from './shopper-fixtures';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(() => server.close());

const trueIndependent = { c_epcUserType: 'independent', c_epcUserRole: 'true-independent' } as const;

async function subscriber(endDate?: string) {
  const user = await addUser(server, {
    ...trueIndependent,
    c_epcUserActive: false,
    c_epcBillableFlag: false,
    ...(endDate === undefined ? {} : { c_epcSubscriptionEndDate: endDate }),
  });
  return user;
}

async function profileOf(userId: string) {
  const [row] = await server.database.query<{ data: Record<string, unknown> }>(
    `select data from custom_objects where type = 'EPCUsers' and key = $1`,
    [userId],
  );
  return row?.data ?? {};
}

async function customerCopyOf(shopper: TestShopper) {
  const [row] = await server.database.query<{ end: string | null }>(
    `select custom_fields->>'c_epcSubscriptionEndDate' as end from customers where customer_id = $1`,
    [shopper.customerId],
  );
  return row?.end ?? null;
}

async function ordersOf(shopper: TestShopper) {
  const [row] = await server.database.query<{ count: number }>(
    'select count(*)::int as count from orders where customer_id = $1',
    [shopper.customerId],
  );
  return row?.count ?? 0;
}

describe('a subscription bought with an approved card', () => {
  it('places one paid order, moves the end from now by the period, and updates the customer copy', async () => {
    const user = await subscriber('2025-01-31');
    const calls = basketCalls(server, user);
    const basket = await readyBasket(calls, 'day', testCards.visa);
    expect(basket.product_items).toEqual([
      expect.objectContaining({
        product_id: 'epc-subscription-day',
        quantity: 1,
        price: 12,
        c_subscriptionPeriod: 'day',
      }),
    ]);
    expect(basket.order_total).toBe(12);
    expect(basket.payment_instruments[0]).toMatchObject({
      amount: 12,
      payment_card: { card_type: 'Visa', masked_number: '************4242', number_last_digits: '4242' },
    });

    const before = Date.now();
    const response = await calls.call('POST', 'orders', { basket_id: basket.basket_id });
    expect(response.statusCode).toBe(200);
    const order = response.json<Record<string, unknown> & { c_subscriptionEndDate: string; order_no: string }>();
    expect(order).toMatchObject({
      status: 'completed',
      payment_status: 'paid',
      currency: 'GBP',
      order_total: 12,
      billing_address: { last_name: 'Expired', country_code: 'GB' },
      payment_instruments: [{ payment_card: { masked_number: '************4242' } }],
      product_items: [expect.objectContaining({ product_id: 'epc-subscription-day' })],
      customer_info: { customer_id: user.customerId },
    });
    expect(JSON.stringify(order)).not.toContain('tok_');
    const end = Date.parse(order.c_subscriptionEndDate);
    expect(end - before).toBeGreaterThanOrEqual(24 * 3_600_000 - 1000);
    expect(end - Date.now()).toBeLessThanOrEqual(24 * 3_600_000);

    const profile = await profileOf(user.userId);
    expect(profile).toMatchObject({
      c_epcSubscriptionEndDate: order.c_subscriptionEndDate,
      c_epcUserActive: true,
      c_epcBillableFlag: true,
    });
    expect(await customerCopyOf(user)).toBe(order.c_subscriptionEndDate);
    expectProblem(await calls.call('GET', `baskets/${basket.basket_id}`), 404);

    // The order is in the customer's history and readable by its number.
    const history = (await calls.call('GET', `customers/${user.customerId}/orders`)).json<{
      data: { order_no: string }[];
    }>();
    expect(history.data.map((entry) => entry.order_no)).toContain(order.order_no);
    expect((await calls.call('GET', `orders/${order.order_no}`)).json()).toMatchObject({ payment_status: 'paid' });
  });

  it('gives an expired user catalogue access at once', async () => {
    const user = await subscriber('2025-01-31');
    const catalogue = () =>
      server.app.inject({
        method: 'POST',
        url: '/catalogue/api/v1/nextLevelHierarchies',
        headers: user.headers,
        payload: { catHieId: 'arden' },
      });
    expect(expectProblem(await catalogue(), 403).detail).toBe(refusals.expired);
    const basket = await readyBasket(basketCalls(server, user), 'hour', testCards.mastercard);
    await expectOk(basketCalls(server, user).call('POST', 'orders', { basket_id: basket.basket_id }));
    expect((await catalogue()).statusCode).toBe(200);
  });

  it('extends a running subscription from its end', async () => {
    const user = await subscriber('2099-12-31');
    const calls = basketCalls(server, user);
    const basket = await readyBasket(calls, 'month', testCards.visa);
    const order = (await expectOk(calls.call('POST', 'orders', { basket_id: basket.basket_id }))).json<{
      c_subscriptionEndDate: string;
    }>();
    // 2099-12-31 lasts to noon UTC of 1 January 2100 (the last time zone's day); a month on.
    expect(order.c_subscriptionEndDate).toBe('2100-02-01T12:00:00.000Z');
  });
});

describe('a declined card', () => {
  it.each([
    [testCards.declined, 'Your card was declined. No payment was taken and no order was placed.'],
    [
      testCards.insufficientFunds,
      'Your card was declined for insufficient funds. No payment was taken and no order was placed.',
    ],
  ])('%s: no order, nothing changed, the basket kept for another card', async (card, message) => {
    const user = await subscriber('2025-01-31');
    const calls = basketCalls(server, user);
    const basket = await readyBasket(calls, 'day', card);
    const profileBefore = await profileOf(user.userId);
    expect(expectProblem(await calls.call('POST', 'orders', { basket_id: basket.basket_id }), 400).detail).toBe(
      message,
    );
    expect(await ordersOf(user)).toBe(0);
    expect(await profileOf(user.userId)).toEqual(profileBefore);
    expect(await customerCopyOf(user)).toBeNull();
    await expectOk(calls.call('GET', `baskets/${basket.basket_id}`));

    // Another card on the same basket goes through.
    await expectOk(calls.call('POST', `baskets/${basket.basket_id}/payment_instruments`, cardBody(testCards.visa)));
    await expectOk(calls.call('POST', 'orders', { basket_id: basket.basket_id }));
    expect(await ordersOf(user)).toBe(1);
  });
});

describe('card after card declined', () => {
  it('stops charging after 10 declines for the customer, with Retry-After, and places no order', async () => {
    const user = await subscriber('2025-01-31');
    const calls = basketCalls(server, user);
    const basket = await readyBasket(calls, 'day', testCards.declined);
    // Each from its own address: the customer's count stops them, whatever the address.
    const order = (address: string) =>
      server.app.inject({
        method: 'POST',
        url: shopPath('orders'),
        headers: user.headers,
        payload: { basket_id: basket.basket_id },
        remoteAddress: address,
      });
    for (let attempt = 0; attempt < 10; attempt += 1) expectProblem(await order(`10.9.0.${attempt}`), 400);
    await expectOk(calls.call('POST', `baskets/${basket.basket_id}/payment_instruments`, cardBody(testCards.visa)));
    const limited = await order('10.9.1.1');
    expect(expectProblem(limited, 429).detail).toMatch(
      /^Too many declined payments\. No card will be charged for \d+ (second|minute)s?\.$/,
    );
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(await ordersOf(user)).toBe(0);
  });
});

describe('ordering the same basket twice', () => {
  it('places and charges once: a second POST orders, even at the same time, finds no basket to order', async () => {
    const user = await subscriber('2025-01-31');
    const calls = basketCalls(server, user);
    const basket = await readyBasket(calls, 'day', testCards.visa);
    const [first, second] = await Promise.all([
      calls.call('POST', 'orders', { basket_id: basket.basket_id }),
      calls.call('POST', 'orders', { basket_id: basket.basket_id }),
    ]);
    const statuses = [first.statusCode, second.statusCode].sort();
    expect(statuses[0]).toBe(200);
    expect([404, 409]).toContain(statuses[1]);
    expectProblem(await calls.call('POST', 'orders', { basket_id: basket.basket_id }), 404);
    expect(await ordersOf(user)).toBe(1);
    // One day added, not two.
    const end = Date.parse(String((await profileOf(user.userId)).c_epcSubscriptionEndDate));
    expect(end - Date.now()).toBeLessThanOrEqual(24 * 3_600_000);
  });
});

describe('who may buy a subscription', () => {
  it.each([
    ['a sponsored independent', { c_epcUserType: 'independent', c_epcUserRole: 'sponsored' } as const],
    ['a retailer', {}],
  ])('%s is refused a subscription item with 403 and the basket is unchanged', async (_who, fields) => {
    const user = await addUser(server, fields);
    const calls = basketCalls(server, user);
    const basket = await calls.newBasket();
    const refused = await calls.call('POST', `baskets/${basket.basket_id}/items`, [
      { product_id: 'epc-subscription-hour', quantity: 1 },
    ]);
    expect(expectProblem(refused, 403).detail).toBe(refusals.notTrueIndependent);
    expect((await calls.call('GET', `baskets/${basket.basket_id}`)).json()).toMatchObject({ product_items: [] });
  });

  it('a guest is refused a subscription item', async () => {
    const guest = await addCustomer(server, { authType: 'guest' });
    const calls = basketCalls(server, guest);
    const basket = await calls.newBasket();
    expectProblem(
      await calls.call('POST', `baskets/${basket.basket_id}/items`, [
        { product_id: 'epc-subscription-day', quantity: 1 },
      ]),
      403,
    );
  });
});

describe('the subscription products', () => {
  it('answer price and period in the currency asked, proportionately', async () => {
    const user = await subscriber('2099-12-31');
    const response = await server.app.inject({
      method: 'GET',
      url: shopPath(
        'products/(epc-subscription-hour,epc-subscription-day,epc-subscription-month,epc-subscription-year)?currency=EUR',
      ),
      headers: user.headers,
    });
    expect(response.statusCode).toBe(200);
    const { data } = response.json<{
      data: { id: string; price: number; c_subscriptionPeriod: string; currency: string }[];
    }>();
    expect(data.map((product) => [product.id, product.c_subscriptionPeriod, product.currency])).toEqual([
      ['epc-subscription-hour', 'hour', 'EUR'],
      ['epc-subscription-day', 'day', 'EUR'],
      ['epc-subscription-month', 'month', 'EUR'],
      ['epc-subscription-year', 'year', 'EUR'],
    ]);
    const prices = data.map((product) => product.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    for (const price of prices) expect(Math.round(price * 100) / 100).toBe(price);
  });

  it('refuse a currency no market uses, naming currency', async () => {
    const user = await subscriber('2099-12-31');
    const response = await server.app.inject({
      method: 'GET',
      url: shopPath('products/epc-subscription-day?currency=XXX'),
      headers: user.headers,
    });
    expect(expectProblem(response, 400).detail).toMatch(/^currency /);
  });
});
