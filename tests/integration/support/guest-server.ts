/**
 * A test server for one file and a guest's access token: where the tests of the services a
 * guest may call (catalogue, news, service messages, retailer details) start.
 */
import { signInAsGuest } from '../shopper-login/support/shopper-login-client';
import { startTestServer, type TestServer } from './test-server';

export async function startServerWithGuest(): Promise<{ server: TestServer; accessToken: string }> {
  const server = await startTestServer();
  return { server, accessToken: (await signInAsGuest(server.app)).access_token };
}

/** The Authorization header of a token; the empty token sends none (requests without a sign-in). */
export const bearer = (token: string): Record<string, string> =>
  token === '' ? {} : { authorization: `Bearer ${token}` };
