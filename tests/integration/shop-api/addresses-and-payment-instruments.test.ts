import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectProblem } from '../support/problem-assertions';
import { startTestServer, type TestServer } from '../support/test-server';
import { addCustomer, shopPath, type TestShopper } from './shopper-fixtures';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(() => server.close());

interface Address {
  address_id: string;
  preferred: boolean;
  city?: string;
}

const addressesUrl = (shopper: TestShopper, name?: string) =>
  shopPath(`customers/${shopper.customerId}/addresses${name === undefined ? '' : `/${encodeURIComponent(name)}`}`);

const home = {
  address_id: 'Home',
  last_name: 'Bloggs',
  address1: '1 High Street',
  city: 'Leeds',
  postal_code: 'LS1 1AA',
  country_code: 'GB',
};
const workshop = { ...home, address_id: 'Workshop', address1: '2 Mill Lane' };

function addAddress(shopper: TestShopper, payload: Record<string, unknown>) {
  return server.app.inject({ method: 'POST', url: addressesUrl(shopper), headers: shopper.headers, payload });
}

async function listAddresses(shopper: TestShopper) {
  const response = await server.app.inject({ method: 'GET', url: addressesUrl(shopper), headers: shopper.headers });
  expect(response.statusCode).toBe(200);
  return response.json<{ count: number; total: number; data: Address[] }>();
}

describe('customer addresses', () => {
  it('adds, lists, patches and deletes addresses, keeping one preferred', async () => {
    const shopper = await addCustomer(server);
    const created = await addAddress(shopper, { ...home, preferred: true });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({ ...home, preferred: true });
    expect((await addAddress(shopper, workshop)).statusCode).toBe(200);

    const made = await server.app.inject({
      method: 'PATCH',
      url: addressesUrl(shopper, 'Workshop'),
      headers: shopper.headers,
      payload: { preferred: true, city: 'York' },
    });
    expect(made.json()).toMatchObject({
      address_id: 'Workshop',
      preferred: true,
      city: 'York',
      address1: '2 Mill Lane',
    });
    const list = await listAddresses(shopper);
    expect(list.count).toBe(2);
    expect(list.data.map((address) => [address.address_id, address.preferred])).toEqual([
      ['Workshop', true],
      ['Home', false],
    ]);

    const deleted = await server.app.inject({
      method: 'DELETE',
      url: addressesUrl(shopper, 'Home'),
      headers: shopper.headers,
    });
    expect(deleted.statusCode).toBe(204);
    expect((await listAddresses(shopper)).data.map((address) => address.address_id)).toEqual(['Workshop']);
  });

  it('shows the addresses on the customer', async () => {
    const shopper = await addCustomer(server);
    await addAddress(shopper, home);
    const customer = await server.app.inject({
      method: 'GET',
      url: shopPath(`customers/${shopper.customerId}`),
      headers: shopper.headers,
    });
    expect(customer.json<{ addresses: Address[] }>().addresses).toEqual([
      expect.objectContaining({ address_id: 'Home', preferred: false }),
    ]);
  });

  it('refuses a second address of the same name and a rename onto another, with 409', async () => {
    const shopper = await addCustomer(server);
    await addAddress(shopper, home);
    await addAddress(shopper, workshop);
    expect(expectProblem(await addAddress(shopper, home), 409).detail).toBe('An address named Home already exists.');
    const rename = await server.app.inject({
      method: 'PATCH',
      url: addressesUrl(shopper, 'Workshop'),
      headers: shopper.headers,
      payload: { address_id: 'Home' },
    });
    expectProblem(rename, 409);
  });

  it('answers 400 naming the field for a bad address', async () => {
    const shopper = await addCustomer(server);
    expect(expectProblem(await addAddress(shopper, { ...home, country_code: undefined }), 400).detail).toBe(
      'country_code is required.',
    );
    expect(expectProblem(await addAddress(shopper, { ...home, county: 'Yorkshire' }), 400).detail).toBe(
      'county is not a known field.',
    );
    expect((await listAddresses(shopper)).count).toBe(0);
  });

  it('answers 404 for an address that does not exist', async () => {
    const shopper = await addCustomer(server);
    const response = await server.app.inject({
      method: 'DELETE',
      url: addressesUrl(shopper, 'Nowhere'),
      headers: shopper.headers,
    });
    expect(expectProblem(response, 404).detail).toBe('There is no address named Nowhere.');
  });

  it('keeps guests and other customers out', async () => {
    const guest = await addCustomer(server, { authType: 'guest' });
    expectProblem(await addAddress(guest, home), 403);
    const owner = await addCustomer(server);
    const intruder = await addCustomer(server);
    const response = await server.app.inject({ method: 'GET', url: addressesUrl(owner), headers: intruder.headers });
    expectProblem(response, 403);
  });
});

describe('customer payment instruments', () => {
  const card = {
    card_type: 'Visa',
    number: '4111111111111111',
    holder: 'Jo Bloggs',
    expiration_month: 12,
    expiration_year: 2030,
  };
  const addCard = (shopper: TestShopper, paymentCard: Record<string, unknown>) =>
    server.app.inject({
      method: 'POST',
      url: shopPath(`customers/${shopper.customerId}/payment_instruments`),
      headers: shopper.headers,
      payload: { payment_method_id: 'CREDIT_CARD', payment_card: paymentCard },
    });

  it('keeps only the masked number and the holder, never the full number', async () => {
    const shopper = await addCustomer(server);
    const response = await addCard(shopper, card);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      payment_method_id: 'CREDIT_CARD',
      payment_card: {
        masked_number: '************1111',
        number_last_digits: '1111',
        holder: 'Jo Bloggs',
        card_type: 'Visa',
      },
    });
    expect(response.body).not.toContain('4111111111111111');
    const rows = await server.database.query<Record<string, unknown>>(
      'select * from customer_payment_instruments where customer_id = $1',
      [shopper.customerId],
    );
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain('4111111111111111');
  });

  it('refuses a number that fails the card checksum, without echoing it', async () => {
    const shopper = await addCustomer(server);
    const response = await addCard(shopper, { ...card, number: '4111111111111112' });
    expect(expectProblem(response, 400).detail).toBe('payment_card.number is not a valid card number.');
    const short = await addCard(shopper, { ...card, number: '4111' });
    expect(expectProblem(short, 400).detail).not.toContain('4111');
  });

  it('deletes a card of the own customer only', async () => {
    const owner = await addCustomer(server);
    const intruder = await addCustomer(server);
    const id = (await addCard(owner, card)).json<{ payment_instrument_id: string }>().payment_instrument_id;
    const foreign = await server.app.inject({
      method: 'DELETE',
      url: shopPath(`customers/${intruder.customerId}/payment_instruments/${id}`),
      headers: intruder.headers,
    });
    expectProblem(foreign, 404);
    const own = await server.app.inject({
      method: 'DELETE',
      url: shopPath(`customers/${owner.customerId}/payment_instruments/${id}`),
      headers: owner.headers,
    });
    expect(own.statusCode).toBe(204);
  });
});
