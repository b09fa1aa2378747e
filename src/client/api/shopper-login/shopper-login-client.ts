/**
 * The shopper login service (SLAS contract, shell spec section 7): guest sign-in, the code and
 * refresh grants, logout. Its error bodies { status_code, message } become ShopperLoginError.
 */
import { HTTPError } from 'ky';
import { commerceConfig } from '../../../config/commerce';
import { serviceClient } from '../http-client';
import { problemOf, readProblem, type Problem } from '../problem-details';

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

/** An answer of 400 or more with its error body ({ status_code, message }, or problem details). */
function shopperLoginErrorOf(status: number, problem: Problem | undefined): ShopperLoginError {
  const message = problem?.message ?? problem?.detail ?? `HTTP error! Status: ${status}`;
  return new ShopperLoginError(message, status, problem?.statusCode);
}

/** The login service's answer of 400 or more that ky did not throw (throwHttpErrors: false), as a ShopperLoginError. */
export async function shopperLoginErrorFrom(response: Response): Promise<ShopperLoginError> {
  return shopperLoginErrorOf(response.status, await readProblem(response));
}

/** Turns an HTTP error of the login service into a ShopperLoginError; anything else is kept. */
export function toShopperLoginError(error: unknown): unknown {
  return error instanceof HTTPError ? shopperLoginErrorOf(error.response.status, problemOf(error)) : error;
}

/** The absolute callback URL for a path of this app. */
export function redirectUriFor(callbackPath: string): string {
  return new URL(callbackPath, window.location.origin).href;
}
