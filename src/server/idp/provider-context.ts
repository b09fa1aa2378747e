/**
 * One embedded identity provider: its kind, its one registered client (the shopper login),
 * its signing key and its codes. Issuer and redirect URI follow the origin the browser
 * uses, so the provider works at localhost, on a LAN address or behind PUBLIC_URL alike.
 */
import type { FastifyRequest } from 'fastify';
import type { SignInKind } from '../../config/commerce';
import { shopperLoginCallbackPath } from '../commerce/shopper-login/shopper-login-paths';
import type { Database } from '../db/database';
import type { AuthorizationCodeStore } from './authorization-code-store';
import type { SigningKey } from './jose/signing-key';
import { publicOriginOf } from './public-origin';

export interface ProviderContext {
  kind: SignInKind;
  title: string;
  clientId: string;
  clientSecret: string;
  publicUrl: string | undefined;
  signingKey: () => Promise<SigningKey>;
  codes: AuthorizationCodeStore;
  /** Where accounts made at the provider live (provider-people.ts). */
  database: Database;
}

export function issuerOf(context: ProviderContext, request: FastifyRequest): string {
  return `${publicOriginOf(request, context.publicUrl)}/idp/${context.kind}`;
}

/** The only redirect URI the provider sends codes to: the shopper login's callback. */
export function registeredRedirectUriOf(context: ProviderContext, request: FastifyRequest): string {
  return `${publicOriginOf(request, context.publicUrl)}${shopperLoginCallbackPath}`;
}

/** Lifetime of the provider's id and access tokens. */
export const providerTokenTtlSeconds = 600;
