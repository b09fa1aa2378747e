/**
 * GET /admin/api/v1/users?name&email&dealer&type&role&status&offset&limit -> { total, offset,
 * limit, users, viewer }. An internal admin finds anyone (dealer filters by dealer code); a
 * retailer admin only their own dealer's users, and another dealer's code is 403
 * (admin-read-scope.ts). viewer is the calling admin: their user id, which the page sends as
 * createdBy and updatedBy, and the dealer they are kept to (null: every dealer).
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { adminDealerScope } from '../../../domain/access/admin-read-scope';
import { principalOf } from '../../access/request-principal';
import { ClientError } from '../../commerce/shop-api/client-error';
import { defaultUsersLimit, listUsersSchema } from './list-users-schema';
import { searchUsers } from './users-repository';

export default async function listUsersRoute(app: FastifyInstance) {
  app.withTypeProvider<TypeBoxTypeProvider>().get('/users', { schema: listUsersSchema }, async (request) => {
    const principal = await principalOf(request);
    if (principal.kind !== 'user' || principal.profile === undefined)
      throw new ClientError(403, 'Only an admin can do this.');
    const scope = adminDealerScope(principal.profile, request.query.dealer);
    if (!scope.ok) throw new ClientError(403, scope.refusal);
    const offset = request.query.offset ?? 0;
    const limit = request.query.limit ?? defaultUsersLimit;
    const found = await searchUsers(app.database, {
      ...request.query,
      dealerCode: scope.dealerCode,
      offset,
      limit,
    });
    const internal = principal.profile.c_epcUserType === 'internal';
    const viewer = { userId: principal.userId, dealerCode: internal ? null : (scope.dealerCode ?? null) };
    return { ...found, offset, limit, viewer };
  });
}
