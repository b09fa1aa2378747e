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

/** The login service's answer of 400 or more, as a ShopperLoginError carrying its message. */
export async function shopperLoginErrorFrom(response: Response): Promise<ShopperLoginError> {
  const body = (await response.json().catch(() => ({}))) as Partial<ShopperLoginErrorBody> & { detail?: string };
  const message = body.message ?? body.detail ?? `HTTP error! Status: ${response.status}`;
  return new ShopperLoginError(message, response.status, body.status_code);
}

/** Turns an HTTP error of the login service into a ShopperLoginError; anything else is kept. */
export async function toShopperLoginError(error: unknown): Promise<unknown> {
  return error instanceof HTTPError ? shopperLoginErrorFrom(error.response) : error;
}

/** The absolute callback URL for a path of this app. */
export function redirectUriFor(callbackPath: string): string {
  return new URL(callbackPath, window.location.origin).href;
}
