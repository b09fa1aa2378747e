/**
 * The HTTP payment processor (PAYMENT_PROCESSOR_URL and _KEY; docs/payments.md) against a
 * tiny fake processor started here: the card goes to POST /tokens and only the token comes
 * back, the charge goes to POST /charges with the key as a Bearer token and the basket's
 * reference as the Idempotency-Key, a 402 is a decline in the shopper's words, and a
 * processor that cannot be reached is a 502 that changes nothing.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectProblem } from '../support/problem-assertions';
import { startTestServer, type TestServer } from '../support/test-server';
import { basketCalls, billingAddress, cardBody, expectOk, testCards, type BasketBody } from './basket-fixtures';
import { addUser } from './shopper-fixtures';

const key = 'sk_test_fake_processor_secret_0123456789';

interface Seen {
  path: string;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
  body: Record<string, unknown>;
}

const seen: Seen[] = [];
const chargesByKey = new Map<string, { status: number; body: object }>();
let fake: Server;
let server: TestServer;
let unreachable: TestServer;

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>;
}

function fakeProcessor(): Server {
  return createServer((request, response) => {
    void readJson(request).then((body) => {
      const entry: Seen = {
        path: request.url ?? '',
        authorization: request.headers.authorization,
        idempotencyKey: request.headers['idempotency-key'] as string | undefined,
        body,
      };
      seen.push(entry);
      const send = (status: number, json: object) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(json));
      };
      if (entry.authorization !== `Bearer ${key}`) return send(401, { error: { code: 'unauthorized' } });
      if (entry.path === '/v1/tokens') {
        const card = body['card'] as { number: string };
        if (card.number === '4111111111111111') return send(402, { error: { code: 'card_refused', field: 'number' } });
        return send(200, { token: `tok_fake_${card.number.slice(-4)}` });
      }
      if (entry.path === '/v1/charges') {
        const earlier = entry.idempotencyKey === undefined ? undefined : chargesByKey.get(entry.idempotencyKey);
        if (earlier !== undefined) return send(earlier.status, earlier.body);
        const answer =
          body['token'] === 'tok_fake_0002'
            ? { status: 402, body: { error: { code: 'card_declined' } } }
            : body['token'] === 'tok_fake_9995'
              ? { status: 402, body: { error: { code: 'insufficient_funds' } } }
              : { status: 200, body: { id: `ch_fake_${seen.length}`, status: 'succeeded' } };
        if (entry.idempotencyKey !== undefined) chargesByKey.set(entry.idempotencyKey, answer);
        return send(answer.status, answer.body);
      }
      return send(404, { error: { code: 'not_found' } });
    });
  });
}

beforeAll(async () => {
  fake = fakeProcessor();
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  const { port } = fake.address() as AddressInfo;
  server = await startTestServer({ paymentProcessor: { kind: 'http', url: `http://127.0.0.1:${port}/v1`, key } });
  // A port nothing listens on: the processor cannot be reached.
  const closed = createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  const closedPort = (closed.address() as AddressInfo).port;
  await new Promise<void>((resolve) => closed.close(() => resolve()));
  unreachable = await startTestServer({
    paymentProcessor: { kind: 'http', url: `http://127.0.0.1:${closedPort}`, key },
  });
});

afterAll(async () => {
  await server.close();
  await unreachable.close();
  await new Promise<void>((resolve) => fake.close(() => resolve()));
});

const subscriberFields = { c_epcUserType: 'independent', c_epcUserRole: 'true-independent' } as const;

async function basketWithCard(target: TestServer, card: string) {
  const user = await addUser(target, { ...subscriberFields, c_epcSubscriptionEndDate: '2025-01-31' });
  const calls = basketCalls(target, user);
  const { basket_id: id } = await calls.newBasket('GBP');
  await expectOk(calls.call('POST', `baskets/${id}/items`, [{ product_id: 'epc-subscription-hour', quantity: 1 }]));
  await expectOk(calls.call('PUT', `baskets/${id}/billing_address`, billingAddress));
  const added = await calls.call('POST', `baskets/${id}/payment_instruments`, cardBody(card));
  return { user, calls, id, added };
}

describe('the HTTP payment processor', () => {
  it('tokenises at POST payment_instruments and charges the token once at POST orders', async () => {
    const { calls, id, added } = await basketWithCard(server, testCards.visa);
    expect(added.statusCode).toBe(200);
    const tokenCall = seen.find((entry) => entry.path === '/v1/tokens');
    expect(tokenCall).toMatchObject({
      authorization: `Bearer ${key}`,
      body: { card: expect.objectContaining({ number: testCards.visa, security_code: '123', card_type: 'Visa' }) },
    });
    expect(added.body).not.toContain('tok_fake');
    expect(added.json<BasketBody>().payment_instruments[0]?.payment_card).toMatchObject({
      masked_number: '************4242',
    });
    const stored = await server.database.query<{ processor_token: string }>(
      'select processor_token from basket_payment_instruments where basket_id = $1',
      [id],
    );
    expect(stored).toEqual([{ processor_token: 'tok_fake_4242' }]);

    const order = await calls.call('POST', 'orders', { basket_id: id });
    expect(order.statusCode).toBe(200);
    expect(order.json()).toMatchObject({ payment_status: 'paid', order_total: 2.5 });
    const charges = seen.filter((entry) => entry.path === '/v1/charges' && entry.body['token'] === 'tok_fake_4242');
    expect(charges).toHaveLength(1);
    expect(charges[0]).toMatchObject({
      authorization: `Bearer ${key}`,
      idempotencyKey: expect.stringContaining(id),
      body: { token: 'tok_fake_4242', amount: '2.50', currency: 'GBP' },
    });
    expect(order.body).not.toContain(key);
    // The basket is gone: a repeat places nothing and charges nothing.
    expectProblem(await calls.call('POST', 'orders', { basket_id: id }), 404);
    expect(
      seen.filter((entry) => entry.path === '/v1/charges' && entry.body['token'] === 'tok_fake_4242'),
    ).toHaveLength(1);
  });

  it.each([
    [testCards.declined, 'Your card was declined. No payment was taken and no order was placed.'],
    [
      testCards.insufficientFunds,
      'Your card was declined for insufficient funds. No payment was taken and no order was placed.',
    ],
  ])('a 402 for %s is a decline: no order, the basket kept', async (card, message) => {
    const { user, calls, id } = await basketWithCard(server, card);
    expect(expectProblem(await calls.call('POST', 'orders', { basket_id: id }), 400).detail).toBe(message);
    const orders = await server.database.query('select 1 from orders where customer_id = $1', [user.customerId]);
    expect(orders).toEqual([]);
    await expectOk(calls.call('GET', `baskets/${id}`));
  });

  it('a card the processor refuses is a 400 naming the field; nothing is stored', async () => {
    const { id, added } = await basketWithCard(server, '4111111111111111');
    expect(expectProblem(added, 400).detail).toBe('payment_card.number was refused by the payment processor.');
    expect(await server.database.query('select 1 from basket_payment_instruments where basket_id = $1', [id])).toEqual(
      [],
    );
  });

  it('a processor that cannot be reached is a 502 in words; no card is kept, no order placed', async () => {
    const { id, added } = await basketWithCard(unreachable, testCards.visa);
    const problem = expectProblem(added, 502);
    expect(problem.detail).toBe('The payment processor could not be reached; the card was not added. Try again.');
    expect(problem.detail).not.toContain(key);
    expect(
      await unreachable.database.query('select 1 from basket_payment_instruments where basket_id = $1', [id]),
    ).toEqual([]);
  });
});
