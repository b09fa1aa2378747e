import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadIdentityProviderSettings } from '../../../src/server/idp/identity-provider-settings';
import { browse } from '../shopper-login/support/browser';
import { startListeningServer, type ListeningServer } from '../shopper-login/support/listening-server';
import { authorizeQuery, loginPath } from '../shopper-login/support/shopper-login-client';

describe('identity provider settings from the environment', () => {
  it('defaults to the embedded providers with the demo client', () => {
    expect(loadIdentityProviderSettings({})).toEqual({
      corporate: {
        kind: 'corporate',
        issuer: undefined,
        clientId: 'epc-shopper-login',
        clientSecret: 'demo-corporate-secret',
      },
      retailer: {
        kind: 'retailer',
        issuer: undefined,
        clientId: 'epc-shopper-login',
        clientSecret: 'demo-retailer-secret',
      },
      'third-party': {
        kind: 'third-party',
        issuer: undefined,
        clientId: 'epc-shopper-login',
        clientSecret: 'demo-third-party-secret',
      },
    });
  });

  it('reads IDP_<KIND>_ISSUER, _CLIENT_ID and _CLIENT_SECRET, dropping a trailing slash of the issuer', () => {
    const settings = loadIdentityProviderSettings({
      IDP_THIRD_PARTY_ISSUER: 'https://login.example/tenant/v2.0/',
      IDP_THIRD_PARTY_CLIENT_ID: 'epc',
      IDP_THIRD_PARTY_CLIENT_SECRET: 's3cret',
      IDP_CORPORATE_ISSUER: 'https://adfs.example/adfs',
    });
    expect(settings['third-party']).toEqual({
      kind: 'third-party',
      issuer: 'https://login.example/tenant/v2.0',
      clientId: 'epc',
      clientSecret: 's3cret',
    });
    expect(settings.corporate.issuer).toBe('https://adfs.example/adfs');
    expect(settings.retailer.issuer).toBeUndefined();
  });

  it.each(['adfs.example', 'ftp://adfs.example'])('refuses the issuer %s, naming the variable', (issuer) => {
    expect(() => loadIdentityProviderSettings({ IDP_RETAILER_ISSUER: issuer })).toThrow(
      `IDP_RETAILER_ISSUER must be an http or https URL, but is '${issuer}'.`,
    );
  });
});

describe('a provider configured by issuer URL replaces the embedded one', () => {
  let provider: ListeningServer;
  let app: ListeningServer;

  beforeAll(async () => {
    provider = await startListeningServer({ publicUrl: 'own-address' });
    process.env['IDP_THIRD_PARTY_ISSUER'] = `${provider.url}/idp/third-party`;
    process.env['IDP_THIRD_PARTY_CLIENT_ID'] = 'epc-from-env';
    try {
      app = await startListeningServer({ publicUrl: 'own-address' });
    } finally {
      delete process.env['IDP_THIRD_PARTY_ISSUER'];
      delete process.env['IDP_THIRD_PARTY_CLIENT_ID'];
    }
  });

  afterAll(async () => {
    await app.close();
    await provider.close();
  });

  it("sends the browser to the authorization endpoint found through that issuer's discovery document", async () => {
    const query = authorizeQuery({ hint: 'third-party-idp', redirect_uri: `${app.url}/callback/third-party` });
    const response = await browse(`${app.url}${loginPath}/authorize?${query}`);
    expect(response.status).toBe(303);
    const location = new URL(response.location ?? '');
    expect(`${location.origin}${location.pathname}`).toBe(`${provider.url}/idp/third-party/authorize`);
    expect(location.searchParams.get('client_id')).toBe('epc-from-env');
    expect(location.searchParams.get('redirect_uri')).toBe(`${app.url}${loginPath}/callback`);
    expect(location.searchParams.get('code_challenge_method')).toBe('S256');
    // The other kinds still use this server's own embedded providers.
    const corporate = await browse(
      `${app.url}${loginPath}/authorize?${authorizeQuery({ hint: 'corporate-sso', redirect_uri: `${app.url}/callback/corporate` })}`,
    );
    expect(corporate.location).toMatch(new RegExp(`^${app.url}/idp/corporate/authorize\\?`));
  });
});
