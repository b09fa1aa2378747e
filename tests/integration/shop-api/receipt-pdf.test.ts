import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comparableText, readPdf } from '../support/pdf-reader';
import { expectProblem } from '../support/problem-assertions';
import { startTestServer, type TestServer } from '../support/test-server';
import { addCustomer, type TestShopper } from './shopper-fixtures';

let server: TestServer;
let customer: TestShopper;
let other: TestShopper;

const receiptWords = (localeId: string) =>
  (
    JSON.parse(readFileSync(`locales/${localeId}.json`, 'utf8')) as {
      subscription: { receipt: Record<string, string> };
    }
  ).subscription.receipt;

async function addOrder(shopper: TestShopper, orderNo: string) {
  await server.database.query(
    `insert into orders (order_no, customer_id, status, currency, product_total, tax_total, order_total, product_items,
       billing_address, payment_instruments, created_at)
     values ($1, $2, 'completed', 'GBP', 10.00, 2.00, 12.00, $3::jsonb, $4::jsonb, $5::jsonb, '2026-11-20T23:30:00Z')`,
    [
      orderNo,
      shopper.customerId,
      JSON.stringify([{ product_id: 'epc-subscription-month', product_name: 'EPC month', quantity: 1, price: 10 }]),
      JSON.stringify({
        first_name: 'Kenji',
        last_name: 'Sato',
        address1: '1-2-3 Shiba',
        city: 'Tokyo',
        postal_code: '105-0014',
        country_code: 'JP',
      }),
      JSON.stringify([
        {
          payment_instrument_id: 'p1',
          payment_method_id: 'CREDIT_CARD',
          payment_card: { card_type: 'Visa', masked_number: '************4242' },
        },
      ]),
    ],
  );
}

beforeAll(async () => {
  server = await startTestServer({ localesDir: resolve('locales') });
  customer = await addCustomer(server);
  other = await addCustomer(server);
  await addOrder(customer, 'R0001');
  await addOrder(other, 'R0002');
});

afterAll(() => server.close());

const receipt = (shopper: TestShopper, orderNo: string, query: string) =>
  server.app.inject({ method: 'GET', url: `/api/receipts/${orderNo}${query}`, headers: shopper.headers });

describe('GET /api/receipts/:orderNo', () => {
  it.each(['ja-JP', 'th', 'ru-RU', 'el', 'hi'])(
    'prints an own order’s receipt in %s, words and all',
    async (localeId) => {
      const response = await receipt(customer, 'R0001', `?langCode=${localeId}&timeZone=Asia%2FTokyo`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(response.headers['content-disposition']).toBe('attachment; filename="receipt-R0001.pdf"');
      const pdf = await readPdf(response.rawPayload);
      const words = receiptWords(localeId);
      const lines = pdf.text.split('\n').map((line) => comparableText(localeId, line));
      expect(lines).toContain(comparableText(localeId, `${words.orderNo ?? ''}: R0001`));
      expect(lines).toContain(comparableText(localeId, words.billedTo ?? ''));
      expect(pdf.text).toContain('R0001');
      expect(pdf.text).toContain('************4242');
      expect(pdf.language).toBe(localeId);
      expect(pdf.text).not.toContain('\uFFFD');
    },
  );

  it('dates the order in the time zone asked for', async () => {
    // 23:30 UTC on 20 November is 21 November in Tokyo.
    const tokyo = await readPdf((await receipt(customer, 'R0001', '?langCode=en-GB&timeZone=Asia%2FTokyo')).rawPayload);
    expect(tokyo.text).toContain('21 November 2026');
    const utc = await readPdf((await receipt(customer, 'R0001', '?langCode=en-GB')).rawPayload);
    expect(utc.text).toContain('20 November 2026');
    expect(utc.text).toContain('Receipt for order R0001');
  });

  it('answers another customer’s order as one that does not exist', async () => {
    expect(expectProblem(await receipt(customer, 'R0002', ''), 404).detail).toBe('There is no order R0002.');
    expect(expectProblem(await receipt(customer, 'R9999', ''), 404).detail).toBe('There is no order R9999.');
  });

  it('refuses a time zone that is none, and a caller without a sign-in', async () => {
    expect(expectProblem(await receipt(customer, 'R0001', '?timeZone=Mars%2FOlympus'), 400).detail).toBe(
      'timeZone: Mars/Olympus is not a time zone.',
    );
    const anonymous = await server.app.inject({ method: 'GET', url: '/api/receipts/R0001' });
    expect(anonymous.statusCode).toBe(401);
  });
});
