/**
 * Only the 'subscriber' level (an approved true-independent, expired included, so they can
 * renew) may buy a subscription (issue 17; docs/access-policy.md): anyone else adding a
 * subscription item, or ordering one, is refused in the policy's own words.
 */
import type { FastifyRequest } from 'fastify';
import { decideAccess } from '../../../../domain/access/access-levels';
import { principalOf } from '../../../access/request-principal';
import { ClientError } from '../client-error';

export async function requireSubscriber(request: FastifyRequest): Promise<void> {
  const decision = decideAccess('subscriber', await principalOf(request));
  if (!decision.allowed) throw new ClientError(decision.status, decision.detail);
}
