/** A customer may only use their own customer record: the path's id must be the token's. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendProblem } from '../../../http/problem-details';

export async function requireOwnCustomer(request: FastifyRequest, reply: FastifyReply) {
  // Without a valid token the access policy's check, which runs after the folder's hooks,
  // answers 401: a caller who has not signed in is not told about customer records.
  if (request.shopper === null) return undefined;
  const { customerId } = request.params as { customerId: string };
  if (request.shopper?.sub === customerId) return undefined;
  return sendProblem(reply, 403, 'A customer may only use their own customer record.');
}
