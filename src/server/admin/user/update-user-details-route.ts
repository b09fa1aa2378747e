/**
 * POST /admin/api/v1/user/updateUserDetails { userId, userRole, userType, retailerId,
 * createdBy, updatedBy } -> { success: true }. The retailer id is a dealer code of the
 * retailers table, or one of the two markers: jlr_internal (internal users) and default.
 * The profile, the user's customer records and the audit row change in one transaction. An internal admin
 * manages anyone; a retailer admin only users of their own dealer, kept in it.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { Principal } from '../../../domain/access/principal';
import { checkAdminAction } from '../../../domain/access/scoping';
import { describeRoleTypeMismatch } from '../../../domain/profile/access-rules';
import { principalOf } from '../../access/request-principal';
import { ClientError } from '../../commerce/shop-api/client-error';
import { recordAdminWrite } from '../audit/admin-audit';
import { defaultRetailerId, internalRetailerId } from '../../../domain/shopping-list/pricing-retailer';
import { updateUserDetailsSchema, type UpdateUserDetailsBody } from './update-user-details-schema';
import {
  lockUserProfile,
  retailerExists,
  updateUserCustomerFields,
  updateUserProfileFields,
} from './user-details-repository';

export default async function updateUserDetailsRoute(app: FastifyInstance) {
  app
    .withTypeProvider<TypeBoxTypeProvider>()
    .post('/user/updateUserDetails', { schema: updateUserDetailsSchema }, async (request) => {
      const { userId, userRole, userType, retailerId, createdBy, updatedBy } = request.body;
      const mismatch = describeRoleTypeMismatch(userType, userRole);
      if (mismatch !== undefined) throw new ClientError(400, mismatch);
      const principal = await principalOf(request);
      await app.database.transaction(async (tx) => {
        const profile = await lockUserProfile(tx, userId);
        // Checked before "not found", so a retailer admin cannot probe other dealers' user ids.
        const refusal = adminRefusal(principal, profile, request.body);
        if (refusal !== undefined) throw new ClientError(403, refusal);
        if (profile === undefined) throw new ClientError(404, `There is no user ${userId}.`);
        const isMarker = retailerId === internalRetailerId || retailerId === defaultRetailerId;
        if (!isMarker && !(await retailerExists(tx, retailerId))) {
          throw new ClientError(400, `retailerId ${retailerId} is not a known retailer.`);
        }
        const shared = { c_epcUserRole: userRole, c_epcUserType: userType, c_epcPartnerId: retailerId };
        await updateUserProfileFields(tx, userId, {
          ...shared,
          // A record keeps the creator it names; one that names none takes the given one.
          c_epcCreatedBy: profile['c_epcCreatedBy'] ?? createdBy,
          c_epcUpdatedBy: updatedBy,
        });
        await updateUserCustomerFields(tx, userId, shared);
        const text = (value: unknown) => (typeof value === 'string' ? value : null);
        const previousDealer = text(profile['c_epcPartnerId']);
        await recordAdminWrite(tx, {
          area: 'users',
          action: 'updateUserDetails',
          recordKey: userId,
          actor: principal,
          // The dealer the user belonged to, so that dealer's admins see them moved away.
          dealerCode: previousDealer ?? retailerId,
          detail: {
            userRole: { before: text(profile['c_epcUserRole']), after: userRole },
            userType: { before: text(profile['c_epcUserType']), after: userType },
            retailerId: { before: previousDealer, after: retailerId },
          },
        });
      });
      return { success: true };
    });
}

function adminRefusal(
  principal: Principal,
  target: Record<string, unknown> | undefined,
  body: UpdateUserDetailsBody,
): string | undefined {
  if (principal.kind !== 'user' || principal.profile === undefined) return 'Only an admin can do this.';
  const partnerId = target?.['c_epcPartnerId'];
  return checkAdminAction(principal.profile, {
    partnerId: typeof partnerId === 'string' ? partnerId : undefined,
    newRetailerId: body.retailerId,
    newUserType: body.userType,
  });
}
