/**
 * The commerce shop API v21_3 through the app's proxy (shell spec, section 7): the site id in
 * the path prefix, the client id in a header, the locale sent except for customers, baskets
 * and login, bodies converted between camelCase and snake_case, and every request made with a
 * valid token (it waits for a pending login first).
 */
import { HTTPError, type KyInstance } from 'ky';
import { commerceConfig } from '../../../config/commerce';
import { toCamelCase, toSnakeCase } from '../../../domain/commerce/case-conversion';
import { readCommerceReply, type FlaggedError } from '../../../domain/commerce/commerce-reply';
import { authorisedServiceClient } from '../authorised-client';
import { problemOf } from '../problem-details';

const withoutLocale = /^(customers|baskets|login)\b/;

const clients = new Map<string, KyInstance>();

function shopApi(siteId: string): KyInstance {
  let client = clients.get(siteId);
  if (!client) {
    client = authorisedServiceClient(
      `${commerceConfig.proxyPath}/s/${siteId}/dw/shop/${commerceConfig.shopApiVersion}/`,
      {
        'x-dw-client-id': commerceConfig.clientId,
      },
    );
    clients.set(siteId, client);
  }
  return client;
}

export interface ShopRequest {
  siteId: string;
  locale: string;
  method: 'get' | 'post' | 'patch' | 'put' | 'delete';
  /** Path under the API prefix, e.g. customers/123. */
  path: string;
  searchParams?: Record<string, string | number>;
  body?: unknown;
}

/** One shop API call; the reply in camelCase, or flagged isError with the server's detail. */
export async function shopRequest<T>(request: ShopRequest): Promise<T | FlaggedError> {
  const searchParams: Record<string, string | number> = { ...request.searchParams };
  if (!withoutLocale.test(request.path)) searchParams['locale'] = request.locale;
  let status: number;
  let body: unknown;
  try {
    const response = await shopApi(request.siteId)(request.path, {
      method: request.method,
      searchParams,
      json: request.body === undefined ? undefined : toSnakeCase(request.body),
    });
    status = response.status;
    body = response.status === 204 ? null : await response.json();
  } catch (error) {
    if (!(error instanceof HTTPError)) throw error;
    status = error.response.status;
    // JSON null is a body too; only an empty or non-JSON one gets the stand-in fault.
    const parsed = problemOf(error)?.body;
    body = parsed !== undefined ? parsed : { fault: { message: `HTTP error! Status: ${status}` } };
  }
  return toCamelCase(readCommerceReply<unknown>(body, status)) as T | FlaggedError;
}
