import { describe, expect, it } from 'vitest';
import { isDemoMode } from '../../../../src/server/db/demo-reset/demo-mode';
import { loadIdentityProviderSettings } from '../../../../src/server/idp/identity-provider-settings';

describe('demo mode, where the demo data may be reset', () => {
  it('is the embedded database with the three embedded identity providers', () => {
    expect(isDemoMode({ databaseUrl: undefined }, loadIdentityProviderSettings({}))).toBe(true);
  });

  it('is not with DATABASE_URL set', () => {
    const providers = loadIdentityProviderSettings({});
    expect(isDemoMode({ databaseUrl: 'postgres://epc@db.example/epc' }, providers)).toBe(false);
  });

  it('is not with any one real identity provider configured', () => {
    for (const name of ['IDP_CORPORATE_ISSUER', 'IDP_RETAILER_ISSUER', 'IDP_THIRD_PARTY_ISSUER']) {
      const providers = loadIdentityProviderSettings({ [name]: 'https://login.example.com' });
      expect(isDemoMode({ databaseUrl: undefined }, providers), name).toBe(false);
    }
  });
});
