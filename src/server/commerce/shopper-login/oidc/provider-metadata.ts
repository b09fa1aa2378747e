/**
 * Finds an identity provider by its issuer (OpenID Connect Discovery) and fetches its
 * signing keys, caching both for ten minutes. The discovered issuer must equal the one asked
 * for, or a provider could speak for another.
 */
import type { RsaJwk } from '../../../idp/jose/rs256-jwt';
import type { BackChannel, LocalTarget } from './back-channel';

export interface ProviderMetadata {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
  token_endpoint_auth_methods_supported?: string[];
}

export interface ProviderMetadataClient {
  discover(issuer: string, local?: LocalTarget): Promise<ProviderMetadata>;
  /** forceRefresh: the cached keys lack the token's kid (the provider rotated its keys). */
  signingKeys(jwksUri: string, local?: LocalTarget, forceRefresh?: boolean): Promise<RsaJwk[]>;
}

const cacheTtlMs = 10 * 60 * 1000;

export function createProviderMetadataClient(send: BackChannel): ProviderMetadataClient {
  const metadataCache = new Map<string, { value: ProviderMetadata; fetchedAt: number }>();
  const keysCache = new Map<string, { value: RsaJwk[]; fetchedAt: number }>();
  const fresh = (fetchedAt: number) => Date.now() - fetchedAt < cacheTtlMs;

  return {
    async discover(issuer, local) {
      const cached = metadataCache.get(issuer);
      if (cached !== undefined && fresh(cached.fetchedAt)) return cached.value;
      const response = await send({ method: 'GET', url: `${issuer}/.well-known/openid-configuration`, local });
      const value = readMetadata(response.json, issuer);
      if (response.status !== 200 || value === undefined) {
        throw new Error(`The discovery document of ${issuer} is missing or not valid (status ${response.status}).`);
      }
      metadataCache.set(issuer, { value, fetchedAt: Date.now() });
      return value;
    },

    async signingKeys(jwksUri, local, forceRefresh = false) {
      const cached = keysCache.get(jwksUri);
      if (!forceRefresh && cached !== undefined && fresh(cached.fetchedAt)) return cached.value;
      const response = await send({ method: 'GET', url: jwksUri, local });
      const keys = (response.json as { keys?: unknown } | undefined)?.keys;
      if (response.status !== 200 || !Array.isArray(keys)) throw new Error(`${jwksUri} did not answer a key set.`);
      const value = keys.filter((key): key is RsaJwk => typeof key === 'object' && key !== null && (key as RsaJwk).kty === 'RSA');
      keysCache.set(jwksUri, { value, fetchedAt: Date.now() });
      return value;
    },
  };
}

function readMetadata(json: unknown, issuer: string): ProviderMetadata | undefined {
  if (typeof json !== 'object' || json === null) return undefined;
  const document = json as Record<string, unknown>;
  const urls = ['authorization_endpoint', 'token_endpoint', 'jwks_uri'] as const;
  if (document['issuer'] !== issuer || !urls.every((name) => isHttpUrl(document[name]))) return undefined;
  const methods = document['token_endpoint_auth_methods_supported'];
  return {
    issuer,
    authorization_endpoint: document['authorization_endpoint'] as string,
    token_endpoint: document['token_endpoint'] as string,
    jwks_uri: document['jwks_uri'] as string,
    ...(Array.isArray(methods) ? { token_endpoint_auth_methods_supported: methods.filter((m): m is string => typeof m === 'string') } : {}),
  };
}

function isHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}
