/**
 * The three embedded identity providers (corporate, retailer, third-party), mounted at
 * /idp/<kind>. They are real OpenID Connect providers with demo people, so the shopper
 * login signs in to them exactly as it would to the real ones named by IDP_<KIND>_ISSUER.
 */
import type { FastifyInstance } from 'fastify';
import { signInKinds } from '../../config/commerce';
import type { AuthConfig } from '../config';
import identityProvider from './identity-provider';
import { loadIdentityProviderSettings, type IdentityProviderSettings } from './identity-provider-settings';

export interface IdentityProvidersOptions {
  auth: AuthConfig;
  /** Defaults to the environment (IDP_<KIND>_CLIENT_ID and _CLIENT_SECRET). */
  settings?: IdentityProviderSettings;
}

export default async function identityProviders(app: FastifyInstance, options: IdentityProvidersOptions) {
  const settings = options.settings ?? loadIdentityProviderSettings();
  for (const { kind } of signInKinds) {
    await app.register(identityProvider, {
      prefix: `/idp/${kind}`,
      kind,
      clientId: settings[kind].clientId,
      clientSecret: settings[kind].clientSecret,
      publicUrl: options.auth.publicUrl,
    });
  }
}
