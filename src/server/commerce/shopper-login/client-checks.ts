/**
 * The one public client of the shopper login (src/config/commerce.ts) and where it may be
 * sent back to: the app's /callback and the three provider callback paths on the origin the
 * browser uses. Exact string comparison only, so no other host, port, path or query passes.
 */
import { commerceConfig, guestCallbackPath, signInKinds } from '../../../config/commerce';
import { failure, type ShopperLoginFailure } from './shopper-login-error';

export function allowedRedirectUris(origin: string): string[] {
  return [guestCallbackPath, ...signInKinds.map((kind) => kind.callbackPath)].map((path) => `${origin}${path}`);
}

export interface ClientParameters {
  client_id: string;
  channel_id?: string;
  redirect_uri?: string;
}

/** Undefined when the client, channel and (when given) redirect URI are all allowed. */
export function checkClient(parameters: ClientParameters, origin: string): ShopperLoginFailure | undefined {
  if (parameters.client_id !== commerceConfig.clientId) return failure(400, 'invalid_client', 'Unknown client_id.');
  if (parameters.channel_id !== undefined && parameters.channel_id !== commerceConfig.channelId) {
    return failure(400, 'invalid_request', 'Unknown channel_id.');
  }
  if (parameters.redirect_uri !== undefined && !allowedRedirectUris(origin).includes(parameters.redirect_uri)) {
    return failure(400, 'invalid_request', 'redirect_uri is not registered for this client.');
  }
  return undefined;
}
