/**
 * A basket belongs to the customer its token names (sub). Someone else's basket is answered
 * exactly as a basket that does not exist, 404, so a basket id tells a stranger nothing.
 */
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../../../db/database';
import { ClientError } from '../client-error';
import { findOwnBasket, type StoredBasket } from './basket-repository';

export function callerCustomerId(request: FastifyRequest): string {
  // The access policy has let only callers with a valid token this far.
  const customerId = request.shopper?.sub;
  if (customerId === undefined) throw new ClientError(401, 'A valid access token is required.');
  return customerId;
}

export async function loadOwnBasket(
  db: Queryable,
  request: FastifyRequest,
  basketId: string,
  options: { lock?: boolean } = {},
): Promise<StoredBasket> {
  const basket = await findOwnBasket(db, basketId, callerCustomerId(request), options);
  if (basket === undefined) throw new ClientError(404, `There is no basket ${basketId}.`);
  return basket;
}

/** The basket as it stands after a change made in the same transaction. */
export async function reloadBasket(db: Queryable, request: FastifyRequest, basketId: string): Promise<StoredBasket> {
  return loadOwnBasket(db, request, basketId);
}
