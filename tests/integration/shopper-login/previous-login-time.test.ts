// 'Last Accessed' in the profile popover is the previous visit (shell spec, section 2): each
// sign-in keeps the login time it replaces on the customer as c_epcPreviousLoginTime.
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

async function signInAndReadCustomer(): Promise<Record<string, unknown>> {
  const tokens = await exchangeSignIn(
    server,
    await signInThroughProvider(server, 'third-party', 'tpuser', demoUserPassword),
  );
  const response = await server.app.inject({
    method: 'GET',
    url: `/mobify/proxy/api/s/arden/dw/shop/v21_3/customers/${tokens.customer_id}`,
    headers: { authorization: `Bearer ${tokens.access_token}` },
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe('the previous login time', () => {
  it('is the login time the sign-in replaced: the seeded one first, then the sign-in before', async () => {
    const first = await signInAndReadCustomer();
    // The demo profile's seeded last login (demo-user-profiles.ts).
    expect(first['c_epcPreviousLoginTime']).toBe('2026-01-15T09:30:00.000Z');
    expect(first['c_epcLastLoginTime']).not.toBe(first['c_epcPreviousLoginTime']);

    const second = await signInAndReadCustomer();
    expect(second['c_epcPreviousLoginTime']).toBe(first['c_epcLastLoginTime']);
  });
});
