/**
 * The admin check of the /admin/api/v1 routes: loads the caller's EPCUsers profile and lets
 * only an approved admin through (src/domain/profile/access-rules.ts). It runs on request,
 * right after the token check, so a non-admin learns nothing from validation messages.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isAdmin } from '../../domain/profile/access-rules';
import { findUserProfile } from '../commerce/data-api/custom-object-caller';
import { sendProblem } from '../http/problem-details';

const onlyAdmins = 'Only an admin can do this.';

export async function requireAdmin(request: FastifyRequest, reply: FastifyReply) {
  const userId = request.shopper?.authType === 'registered' ? request.shopper.userId : undefined;
  if (userId === undefined) return sendProblem(reply, 403, onlyAdmins);
  const profile = await findUserProfile(request.server.database, userId);
  if (profile === undefined || !isAdmin(profile)) return sendProblem(reply, 403, onlyAdmins);
  return undefined;
}
