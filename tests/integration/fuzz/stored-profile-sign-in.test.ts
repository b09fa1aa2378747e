/**
 * A sign-in reads and updates the user's stored EPCUsers profile (login count, last login,
 * status). A profile holding other types than the rules read (stored by hand, or before the
 * data API checked types) must still sign the user in, never answer a 5xx.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUserId, demoUserPassword, demoUsers } from '../../../src/server/db/demo-data/demo-users';
import { startListeningServer, type ListeningServer } from '../shopper-login/support/listening-server';
import { signInThroughProvider } from '../shopper-login/support/provider-sign-in';
import { exchangeSignIn } from '../shopper-login/support/token-exchange';

let server: ListeningServer;

beforeAll(async () => {
  server = await startListeningServer({ publicUrl: 'own-address' });
});

afterAll(() => server.close());

describe('sign-in with a stored profile of other types', () => {
  it('signs an approved retailer in, counting the login afresh', async () => {
    const user = demoUsers.find((candidate) => candidate.username === 'rlee');
    if (user === undefined) throw new Error('no demo user rlee');
    await server.database.query(
      `update custom_objects set data = data || $2::jsonb where type = 'EPCUsers' and key = $1`,
      [
        demoUserId(user),
        JSON.stringify({
          c_epcLoginCount: 'many',
          c_epcLastLoginTime: 17,
          c_epcUserFirstName: { first: 'Robin' },
          c_epcUserMarket: 44,
        }),
      ],
    );
    const signIn = await signInThroughProvider(server, user.kind, user.username, demoUserPassword);
    expect(signIn.redirect.searchParams.get('error')).toBeNull();
    const tokens = await exchangeSignIn(server, signIn);
    expect(tokens.access_token).toEqual(expect.any(String));
    const [row] = await server.database.query<{ data: Record<string, unknown> }>(
      `select data from custom_objects where type = 'EPCUsers' and key = $1`,
      [demoUserId(user)],
    );
    expect(row?.data['c_epcLoginCount']).toEqual(expect.any(Number));
  });
});
