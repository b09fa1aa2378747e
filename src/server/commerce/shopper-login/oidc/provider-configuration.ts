/**
 * The relying party's view of each identity provider, through openid-client: the provider
 * found by its issuer (OpenID Connect Discovery; openid-client refuses a document whose
 * issuer is not the one asked for, so a provider cannot speak for another), how this server
 * authenticates to it, and its signing keys (fetched by openid-client from jwks_uri, again
 * when a token names an unknown kid). Kept ten minutes per issuer and route; a cache, not
 * state: any process can rebuild it.
 */
import * as client from 'openid-client';
import { backChannelFetch, type BackChannelFetch, type LocalTarget } from './back-channel';
import type { ProviderRoute } from './provider-route';

export interface ProviderConfigurations {
  configurationOf(route: ProviderRoute): Promise<client.Configuration>;
}

/** The fetch for a route's back channel; replaceable in tests. */
export type BackChannelFor = (local: LocalTarget | undefined) => BackChannelFetch;

const cacheTtlMs = 10 * 60 * 1000;
// Without PUBLIC_URL the embedded issuers follow the request's Host, so the keys are not
// ours to choose: the oldest entry goes once this many are kept.
const maxCachedProviders = 64;

/** The id_token's exp, iat and nbf may be off by this much (the providers' clocks drift). */
export const idTokenClockToleranceSeconds = 60;

export function createProviderConfigurations(fetchFor: BackChannelFor = backChannelFetch): ProviderConfigurations {
  const cache = new Map<string, { value: Promise<client.Configuration>; fetchedAt: number }>();
  return {
    configurationOf(route) {
      const key = JSON.stringify([
        route.issuer,
        route.setting.clientId,
        route.local?.host,
        route.local?.port,
        route.insecureHttpAllowed,
      ]);
      const cached = cache.get(key);
      if (cached !== undefined && Date.now() - cached.fetchedAt < cacheTtlMs) return cached.value;
      cache.delete(key);
      if (cache.size >= maxCachedProviders) cache.delete(cache.keys().next().value ?? '');
      const value = discover(route, fetchFor(route.local));
      cache.set(key, { value, fetchedAt: Date.now() });
      // A provider that could not be reached is asked again next time, not in ten minutes.
      value.catch(() => cache.delete(key));
      return value;
    },
  };
}

async function discover(route: ProviderRoute, fetch: BackChannelFetch): Promise<client.Configuration> {
  const { setting } = route;
  const execute = route.insecureHttpAllowed ? [client.allowInsecureRequests] : [];
  const found = await client.discovery(new URL(route.issuer), setting.clientId, undefined, client.None(), {
    execute,
    [client.customFetch]: fetch,
  });
  const metadata = found.serverMetadata();
  // client_secret_basic is the default method when a provider names none (OIDC Discovery).
  const methods = metadata.token_endpoint_auth_methods_supported ?? ['client_secret_basic'];
  const authentication = methods.includes('client_secret_basic')
    ? client.ClientSecretBasic(setting.clientSecret)
    : client.ClientSecretPost(setting.clientSecret);
  const configuration = new client.Configuration(
    metadata,
    setting.clientId,
    { client_secret: setting.clientSecret, [client.clockTolerance]: idTokenClockToleranceSeconds },
    authentication,
  );
  configuration[client.customFetch] = fetch;
  for (const apply of execute) apply(configuration);
  // The id_token's signature is checked against the provider's keys even though it came
  // straight from the token endpoint: the embedded providers answer over plain http.
  client.enableNonRepudiationChecks(configuration);
  return configuration;
}
