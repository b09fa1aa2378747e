/**
 * Regression tests for the other 500 classes of issue 12: numbers past the integer range,
 * a data-API search query nested thousands of levels deep or holding more than PostgreSQL's
 * 65,535 bind parameters. Each is a 400 naming the field, never a 5xx.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCustomer, addUser, dataPath, shopPath, type TestShopper } from '../shop-api/shopper-fixtures';
import { expectProblem } from '../support/problem-assertions';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
let user: TestShopper & { userId: string };
let customer: TestShopper;

beforeAll(async () => {
  server = await startTestServer();
  user = await addUser(server);
  customer = await addCustomer(server);
});

afterAll(() => server.close());

const search = (payload: object | string) =>
  server.app.inject({
    method: 'POST',
    url: dataPath('custom_objects_search/EpcUpdates'),
    headers: { ...user.headers, 'content-type': 'application/json' },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });

const term = (values: number[]) => ({ term_query: { fields: ['c_order'], operator: 'one_of', values } });

describe('numbers past the integer range', () => {
  it.each(['1e308', '2147483648', '9'.repeat(400), '-1', '0.5'])(
    'answers orders?offset=%s with a 400 naming offset',
    async (offset) => {
      const response = await server.app.inject({
        method: 'GET',
        url: shopPath(`customers/${customer.customerId}/orders?offset=${offset}`),
        headers: customer.headers,
      });
      expect(expectProblem(response, 400).detail).toMatch(/^(query\.)?offset /);
    },
  );

  it.each([1e308, 2 ** 31, -1])('answers a search with start %s with a 400 naming start', async (start) => {
    const response = await search({ query: { match_all_query: {} }, start });
    expect(expectProblem(response, 400).detail).toMatch(/^start /);
  });

  it('answers a 400-digit start in JSON with a 400', async () => {
    const response = await search(`{"query":{"match_all_query":{}},"start":${'9'.repeat(400)}}`);
    expect(expectProblem(response, 400).detail).toBe('body.start must be a finite number.');
  });
});

describe('data-API search queries bounded in depth and size', () => {
  it('refuses a query nested thousands of levels deep', async () => {
    const depth = 3000;
    const payload = `{"query":${'{"bool_query":{"must":['.repeat(depth)}{"match_all_query":{}}${']}}'.repeat(depth)}}`;
    expect(expectProblem(await search(payload), 400).detail).toBe('body is nested more than 64 levels deep.');
  });

  it('refuses a query nested more than 8 queries deep, naming where', async () => {
    let query: object = { match_all_query: {} };
    for (let level = 0; level < 9; level += 1) query = { bool_query: { must: [query] } };
    expect(expectProblem(await search({ query }), 400).detail).toBe(
      `query${'.bool_query.must.0'.repeat(8)} is nested more than 8 queries deep.`,
    );
  });

  it('refuses a query holding more than 65,535 values in all', async () => {
    const values = Array.from({ length: 100 }, (_, index) => index);
    const inner = { bool_query: { should: Array.from({ length: 20 }, () => term(values)) } };
    const query = {
      bool_query: { should: Array.from({ length: 20 }, () => ({ bool_query: { should: [inner, inner] } })) },
    };
    expect(expectProblem(await search({ query }), 400).detail).toBe('query holds more than 1000 values in all.');
  });

  it('refuses more than 100 text and term queries', async () => {
    const inner = { bool_query: { should: Array.from({ length: 20 }, () => term([1])) } };
    const query = { bool_query: { should: Array.from({ length: 6 }, () => inner) } };
    expect(expectProblem(await search({ query }), 400).detail).toBe('query holds more than 100 text and term queries.');
  });

  it('refuses more values than the limit even in few terms', async () => {
    const values = Array.from({ length: 100 }, (_, index) => index);
    const query = { bool_query: { should: Array.from({ length: 11 }, () => term(values)) } };
    expect(expectProblem(await search({ query }), 400).detail).toBe('query holds more than 1000 values in all.');
  });

  it('still answers a query within the bounds', async () => {
    const values = Array.from({ length: 100 }, (_, index) => index);
    const query = { bool_query: { should: Array.from({ length: 10 }, () => term(values)) } };
    expect((await search({ query })).statusCode).toBe(200);
  });
});
