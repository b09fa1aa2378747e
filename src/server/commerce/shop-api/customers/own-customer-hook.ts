/** A customer may only use their own customer record: the path's id must be the token's. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendProblem } from '../../../http/problem-details';

export async function requireOwnCustomer(request: FastifyRequest, reply: FastifyReply) {
  const { customerId } = request.params as { customerId: string };
  if (request.shopper?.sub === customerId) return undefined;
  return sendProblem(reply, 403, 'A customer may only use their own customer record.');
}
