/**
 * Shop API promotions and gift certificates (shell spec, section 7, "also served"), with a
 * guest and a registered token: the platform's shapes, 404s and omissions for unknown or
 * switched-off promotions, the masked gift certificate, and guessing codes limited.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectProblem } from '../support/problem-assertions';
import { startTestServer, type TestServer } from '../support/test-server';
import { addCustomer, shopPath, type TestShopper } from './shopper-fixtures';

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

const get = (shopper: TestShopper, path: string) =>
  server.app.inject({ method: 'GET', url: shopPath(path), headers: shopper.headers });

describe('GET promotions/{id} and promotions/({ids})', () => {
  it.each(kinds)('answers one enabled promotion in the platform’s shape (%s token)', async (kind) => {
    const response = await get(shopperOf(kind), 'promotions/epc-year-for-ten-months');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: 'epc-year-for-ten-months',
      name: 'A year for the price of ten months',
      callout_msg: 'Subscribe for a year and pay for ten months.',
      details: expect.any(String),
      currency: 'GBP',
      start_date: '2026-01-01T00:00Z',
      end_date: '2027-12-31T23:59Z',
    });
  });

  it('leaves out the currency and end of a promotion for every currency with no end', async () => {
    const promotion = (await get(guest, 'promotions/epc-day-pass')).json<Record<string, unknown>>();
    expect(promotion).not.toHaveProperty('currency');
    expect(promotion).not.toHaveProperty('end_date');
    expect(promotion).toMatchObject({ id: 'epc-day-pass', start_date: '2026-01-01T00:00Z' });
  });

  it('answers an unknown or switched-off promotion with a 404 naming it', async () => {
    expect(expectProblem(await get(guest, 'promotions/no-such-promotion'), 404).detail).toBe(
      'There is no promotion no-such-promotion.',
    );
    expect(expectProblem(await get(registered, 'promotions/epc-launch-2025'), 404).detail).toBe(
      'There is no promotion epc-launch-2025.',
    );
  });

  it.each(kinds)('answers several in the order asked, leaving out unknown ones (%s token)', async (kind) => {
    const response = await get(
      shopperOf(kind),
      'promotions/(epc-day-pass,no-such-promotion,epc-launch-2025,epc-eu-independents-month)',
    );
    expect(response.statusCode).toBe(200);
    const result = response.json<{ count: number; total: number; data: { id: string }[] }>();
    expect(result).toMatchObject({ count: 2, total: 2 });
    expect(result.data.map((promotion) => promotion.id)).toEqual(['epc-day-pass', 'epc-eu-independents-month']);
  });

  it('refuses a malformed id or more than 50 ids, naming ids', async () => {
    expect(expectProblem(await get(guest, 'promotions/(a,b%20c)'), 400).detail).toBe(
      "ids must be promotion ids; 'b c' is not one.",
    );
    const many = Array.from({ length: 51 }, (_, index) => `p${index}`).join(',');
    expect(expectProblem(await get(guest, `promotions/(${many})`), 400).detail).toBe(
      'ids may name at most 50 promotions.',
    );
  });
});

describe('GET promotions?campaign_id=', () => {
  it.each(kinds)('answers the campaign’s enabled promotions (%s token)', async (kind) => {
    const response = await get(shopperOf(kind), 'promotions?campaign_id=epc-subscriptions-2026');
    expect(response.statusCode).toBe(200);
    const result = response.json<{ count: number; total: number; data: { id: string }[] }>();
    expect(result.data.map((promotion) => promotion.id).sort()).toEqual([
      'epc-day-pass',
      'epc-eu-independents-month',
      'epc-year-for-ten-months',
    ]);
    expect(result).toMatchObject({ count: 3, total: 3 });
  });

  it('filters by currency (promotions of every currency included) and by a date range', async () => {
    const inEuro = (await get(guest, 'promotions?campaign_id=epc-subscriptions-2026&currency=EUR')).json<{
      data: { id: string }[];
    }>();
    expect(inEuro.data.map((promotion) => promotion.id).sort()).toEqual(['epc-day-pass', 'epc-eu-independents-month']);
    const january = (
      await get(
        guest,
        'promotions?campaign_id=epc-subscriptions-2026&start_date=2026-01-10T00:00Z&end_date=2026-01-20T00:00Z',
      )
    ).json<{ data: { id: string }[] }>();
    expect(january.data.map((promotion) => promotion.id).sort()).toEqual(['epc-day-pass', 'epc-year-for-ten-months']);
  });

  it('answers an unknown campaign or a switched-off promotion’s campaign with an empty result', async () => {
    for (const campaign of ['no-such-campaign', 'epc-subscriptions-2025']) {
      const response = await get(registered, `promotions?campaign_id=${campaign}`);
      expect(response.json()).toEqual({ count: 0, total: 0, data: [] });
    }
  });

  it('refuses a missing campaign_id, half a date range and bad values, naming the field', async () => {
    expect(expectProblem(await get(guest, 'promotions'), 400).detail).toMatch(/campaign_id/);
    expect(
      expectProblem(await get(guest, 'promotions?campaign_id=c&start_date=2026-01-01T00:00Z'), 400).detail,
    ).toMatch(/^end_date is required/);
    expect(expectProblem(await get(guest, 'promotions?campaign_id=c&end_date=2026-01-01T00:00Z'), 400).detail).toMatch(
      /^start_date is required/,
    );
    expect(
      expectProblem(
        await get(guest, 'promotions?campaign_id=c&start_date=2026-13-01T00:00Z&end_date=2026-12-01T00:00Z'),
        400,
      ).detail,
    ).toBe('start_date is not a valid date and time.');
    expect(
      expectProblem(
        await get(guest, 'promotions?campaign_id=c&start_date=2026-02-01T00:00Z&end_date=2026-01-01T00:00Z'),
        400,
      ).detail,
    ).toBe('end_date must not be before start_date.');
    expect(
      expectProblem(await get(guest, 'promotions?campaign_id=c&start_date=yesterday&end_date=today'), 400).detail,
    ).toMatch(/start_date/);
    expect(expectProblem(await get(guest, 'promotions?campaign_id=c&currency=gbp'), 400).detail).toMatch(/currency/);
  });
});

const lookUp = (shopper: TestShopper, code: unknown, remoteAddress = '127.0.0.1') =>
  server.app.inject({
    method: 'POST',
    url: shopPath('gift_certificate'),
    headers: shopper.headers,
    payload: { gift_certificate_code: code },
    remoteAddress,
  });

describe('POST gift_certificate', () => {
  it.each(kinds)('answers the balance and status with the code masked (%s token)', async (kind) => {
    const response = await lookUp(shopperOf(kind), 'GCEPC100EUR4Q9X', `10.1.0.${kind === 'guest' ? 1 : 2}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      amount: 100,
      balance: 37.5,
      c_currency: 'EUR',
      description: 'Parts catalogue subscription gift certificate',
      enabled: true,
      masked_gift_certificate_code: '***********4Q9X',
      merchant_id: 'GC-0002',
      message: 'For your workshop.',
      recipient_email: 'gifts@parts-catalogue.invalid',
      recipient_name: 'Independent repairer',
      sender_name: 'Parts Catalogue',
      status: 'partially_redeemed',
    });
    expect(response.body).not.toContain('GCEPC100EUR4Q9X');
  });

  it('takes the code as a shopper types it: any case, with spaces or hyphens', async () => {
    const response = await lookUp(guest, 'gcepc-25gbp 8r3t', '10.1.0.3');
    expect(response.json()).toMatchObject({
      status: 'redeemed',
      balance: 0,
      masked_gift_certificate_code: '**********8R3T',
    });
  });

  it('answers an unknown code with a 404 that does not repeat it', async () => {
    const problem = expectProblem(await lookUp(registered, 'NOSUCHCODE123', '10.1.0.4'), 404);
    expect(problem.detail).toBe('There is no gift certificate with this code.');
  });

  it('refuses a missing, empty or unknown field, naming it', async () => {
    expect(expectProblem(await lookUp(guest, undefined, '10.1.0.5'), 400).detail).toMatch(/gift_certificate_code/);
    expect(expectProblem(await lookUp(guest, '', '10.1.0.5'), 400).detail).toMatch(/gift_certificate_code/);
    const extra = await server.app.inject({
      method: 'POST',
      url: shopPath('gift_certificate'),
      headers: guest.headers,
      payload: { gift_certificate_code: 'GCEPC50GBP7K2M', pin: '1234' },
      remoteAddress: '10.1.0.5',
    });
    expect(expectProblem(extra, 400).detail).toBe('pin is not a known field.');
  });

  it('limits guessing: after 10 unknown codes from one address even a real code waits, with Retry-After', async () => {
    const address = '10.1.0.6';
    for (let attempt = 0; attempt < 10; attempt += 1) {
      // A new guest token each time does not start a new count: the address is counted too.
      const freshGuest = await addCustomer(server, { authType: 'guest' });
      expectProblem(await lookUp(freshGuest, `GUESS${String(attempt).padStart(8, '0')}`, address), 404);
    }
    const limited = await lookUp(registered, 'GCEPC50GBP7K2M', address);
    const problem = expectProblem(limited, 429);
    expect(problem.detail).toMatch(/^Too many unknown gift certificate codes\. Try again in \d+ (second|minute)s?\.$/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not held up by this one's guesses.
    expect((await lookUp(guest, 'GCEPC50GBP7K2M', '10.1.0.7')).statusCode).toBe(200);
  });

  it('limits guessing per customer too, whatever the address', async () => {
    const guesser = await addCustomer(server, { authType: 'guest' });
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expectProblem(await lookUp(guesser, `OTHER${String(attempt).padStart(8, '0')}`, `10.2.0.${attempt}`), 404);
    }
    expectProblem(await lookUp(guesser, 'GCEPC50GBP7K2M', '10.2.1.1'), 429);
  });
});
