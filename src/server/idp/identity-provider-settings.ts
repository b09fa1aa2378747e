/**
 * Where each identity provider kind lives and how this server signs in to it, from the
 * environment. Without an issuer the embedded provider of that kind is used (at
 * `<origin>/idp/<kind>`); setting IDP_<KIND>_ISSUER to a real OpenID Connect provider
 * replaces it, found through its /.well-known/openid-configuration. The client id and
 * secret are what the embedded provider accepts, and what this server presents.
 */
import { signInKinds, type SignInKind } from '../../config/commerce';

export interface IdentityProviderSetting {
  kind: SignInKind;
  /** Issuer URL of a real provider; undefined means the embedded one. */
  issuer: string | undefined;
  clientId: string;
  clientSecret: string;
  /**
   * IDP_<KIND>_ALLOW_HTTP=true: the configured issuer may be called over plain http (a
   * provider on a private network without TLS). Loopback issuers and the embedded providers
   * are always allowed; any other http issuer is refused by the relying party.
   */
  allowInsecureHttp?: true;
}

export type IdentityProviderSettings = Readonly<Record<SignInKind, IdentityProviderSetting>>;

export const defaultClientId = 'epc-shopper-login';

export function loadIdentityProviderSettings(env: NodeJS.ProcessEnv = process.env): IdentityProviderSettings {
  const entries = signInKinds.map(({ kind }) => {
    const prefix = `IDP_${kind.toUpperCase().replaceAll('-', '_')}`;
    const setting: IdentityProviderSetting = {
      kind,
      issuer: readIssuer(env, `${prefix}_ISSUER`),
      clientId: readText(env, `${prefix}_CLIENT_ID`) ?? defaultClientId,
      // Demo defaults: the embedded providers are demo stand-ins; a real provider's secret
      // must come from the environment.
      clientSecret: readText(env, `${prefix}_CLIENT_SECRET`) ?? `demo-${kind}-secret`,
      ...(readText(env, `${prefix}_ALLOW_HTTP`) === 'true' ? { allowInsecureHttp: true as const } : {}),
    };
    return [kind, setting] as const;
  });
  return Object.fromEntries(entries) as Record<SignInKind, IdentityProviderSetting>;
}

function readText(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const value = env[name]?.trim();
  return value === undefined || value === '' ? undefined : value;
}

function readIssuer(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const text = readText(env, name);
  if (text === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`${name} must be an http or https URL, but is '${text}'.`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`${name} must be an http or https URL, but is '${text}'.`);
  }
  // Issuers are compared as strings with the token's iss claim, so keep the given form
  // less any trailing slash (discovery appends /.well-known/... to it).
  return text.replace(/\/+$/, '');
}
