/**
 * POST /admin/api/v1/user/updateUserStatus { userId, userStatus } -> { success: true }. Sets
 * c_epcUserStatus (and c_epcUpdatedBy: the calling admin) on the profile and the user's
 * customer records in one transaction with its audit row. Only the status changes: active and
 * billable follow at the user's next sign-in by the login rules (login-flow-rules.ts), which
 * is when an approved user becomes registered. An admin cannot change their own status.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { checkAdminAction } from '../../../domain/access/scoping';
import { principalOf } from '../../access/request-principal';
import { ClientError } from '../../commerce/shop-api/client-error';
import { recordAdminWrite } from '../audit/admin-audit';
import { updateUserStatusSchema } from './update-user-status-schema';
import { lockUserProfile, updateUserCustomerFields, updateUserProfileFields } from './user-details-repository';

export default async function updateUserStatusRoute(app: FastifyInstance) {
  app
    .withTypeProvider<TypeBoxTypeProvider>()
    .post('/user/updateUserStatus', { schema: updateUserStatusSchema }, async (request) => {
      const { userId, userStatus } = request.body;
      const principal = await principalOf(request);
      if (principal.kind !== 'user' || principal.profile === undefined) {
        throw new ClientError(403, 'Only an admin can do this.');
      }
      const caller = principal;
      const callerProfile = principal.profile;
      await app.database.transaction(async (tx) => {
        const profile = await lockUserProfile(tx, userId);
        const partnerId = profile?.['c_epcPartnerId'];
        const dealerCode = typeof partnerId === 'string' ? partnerId : undefined;
        // Checked before "not found", so a retailer admin cannot probe other dealers' user ids.
        const refusal = checkAdminAction(callerProfile, { partnerId: dealerCode, newRetailerId: undefined });
        if (refusal !== undefined) throw new ClientError(403, refusal);
        if (profile === undefined) throw new ClientError(404, `There is no user ${userId}.`);
        if (userId === caller.userId) throw new ClientError(403, 'You cannot approve or reject yourself.');
        const before = profile['c_epcUserStatus'];
        await updateUserProfileFields(tx, userId, { c_epcUserStatus: userStatus, c_epcUpdatedBy: caller.userId });
        await updateUserCustomerFields(tx, userId, { c_epcUserStatus: userStatus });
        await recordAdminWrite(tx, {
          area: 'users',
          action: userStatus === 'approved' ? 'approve' : 'reject',
          recordKey: userId,
          actor: caller,
          ...(dealerCode === undefined ? {} : { dealerCode }),
          detail: { userStatus: { before: typeof before === 'string' ? before : null, after: userStatus } },
        });
      });
      return { success: true };
    });
}
