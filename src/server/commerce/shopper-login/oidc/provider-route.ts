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
}

export function providerRouteOf(context: ShopperLoginContext, server: Server, kind: SignInKind, origin: string): ProviderRoute {
  const setting = context.providers[kind];
  if (setting.issuer !== undefined) return { setting, issuer: setting.issuer, local: undefined };
  const issuer = `${origin}/idp/${kind}`;
  return { setting, issuer, local: context.auth.publicUrl === undefined ? localTargetOf(server, origin) : undefined };
}
