import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectProblem } from '../support/problem-assertions';
import { startTestServer, type TestServer } from '../support/test-server';
import { addCustomer, shopPath, type TestShopper } from './shopper-fixtures';

let server: TestServer;
let customer: TestShopper;
let other: TestShopper;

async function addOrders(shopper: TestShopper, count: number, prefix: string) {
  for (let index = 0; index < count; index += 1) {
    await server.database.query(
      `insert into orders (order_no, customer_id, status, currency, product_total, tax_total, order_total, product_items, created_at)
       values ($1, $2, 'new', 'GBP', 100.10, 20.02, 120.12, $3::jsonb, now() - make_interval(days => $4))`,
      [
        `${prefix}${String(index).padStart(3, '0')}`,
        shopper.customerId,
        JSON.stringify([{ product_id: 'LR012345' }]),
        index,
      ],
    );
  }
}

beforeAll(async () => {
  server = await startTestServer();
  customer = await addCustomer(server);
  other = await addCustomer(server);
  await addOrders(customer, 12, 'A');
  await addOrders(other, 1, 'B');
});

afterAll(() => server.close());

const ordersOf = (shopper: TestShopper, query = '') =>
  server.app.inject({
    method: 'GET',
    url: shopPath(`customers/${shopper.customerId}/orders${query}`),
    headers: shopper.headers,
  });

describe('customer orders', () => {
  it('answers the first 10, newest first, by default (offset 0, limit 10)', async () => {
    const response = await ordersOf(customer);
    expect(response.statusCode).toBe(200);
    const page = response.json<{
      count: number;
      total: number;
      offset: number;
      limit: number;
      data: { order_no: string }[];
    }>();
    expect(page).toMatchObject({ count: 10, total: 12, offset: 0, limit: 10 });
    expect(page.data.map((order) => order.order_no)).toEqual(Array.from({ length: 10 }, (_, index) => `A00${index}`));
    expect(page.data[0]).toMatchObject({
      order_total: 120.12,
      currency: 'GBP',
      customer_info: { customer_id: customer.customerId },
    });
  });

  it('pages on with offset and limit', async () => {
    const page = (await ordersOf(customer, '?offset=10&limit=5')).json<{
      count: number;
      data: { order_no: string }[];
    }>();
    expect(page.data.map((order) => order.order_no)).toEqual(['A010', 'A011']);
  });

  it('refuses a limit above 50 or a negative offset', async () => {
    expect(expectProblem(await ordersOf(customer, '?limit=51'), 400).detail).toBe('limit must be <= 50.');
    expect(expectProblem(await ordersOf(customer, '?offset=-1'), 400).detail).toBe('offset must be >= 0.');
  });

  it("refuses another customer's order list", async () => {
    expectProblem(
      await server.app.inject({
        method: 'GET',
        url: shopPath(`customers/${other.customerId}/orders`),
        headers: customer.headers,
      }),
      403,
    );
  });

  it('answers an empty page for a customer without orders', async () => {
    const none = await addCustomer(server);
    expect((await ordersOf(none)).json()).toEqual({ count: 0, data: [], total: 0, offset: 0, limit: 10 });
  });
});

describe('one order', () => {
  const order = (orderNo: string) =>
    server.app.inject({ method: 'GET', url: shopPath(`orders/${orderNo}`), headers: customer.headers });

  it('answers an own order', async () => {
    const response = await order('A003');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      order_no: 'A003',
      status: 'new',
      product_items: [{ product_id: 'LR012345' }],
    });
  });

  it("refuses another customer's order with 403 and a missing one with 404", async () => {
    expect(expectProblem(await order('B000'), 403).detail).toBe('A customer may only read their own orders.');
    expectProblem(await order('Z999'), 404);
  });
});
