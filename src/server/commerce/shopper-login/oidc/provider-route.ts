/**
 * How to reach the identity provider of a sign-in kind: a configured real provider by its
 * issuer URL over the network, or the embedded one at <origin>/idp/<kind>. The embedded one
 * is called through this server's own socket when its URL came from the request's Host
 * (no PUBLIC_URL), and over the network at PUBLIC_URL otherwise.
 */
import type { Server } from 'node:http';
import type { SignInKind } from '../../../../config/commerce';
import type { IdentityProviderSetting } from '../../../idp/identity-provider-settings';
import type { ShopperLoginContext } from '../shopper-login-context';
import type { LocalTarget } from './back-channel';
import { localTargetOf } from './local-target';

export interface ProviderRoute {
  setting: IdentityProviderSetting;
  issuer: string;
  local: LocalTarget | undefined;
  /**
   * Whether plain http may carry the back channel: for the embedded providers (this same
   * process, whatever origin it is reached at), loopback issuers, and issuers configured
   * with IDP_<KIND>_ALLOW_HTTP. A real provider elsewhere must speak https.
   */
  insecureHttpAllowed: boolean;
}

export function providerRouteOf(
  context: ShopperLoginContext,
  server: Server,
  kind: SignInKind,
  origin: string,
): ProviderRoute {
  const setting = context.providers[kind];
  if (setting.issuer !== undefined) {
    const insecureHttpAllowed = setting.allowInsecureHttp === true || isLoopback(new URL(setting.issuer).hostname);
    return { setting, issuer: setting.issuer, local: undefined, insecureHttpAllowed };
  }
  const issuer = `${origin}/idp/${kind}`;
  const local = context.auth.publicUrl === undefined ? localTargetOf(server, origin) : undefined;
  return { setting, issuer, local, insecureHttpAllowed: true };
}

function isLoopback(hostname: string): boolean {
  return (
    hostname === 'localhost' ||
    hostname.endsWith('.localhost') ||
    hostname === '[::1]' ||
    /^127\.\d+\.\d+\.\d+$/.test(hostname)
  );
}
