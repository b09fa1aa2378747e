/**
 * What every shopper-login route shares: the auth settings, the identity providers, the
 * key that signs registered id_tokens and the identity providers as a relying party sees them.
 */
import type { FastifyRequest } from 'fastify';
import type { AuthConfig } from '../../config';
import type { Database } from '../../db/database';
import type { IdentityProviderSettings } from '../../idp/identity-provider-settings';
import type { SigningKey } from '../../idp/jose/signing-key';
import { publicOriginOf } from '../../idp/public-origin';
import type { ProviderConfigurations } from './oidc/provider-configuration';
import { shopperLoginPath } from './shopper-login-paths';

export interface ShopperLoginContext {
  auth: AuthConfig;
  database: Database;
  providers: IdentityProviderSettings;
  signingKey: () => Promise<SigningKey>;
  /** The identity providers as openid-client configurations (discovery, keys, client authentication). */
  relyingParty: ProviderConfigurations;
}

export function originOf(context: ShopperLoginContext, request: FastifyRequest): string {
  return publicOriginOf(request, context.auth.publicUrl);
}

/** Issuer of the registered id_tokens this server signs (and of its /jwks). */
export function shopperLoginIssuerOf(context: ShopperLoginContext, request: FastifyRequest): string {
  return `${originOf(context, request)}${shopperLoginPath}`;
}
