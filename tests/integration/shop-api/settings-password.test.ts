/**
 * The settings page's password section against the real shop API (catalogue spec, section 5):
 * who sees the form (a password customer, told apart by the login the customer document
 * carries; a customer of an identity provider has none) and the app's own password change
 * client, its requests handed to the server in process. The app has no password sign-in
 * screen (its users sign in at identity providers), so a browser test cannot reach the form.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { provideAccessToken } from '../../../src/client/api/access-token-provider';
import type { getCustomer } from '../../../src/client/api/commerce/customer';
import type { changePassword } from '../../../src/client/api/commerce/customer-password';
import { isFlaggedError } from '../../../src/domain/commerce/commerce-reply';
import type { Customer } from '../../../src/domain/commerce/customer';
import { hasOwnPassword, passwordChangeNeedsBoth } from '../../../src/domain/commerce/password-change';
import { verifyPassword } from '../../../src/server/commerce/shopper-login/password-hash';
import { upsertRegisteredCustomer } from '../../../src/server/commerce/shopper-login/store/customers';
import { startTestServer, type TestServer } from '../support/test-server';
import { addCustomer, mintToken, shopPath, uniqueId } from './shopper-fixtures';

let server: TestServer;
let token = '';
// The client's HTTP clients are made as their modules load, against the page's address: they
// are imported once the address is stubbed.
let client: {
  getCustomer: typeof getCustomer;
  changePassword: typeof changePassword;
};

/** The browser's fetch, answered by the server in process. */
async function fetchThroughServer(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const request = input instanceof Request ? input : new Request(input, init);
  const url = new URL(request.url);
  const payload = request.method === 'GET' ? undefined : await request.text();
  const reply = await server.app.inject({
    method: request.method as 'GET' | 'PUT',
    url: url.pathname + url.search,
    headers: Object.fromEntries(request.headers),
    ...(payload ? { payload } : {}),
  });
  const headers = new Headers();
  for (const [name, value] of Object.entries(reply.headers)) if (typeof value === 'string') headers.set(name, value);
  return new Response(reply.statusCode === 204 ? null : reply.body, { status: reply.statusCode, headers });
}

beforeAll(async () => {
  server = await startTestServer();
  vi.stubGlobal('location', new URL('http://localhost:5173/en-GB/'));
  vi.stubGlobal('navigator', { onLine: true });
  vi.stubGlobal('fetch', fetchThroughServer);
  provideAccessToken(async () => `Bearer ${token}`);
  client = {
    getCustomer: (await import('../../../src/client/api/commerce/customer')).getCustomer,
    changePassword: (await import('../../../src/client/api/commerce/customer-password')).changePassword,
  };
});

afterAll(async () => {
  vi.unstubAllGlobals();
  await server.close();
});

const site = { siteId: 'arden', locale: 'en-GB' };

/** A password customer registered through POST customers with a guest token, signed in as itself. */
async function passwordCustomer(password: string): Promise<string> {
  const guest = await addCustomer(server, { authType: 'guest' });
  const response = await server.app.inject({
    method: 'POST',
    url: shopPath('customers'),
    headers: guest.headers,
    payload: {
      customer: { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', login: uniqueId('ada') },
      password,
    },
  });
  expect(response.statusCode).toBe(200);
  const customerId = response.json<{ customer_id: string }>().customer_id;
  token = mintToken(server, { sub: customerId, usid: uniqueId('usid'), authType: 'registered', userId: customerId });
  return customerId;
}

async function readCustomer(customerId: string): Promise<Customer> {
  const customer = await client.getCustomer({ ...site, customerId });
  if (isFlaggedError(customer)) throw new Error(customer.message);
  return customer;
}

async function storedHash(customerId: string): Promise<string> {
  const [row] = await server.database.query<{ password_hash: string }>(
    'select password_hash from customers where customer_id = $1',
    [customerId],
  );
  return row?.password_hash ?? '';
}

describe('the password section', () => {
  it('is offered to a password customer, whose customer document carries a login', async () => {
    const customerId = await passwordCustomer('Sprocket-2026');
    expect(hasOwnPassword(await readCustomer(customerId))).toBe(true);
  });

  it('is not offered to a customer of an identity provider, as the sign-in stores them', async () => {
    const userId = uniqueId('user');
    const customer = await server.database.transaction((tx) =>
      upsertRegisteredCustomer(tx, {
        identity: {
          provider: 'corporate',
          externalId: userId,
          email: 'jo@example.com',
          firstName: 'Jo',
          lastName: 'Li',
        },
        email: 'jo@example.com',
        firstName: 'Jo',
        lastName: 'Li',
        fields: {
          c_epcUserType: 'internal',
          c_epcUserRole: 'user',
          c_epcUserStatus: 'approved',
          c_epcUserMarket: 'GB',
          c_epcUserLanguage: 'en-GB',
          c_epcUserFirstName: 'Jo',
          c_epcUserLastName: 'Li',
          c_epcFullName: 'Jo Li',
        },
      }),
    );
    token = mintToken(server, { sub: customer.customer_id, usid: uniqueId('usid'), authType: 'registered', userId });
    expect(hasOwnPassword(await readCustomer(customer.customer_id))).toBe(false);
  });
});

describe("the app's password change client", () => {
  it('changes the password with the new and the current one', async () => {
    const customerId = await passwordCustomer('Sprocket-2026');
    expect(
      await client.changePassword({ ...site, customerId, password: 'Gearbox-2027', currentPassword: 'Sprocket-2026' }),
    ).toBe(null);
    const hash = await storedHash(customerId);
    expect(await verifyPassword('Gearbox-2027', hash)).toBe(true);
  });

  it("answers the server's refusal as the message shown beside the field, and changes nothing", async () => {
    const customerId = await passwordCustomer('Sprocket-2026');
    const before = await storedHash(customerId);
    expect(
      await client.changePassword({ ...site, customerId, password: 'Gearbox-2027', currentPassword: 'Wrong-pass-1' }),
    ).toEqual({
      isError: true,
      message: 'The current password is not correct.',
    });
    expect(await client.changePassword({ ...site, customerId, password: 'Gearbox-2027', currentPassword: '' })).toEqual(
      {
        isError: true,
        message: passwordChangeNeedsBoth,
      },
    );
    expect(await storedHash(customerId)).toBe(before);
  });
});
