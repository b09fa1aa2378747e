/**
 * Every baskets call of the shell spec's table (section 7) with a guest token and a
 * registered one: the basket document's shape, server-side prices to the cent, faults that
 * name the field and change nothing, and ownership (another's basket is answered as one that
 * does not exist). The purchase itself is subscription-purchase.test.ts.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectProblem } from '../support/problem-assertions';
import { startTestServer, type TestServer } from '../support/test-server';
import { basketCalls, billingAddress, cardBody, expectOk, testCards, type BasketBody } from './basket-fixtures';
import { addCustomer, addUser, mintToken, uniqueId, type TestShopper } from './shopper-fixtures';

let server: TestServer;
/** A part with a GB (GBP) and a DE (EUR) price in the demo data. */
let part: { id: string; gbp: string; eur: string };
let otherPart: { id: string; gbp: string };

beforeAll(async () => {
  server = await startTestServer();
  const rows = await server.database.query<{ part_number: string; gbp: string; eur: string }>(
    `select gb.part_number, gb.unit_price::text as gbp, de.unit_price::text as eur
     from part_prices gb join part_prices de on de.part_number = gb.part_number and de.market = 'DE'
     join parts p on p.part_number = gb.part_number
     where gb.market = 'GB' order by gb.part_number limit 2`,
  );
  const [first, second] = rows;
  if (first === undefined || second === undefined) throw new Error('The demo data has no priced parts.');
  part = { id: first.part_number, gbp: first.gbp, eur: first.eur };
  otherPart = { id: second.part_number, gbp: second.gbp };
});

afterAll(() => server.close());

const cents = (text: string) => Math.round(Number(text) * 100);

describe.each([
  ['a guest', () => addCustomer(server, { authType: 'guest' })],
  ['a registered customer', () => addUser(server)],
])('baskets of %s', (_who, makeShopper) => {
  let shopper: TestShopper;
  // A shopper of its own for each test: a customer keeps at most ten baskets.
  beforeEach(async () => {
    shopper = await makeShopper();
  });
  const calls = () => basketCalls(server, shopper);

  it('POST baskets creates an empty basket in the currency, with the one shipment', async () => {
    const basket = await calls().newBasket('GBP');
    expect(basket).toEqual({
      basket_id: expect.any(String),
      currency: 'GBP',
      customer_info: expect.objectContaining({ customer_id: shopper.customerId }),
      product_items: [],
      shipments: [{ shipment_id: 'me' }],
      payment_instruments: [],
      coupon_items: [],
      product_sub_total: 0,
      product_total: 0,
      shipping_total: 0,
      tax_total: 0,
      order_total: 0,
      creation_date: expect.stringMatching(/Z$/),
      last_modified: expect.stringMatching(/Z$/),
    });
    expect((await expectOk(calls().call('GET', `baskets/${basket.basket_id}`))).json()).toEqual(basket);
  });

  it('POST baskets refuses a currency no market uses, or none, naming currency', async () => {
    expect(expectProblem(await calls().call('POST', 'baskets', { currency: 'XXX' }), 400).detail).toBe(
      'currency XXX is not the currency of any market.',
    );
    expect(expectProblem(await calls().call('POST', 'baskets', { currency: 'pounds' }), 400).detail).toMatch(
      /^currency /,
    );
    expect(expectProblem(await calls().call('POST', 'baskets', {}), 400).detail).toBe('currency is required.');
    expect(expectProblem(await calls().call('POST', 'baskets', { currency: 'GBP', total: 1 }), 400).detail).toBe(
      'total is not a known field.',
    );
  });

  it('items: priced by the server to the cent, the same product adds up, PATCH and DELETE', async () => {
    const basket = await calls().newBasket('GBP');
    const id = basket.basket_id;
    let body = (
      await expectOk(calls().call('POST', `baskets/${id}/items`, [{ product_id: part.id, quantity: 2 }]))
    ).json<BasketBody>();
    expect(body.product_items).toEqual([
      expect.objectContaining({ product_id: part.id, quantity: 2, base_price: Number(part.gbp) }),
    ]);
    expect(cents(String(body.product_items[0]?.price))).toBe(2 * cents(part.gbp));
    body = (
      await expectOk(
        calls().call('POST', `baskets/${id}/items`, [
          { product_id: part.id, quantity: 1 },
          { product_id: otherPart.id, quantity: 1 },
        ]),
      )
    ).json<BasketBody>();
    expect(body.product_items.map((item) => [item.product_id, item.quantity])).toEqual([
      [part.id, 3],
      [otherPart.id, 1],
    ]);
    expect(Math.round(body.order_total * 100)).toBe(3 * cents(part.gbp) + cents(otherPart.gbp));
    const itemId = body.product_items[0]?.item_id ?? '';

    body = (await expectOk(calls().call('PATCH', `baskets/${id}/items/${itemId}`, { quantity: 1 }))).json<BasketBody>();
    expect(body.product_items[0]?.quantity).toBe(1);
    body = (await expectOk(calls().call('DELETE', `baskets/${id}/items/${itemId}`))).json<BasketBody>();
    expect(body.product_items.map((item) => item.product_id)).toEqual([otherPart.id]);
    const last = body.product_items[0]?.item_id ?? '';
    body = (await expectOk(calls().call('PATCH', `baskets/${id}/items/${last}`, { quantity: 0 }))).json<BasketBody>();
    expect(body.product_items).toEqual([]);
    expect(body.order_total).toBe(0);
    expectProblem(await calls().call('DELETE', `baskets/${id}/items/${itemId}`), 404);
  });

  it('items: faults name the field and change nothing', async () => {
    const { basket_id: id } = await calls().newBasket('GBP');
    const add = (payload: unknown) => calls().call('POST', `baskets/${id}/items`, payload);
    expect(expectProblem(await add([{ product_id: 'NO-SUCH-PART', quantity: 1 }]), 400).detail).toBe(
      'product_id NO-SUCH-PART is not a known product.',
    );
    expect(expectProblem(await add([{ product_id: part.id, quantity: 0 }]), 400).detail).toMatch(/quantity/);
    expect(expectProblem(await add([{ product_id: part.id }]), 400).detail).toMatch(/quantity/);
    expect(expectProblem(await add([{ product_id: part.id, quantity: 1, price: 0.01 }]), 400).detail).toMatch(
      /price is not a known field/,
    );
    // One bad product in a list adds none of them.
    expectProblem(
      await add([
        { product_id: part.id, quantity: 1 },
        { product_id: 'NO-SUCH-PART', quantity: 1 },
      ]),
      400,
    );
    expect((await calls().call('GET', `baskets/${id}`)).json<BasketBody>().product_items).toEqual([]);
  });

  it('PATCH basket changes the currency and prices every item again', async () => {
    const { basket_id: id } = await calls().newBasket('GBP');
    await expectOk(calls().call('POST', `baskets/${id}/items`, [{ product_id: part.id, quantity: 1 }]));
    const body = (await expectOk(calls().call('PATCH', `baskets/${id}`, { currency: 'EUR' }))).json<BasketBody>();
    expect(body.currency).toBe('EUR');
    expect(body.product_items[0]?.price).toBe(Number(part.eur));
    // No part prices in yen: refused naming currency, nothing changed.
    expect(expectProblem(await calls().call('PATCH', `baskets/${id}`, { currency: 'JPY' }), 400).detail).toMatch(
      /^currency JPY cannot be used/,
    );
    expect((await calls().call('GET', `baskets/${id}`)).json<BasketBody>().currency).toBe('EUR');
  });

  it('payment methods: credit cards of the payment group epc-subscription-payments', async () => {
    const { basket_id: id } = await calls().newBasket('GBP');
    expect((await expectOk(calls().call('GET', `baskets/${id}/payment_methods`))).json()).toEqual({
      applicable_payment_methods: [
        {
          id: 'CREDIT_CARD',
          name: 'Credit card',
          c_paymentGroup: 'epc-subscription-payments',
          cards: [
            { card_type: 'Visa', name: 'Visa' },
            { card_type: 'Master Card', name: 'Mastercard' },
          ],
        },
      ],
    });
  });

  it('shipping methods, shipping method, shipping and billing addresses', async () => {
    const { basket_id: id } = await calls().newBasket('GBP');
    await expectOk(calls().call('POST', `baskets/${id}/items`, [{ product_id: part.id, quantity: 1 }]));
    expect((await expectOk(calls().call('GET', `baskets/${id}/shipments/me/shipping_methods`))).json()).toEqual({
      applicable_shipping_methods: [expect.objectContaining({ id: 'EPC-RETAILER', price: 0 })],
      default_shipping_method_id: 'EPC-RETAILER',
    });
    expectProblem(await calls().call('GET', `baskets/${id}/shipments/other/shipping_methods`), 404);
    let body = (
      await expectOk(calls().call('PUT', `baskets/${id}/shipments/me/shipping_method`, { id: 'EPC-RETAILER' }))
    ).json<BasketBody>();
    expect(body['shipments']).toEqual([
      expect.objectContaining({ shipping_method: expect.objectContaining({ id: 'EPC-RETAILER' }) }),
    ]);
    expect(
      expectProblem(await calls().call('PUT', `baskets/${id}/shipments/me/shipping_method`, { id: 'EPC-DRONE' }), 400)
        .detail,
    ).toBe('id EPC-DRONE is not a shipping method of this basket.');

    body = (
      await expectOk(calls().call('PUT', `baskets/${id}/billing_address?use_as_shipping=true`, billingAddress))
    ).json<BasketBody>();
    expect(body['billing_address']).toEqual(billingAddress);
    expect(body['shipments']).toEqual([expect.objectContaining({ shipping_address: billingAddress })]);

    const workshop = { ...billingAddress, address1: '2 Mill Lane' };
    body = (
      await expectOk(calls().call('PUT', `baskets/${id}/shipments/me/shipping_address?use_as_billing=false`, workshop))
    ).json<BasketBody>();
    expect(body['billing_address']).toEqual(billingAddress);
    expect(body['shipments']).toEqual([expect.objectContaining({ shipping_address: workshop })]);
    body = (
      await expectOk(calls().call('PUT', `baskets/${id}/shipments/me/shipping_address?use_as_billing=true`, workshop))
    ).json<BasketBody>();
    expect(body['billing_address']).toEqual(workshop);
  });

  it('addresses: faults name the field and change nothing', async () => {
    const { basket_id: id } = await calls().newBasket('GBP');
    const put = (address: object) => calls().call('PUT', `baskets/${id}/billing_address`, address);
    expect(expectProblem(await put({ ...billingAddress, city: undefined }), 400).detail).toBe('city is required.');
    expect(expectProblem(await put({ ...billingAddress, country_code: 'gb' }), 400).detail).toMatch(/^country_code /);
    expect(expectProblem(await put({ ...billingAddress, phone: 'call me' }), 400).detail).toMatch(/^phone /);
    expect(expectProblem(await put({ ...billingAddress, county: 'Yorkshire' }), 400).detail).toBe(
      'county is not a known field.',
    );
    expect((await calls().call('GET', `baskets/${id}`)).json<BasketBody>()['billing_address']).toBeUndefined();
  });

  it('PUT customer sets the e-mail address; a bad one is refused naming email', async () => {
    const { basket_id: id } = await calls().newBasket('GBP');
    const body = (
      await expectOk(calls().call('PUT', `baskets/${id}/customer`, { email: 'jo.bloggs@example.com' }))
    ).json<BasketBody>();
    expect(body['customer_info']).toEqual({ customer_id: shopper.customerId, email: 'jo.bloggs@example.com' });
    expect(expectProblem(await calls().call('PUT', `baskets/${id}/customer`, { email: 'jo' }), 400).detail).toMatch(
      /^email /,
    );
  });

  it('coupons: a percentage off the items it applies to, rounded to the cent; unknown codes name code', async () => {
    const { basket_id: id } = await calls().newBasket('GBP');
    await expectOk(calls().call('POST', `baskets/${id}/items`, [{ product_id: part.id, quantity: 3 }]));
    const body = (
      await expectOk(calls().call('POST', `baskets/${id}/coupons`, { code: 'epc-parts5' }))
    ).json<BasketBody>();
    expect(body.coupon_items).toEqual([expect.objectContaining({ code: 'EPC-PARTS5' })]);
    const price = 3 * cents(part.gbp);
    expect(Math.round(body.product_sub_total * 100)).toBe(price);
    // Half a cent rounds up: 5% of the price, to the cent.
    expect(Math.round(body.order_total * 100)).toBe(price - Math.round((price * 5) / 100));
    expect(expectProblem(await calls().call('POST', `baskets/${id}/coupons`, { code: 'FREE-STUFF' }), 400).detail).toBe(
      'code FREE-STUFF is not a valid coupon code.',
    );
    expect(expectProblem(await calls().call('POST', `baskets/${id}/coupons`, { code: 'EPC-PARTS5' }), 400).detail).toBe(
      'code EPC-PARTS5 is already in this basket.',
    );
    const couponItemId = body.coupon_items[0]?.coupon_item_id ?? '';
    const after = (await expectOk(calls().call('DELETE', `baskets/${id}/coupons/${couponItemId}`))).json<BasketBody>();
    expect(after.coupon_items).toEqual([]);
    expect(Math.round(after.order_total * 100)).toBe(price);
    expectProblem(await calls().call('DELETE', `baskets/${id}/coupons/${couponItemId}`), 404);
  });

  it('payment instruments: the card is tokenised, only the masked number kept; faults name the field', async () => {
    const { basket_id: id } = await calls().newBasket('GBP');
    await expectOk(calls().call('POST', `baskets/${id}/items`, [{ product_id: part.id, quantity: 1 }]));
    const add = (body: object) => calls().call('POST', `baskets/${id}/payment_instruments`, body);
    expect(expectProblem(await add(cardBody('4242424242424241')), 400).detail).toBe(
      'payment_card.number is not a valid card number.',
    );
    expect(expectProblem(await add(cardBody(testCards.visa, { card_type: 'Master Card' })), 400).detail).toMatch(
      /^payment_card\.card_type /,
    );
    expect(
      expectProblem(await add(cardBody(testCards.visa, { expiration_year: new Date().getUTCFullYear() - 1 })), 400)
        .detail,
    ).toMatch(/^payment_card\.expiration_year /);
    expect(expectProblem(await add(cardBody(testCards.visa, { security_code: '12' })), 400).detail).toMatch(
      /^payment_card\.security_code /,
    );
    // A valid number that is not a test card: the embedded processor refuses it.
    expect(expectProblem(await add(cardBody('4111111111111111')), 400).detail).toMatch(/^payment_card\.number /);

    const response = await add({ ...cardBody(testCards.visa), amount: 0.01 });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain(testCards.visa);
    const body = response.json<BasketBody>();
    expect(body.payment_instruments).toEqual([
      {
        payment_instrument_id: expect.any(String),
        payment_method_id: 'CREDIT_CARD',
        // The server's total, not the client's 0.01.
        amount: body.order_total,
        payment_card: {
          card_type: 'Visa',
          holder: 'Ivy Expired',
          masked_number: '************4242',
          number_last_digits: '4242',
          expiration_month: 12,
          expiration_year: new Date().getUTCFullYear() + 2,
        },
      },
    ]);
    const stored = await server.database.query('select * from basket_payment_instruments where basket_id = $1', [id]);
    expect(JSON.stringify(stored)).not.toContain(testCards.visa);
    expect(JSON.stringify(stored)).not.toContain('"123"');
    const paymentId = body.payment_instruments[0]?.payment_instrument_id ?? '';
    const removed = (
      await expectOk(calls().call('DELETE', `baskets/${id}/payment_instruments/${paymentId}`))
    ).json<BasketBody>();
    expect(removed.payment_instruments).toEqual([]);
    expectProblem(await calls().call('DELETE', `baskets/${id}/payment_instruments/${paymentId}`), 404);
  });

  it('POST orders needs items, a billing address and a card, each named', async () => {
    const { basket_id: id } = await calls().newBasket('GBP');
    const order = () => calls().call('POST', 'orders', { basket_id: id });
    expect(expectProblem(await order(), 400).detail).toMatch(/^product_items/);
    await expectOk(calls().call('POST', `baskets/${id}/items`, [{ product_id: part.id, quantity: 1 }]));
    expect(expectProblem(await order(), 400).detail).toMatch(/^billing_address/);
    await expectOk(calls().call('PUT', `baskets/${id}/billing_address`, billingAddress));
    expect(expectProblem(await order(), 400).detail).toMatch(/^payment_instruments/);
    expect(expectProblem(await calls().call('POST', 'orders', {}), 400).detail).toBe('basket_id is required.');
  });

  it('a parts order is paid and placed, without a subscription end', async () => {
    const { basket_id: id } = await calls().newBasket('GBP');
    await expectOk(calls().call('POST', `baskets/${id}/items`, [{ product_id: part.id, quantity: 2 }]));
    await expectOk(calls().call('PUT', `baskets/${id}/billing_address?use_as_shipping=true`, billingAddress));
    await expectOk(calls().call('POST', `baskets/${id}/payment_instruments`, cardBody(testCards.mastercard)));
    const order = (await expectOk(calls().call('POST', 'orders', { basket_id: id }))).json<Record<string, unknown>>();
    expect(order).toMatchObject({
      status: 'completed',
      payment_status: 'paid',
      order_total: (2 * cents(part.gbp)) / 100,
    });
    expect(order).not.toHaveProperty('c_subscriptionEndDate');
  });

  it('DELETE basket answers 204; the basket is gone', async () => {
    const { basket_id: id } = await calls().newBasket('GBP');
    const response = await calls().call('DELETE', `baskets/${id}`);
    expect(response.statusCode).toBe(204);
    expectProblem(await calls().call('GET', `baskets/${id}`), 404);
  });
});

describe('ownership: another customer’s basket is answered as one that does not exist', () => {
  it('every call on it is 404 with the same words as an unknown id, and changes nothing', async () => {
    const owner = await addUser(server);
    const stranger = await addCustomer(server, { authType: 'guest' });
    const basket = await basketCalls(server, owner).newBasket('GBP');
    const id = basket.basket_id;
    const theirs = basketCalls(server, stranger);
    const unknown = expectProblem(await theirs.call('GET', 'baskets/no-such-basket'), 404).detail;
    expect(unknown).toBe('There is no basket no-such-basket.');
    const attempts = [
      theirs.call('GET', `baskets/${id}`),
      theirs.call('PATCH', `baskets/${id}`, { currency: 'EUR' }),
      theirs.call('DELETE', `baskets/${id}`),
      theirs.call('POST', `baskets/${id}/items`, [{ product_id: part.id, quantity: 1 }]),
      theirs.call('POST', `baskets/${id}/payment_instruments`, cardBody(testCards.visa)),
      theirs.call('GET', `baskets/${id}/payment_methods`),
      theirs.call('PUT', `baskets/${id}/billing_address`, billingAddress),
      theirs.call('PUT', `baskets/${id}/customer`, { email: 'thief@example.com' }),
      theirs.call('POST', `baskets/${id}/coupons`, { code: 'EPC-PARTS5' }),
      theirs.call('POST', 'orders', { basket_id: id }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(expectProblem(response, 404).detail).toBe(`There is no basket ${id}.`);
    }
    expect((await basketCalls(server, owner).call('GET', `baskets/${id}`)).json()).toEqual(basket);
  });
});

describe('subscription items', () => {
  it('are quantity 1, one per basket (a second replaces the first), with coupons of their own', async () => {
    const user = await addUser(server, { c_epcUserType: 'independent', c_epcUserRole: 'true-independent' });
    const calls = basketCalls(server, user);
    const { basket_id: id } = await calls.newBasket('GBP');
    expect(
      expectProblem(
        await calls.call('POST', `baskets/${id}/items`, [{ product_id: 'epc-subscription-day', quantity: 2 }]),
        400,
      ).detail,
    ).toBe('quantity must be 1 for a subscription.');
    await expectOk(calls.call('POST', `baskets/${id}/items`, [{ product_id: 'epc-subscription-day', quantity: 1 }]));
    const body = (
      await expectOk(calls.call('POST', `baskets/${id}/items`, [{ product_id: 'epc-subscription-year', quantity: 1 }]))
    ).json<BasketBody>();
    expect(body.product_items).toEqual([
      expect.objectContaining({ product_id: 'epc-subscription-year', c_subscriptionPeriod: 'year', price: 790 }),
    ]);
    const discounted = (
      await expectOk(calls.call('POST', `baskets/${id}/coupons`, { code: 'EPC-SUB10' }))
    ).json<BasketBody>();
    expect(discounted.order_total).toBe(711);
    const itemId = body.product_items[0]?.item_id ?? '';
    expectProblem(await calls.call('PATCH', `baskets/${id}/items/${itemId}`, { quantity: 2 }), 400);
  });
});

describe('POST baskets/actions/merge', () => {
  it('moves the guest basket of the same shopper session into the signed-in customer’s basket', async () => {
    const usid = uniqueId('usid');
    const guest = await addCustomer(server, { authType: 'guest' });
    const guestToken = mintToken(server, { sub: guest.customerId, usid, authType: 'guest' });
    const guestCalls = basketCalls(server, { ...guest, headers: { authorization: `Bearer ${guestToken}` } });
    const guestBasket = await guestCalls.newBasket('GBP');
    await expectOk(
      guestCalls.call('POST', `baskets/${guestBasket.basket_id}/items`, [{ product_id: part.id, quantity: 2 }]),
    );

    const user = await addUser(server);
    const signedIn = mintToken(server, { sub: user.customerId, usid, authType: 'registered', userId: user.userId });
    const userCalls = basketCalls(server, { ...user, headers: { authorization: `Bearer ${signedIn}` } });
    const own = await userCalls.newBasket('GBP');
    await expectOk(userCalls.call('POST', `baskets/${own.basket_id}/items`, [{ product_id: part.id, quantity: 1 }]));

    const merged = (await expectOk(userCalls.call('POST', 'baskets/actions/merge'))).json<BasketBody>();
    expect(merged.basket_id).toBe(own.basket_id);
    expect(merged.product_items.map((item) => [item.product_id, item.quantity])).toEqual([[part.id, 3]]);
    expectProblem(await guestCalls.call('GET', `baskets/${guestBasket.basket_id}`), 404);
    // Nothing left to merge.
    expect(expectProblem(await userCalls.call('POST', 'baskets/actions/merge'), 404).detail).toBe(
      'There is no guest basket of this session to merge.',
    );
  });

  it('a guest basket becomes the customer’s own when they have none; another session’s is not touched', async () => {
    const usid = uniqueId('usid');
    const guest = await addCustomer(server, { authType: 'guest' });
    const guestToken = mintToken(server, { sub: guest.customerId, usid, authType: 'guest' });
    const guestBasket = await basketCalls(server, {
      ...guest,
      headers: { authorization: `Bearer ${guestToken}` },
    }).newBasket('EUR');
    const user = await addUser(server);
    // A registered token of another session finds nothing.
    expectProblem(await basketCalls(server, user).call('POST', 'baskets/actions/merge'), 404);
    const signedIn = mintToken(server, { sub: user.customerId, usid, authType: 'registered', userId: user.userId });
    const merged = (
      await expectOk(
        basketCalls(server, { ...user, headers: { authorization: `Bearer ${signedIn}` } }).call(
          'POST',
          'baskets/actions/merge',
        ),
      )
    ).json<BasketBody>();
    expect(merged).toMatchObject({ basket_id: guestBasket.basket_id, currency: 'EUR' });
    expect(merged['customer_info']).toMatchObject({ customer_id: user.customerId });
  });
});

describe('baskets per customer', () => {
  it('are at most ten', async () => {
    const shopper = await addCustomer(server, { authType: 'guest' });
    const calls = basketCalls(server, shopper);
    for (let index = 0; index < 10; index += 1) await calls.newBasket('GBP');
    expect(expectProblem(await calls.call('POST', 'baskets', { currency: 'GBP' }), 400).detail).toMatch(
      /at most 10 baskets/,
    );
  });
});
