/**
 * The origin and the client address come from PUBLIC_URL or from a proxy TRUST_PROXY names,
 * never from what any client says about itself (issue 12: "Without PUBLIC_URL, a forged Host
 * header makes sign-in redirect to that host with a code").
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAbuseServer, type AbuseServer } from './support/abuse-server';

const proxy = '10.0.0.2';
let server: AbuseServer;

beforeAll(async () => {
  server = await startAbuseServer({ trustProxy: proxy, rateLimits: { addressMax: 3 } });
});

afterAll(() => server.close());

const discovery = (remoteAddress: string, headers: Record<string, string>) =>
  server.app.inject({ method: 'GET', url: '/idp/corporate/.well-known/openid-configuration', remoteAddress, headers });

const forwarded = {
  host: 'internal:8080',
  'x-forwarded-host': 'epc.example',
  'x-forwarded-proto': 'https',
  'x-forwarded-for': '203.0.113.5',
};

describe('the public origin behind a trusted proxy (TRUST_PROXY)', () => {
  it('is the host and protocol the trusted proxy forwarded', async () => {
    const response = await discovery(proxy, forwarded);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ issuer: 'https://epc.example/idp/corporate' });
  });

  it('is refused when the same headers come from anyone else', async () => {
    const response = await discovery('198.51.100.9', { ...forwarded, host: 'epc.example' });
    expect(response.statusCode).toBe(400);
    expect(response.body).not.toContain('epc.example');
  });

  it('is refused when the proxy did not forward the request (no X-Forwarded-For hop) and Host is not this machine', async () => {
    const withoutHop: Record<string, string> = { ...forwarded };
    delete withoutHop['x-forwarded-for'];
    expect((await discovery(proxy, withoutHop)).statusCode).toBe(400);
  });

  it('is still the loopback Host of a request made on this machine', async () => {
    const response = await discovery('127.0.0.1', { host: 'localhost:8080' });
    expect(response.json()).toMatchObject({ issuer: 'http://localhost:8080/idp/corporate' });
  });
});

describe('the client address the rate limits count', () => {
  const wrongSecret = (remoteAddress: string, forwardedFor: string) =>
    server.app.inject({
      method: 'POST',
      url: '/idp/corporate/token',
      remoteAddress,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': forwardedFor },
      payload: new URLSearchParams({
        grant_type: 'authorization_code',
        code: 'guess',
        client_id: 'epc-shopper-login',
        client_secret: 'guess',
      }).toString(),
    });

  it('is the one the trusted proxy names, so clients behind it are counted apart (refused token requests)', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1)
      expect((await wrongSecret(proxy, '203.0.113.10')).statusCode).toBe(401);
    const refused = await wrongSecret(proxy, '203.0.113.10');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json<{ error_description: string }>().error_description).toMatch(
      /^Too many sign-in requests from your network address/,
    );
    expect((await wrongSecret(proxy, '203.0.113.11')).statusCode).toBe(401);
  });

  it('is the socket address for anyone else, whatever X-Forwarded-For claims', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1)
      expect((await wrongSecret('198.51.100.20', `203.0.113.${30 + attempt}`)).statusCode).toBe(401);
    expect((await wrongSecret('198.51.100.20', '203.0.113.99')).statusCode).toBe(429);
  });
});
