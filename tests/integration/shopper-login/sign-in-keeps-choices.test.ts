import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUserPassword } from '../../../src/server/db/demo-data/demo-users';
import { startListeningServer, type ListeningServer } from './support/listening-server';
import { signInThroughProvider } from './support/provider-sign-in';
import { exchangeSignIn } from './support/token-exchange';

let server: ListeningServer;

beforeAll(async () => {
  server = await startListeningServer({ publicUrl: 'own-address' });
});

afterAll(() => server.close());

async function signInAndReadCustomer(): Promise<{ token: string; customer: Record<string, unknown> }> {
  const tokens = await exchangeSignIn(
    server,
    await signInThroughProvider(server, 'third-party', 'tpuser', demoUserPassword),
  );
  const token = `Bearer ${tokens.access_token}`;
  const response = await server.app.inject({
    method: 'GET',
    url: `/mobify/proxy/api/s/arden/dw/shop/v21_3/customers/${tokens.customer_id}`,
    headers: { authorization: token },
  });
  expect(response.statusCode).toBe(200);
  return { token, customer: { ...response.json(), customer_id: tokens.customer_id } };
}

describe('signing in again', () => {
  it('keeps the market and language the user chose in the app, and still updates the login time', async () => {
    const first = await signInAndReadCustomer();
    const patch = await server.app.inject({
      method: 'PATCH',
      url: `/mobify/proxy/api/s/arden/dw/shop/v21_3/customers/${String(first.customer['customer_id'])}`,
      headers: { authorization: first.token },
      payload: { c_epcUserLanguage: 'fr-FR', c_epcUserMarket: 'FR' },
    });
    expect(patch.statusCode).toBe(200);

    const second = await signInAndReadCustomer();
    expect(second.customer).toMatchObject({
      c_epcUserLanguage: 'fr-FR',
      c_epcUserMarket: 'FR',
      c_epcFullName: 'Pat Jones',
    });
    expect(second.customer['c_epcLastLoginTime']).not.toBe(first.customer['c_epcLastLoginTime']);
  });
});
