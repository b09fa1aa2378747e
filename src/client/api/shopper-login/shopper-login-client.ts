/**
 * The shopper login service (SLAS contract, shell spec section 7): guest sign-in, the code and
 * refresh grants, logout. Its error bodies { status_code, message } become ShopperLoginError.
 */
import { HTTPError } from 'ky';
import { commerceConfig } from '../../../config/commerce';
import type { ShopperLoginError as ShopperLoginErrorBody } from '../../../domain/session/token-response';
import { serviceClient } from '../http-client';

export const shopperLoginPath = `${commerceConfig.proxyPath}/shopper/auth/v1/organizations/${commerceConfig.organizationId}/oauth2/`;

export const shopperLogin = serviceClient(shopperLoginPath);

export class ShopperLoginError extends Error {
  override readonly name = 'ShopperLoginError';
  constructor(
    message: string,
    readonly status: number,
    readonly statusCode: string | undefined,
  ) {
    super(message);
  }
}

/** Turns an HTTP error of the login service into a ShopperLoginError carrying its message. */
export async function toShopperLoginError(error: unknown): Promise<unknown> {
  if (!(error instanceof HTTPError)) return error;
  const body = (await error.response.json().catch(() => ({}))) as Partial<ShopperLoginErrorBody> & { detail?: string };
  const message = body.message ?? body.detail ?? `HTTP error! Status: ${error.response.status}`;
  return new ShopperLoginError(message, error.response.status, body.status_code);
}

/** The absolute callback URL for a path of this app. */
export function redirectUriFor(callbackPath: string): string {
  return new URL(callbackPath, window.location.origin).href;
}
