/**
 * The Users area and the audit list of the admin API (/admin/api/v1; issue 16): finding users,
 * approving or rejecting them, and reading the audit of admin writes. Every route's level in
 * the access policy is admin (route-access.ts answers 401 or 403 as the request arrives); each
 * route then keeps a retailer admin to their own dealer (admin-read-scope.ts, scoping.ts).
 * updateUserDetails stays with the other admin writes in admin-routes.ts.
 */
import type { FastifyInstance } from 'fastify';
import { rejectUnknownFields } from '../commerce/shop-api/reject-unknown-fields';
import adminAuditRoute from './audit/admin-audit-route';
import listUsersRoute from './user/list-users-route';
import updateUserStatusRoute from './user/update-user-status-route';

export { adminApiPrefix } from './admin-routes';

export default async function adminUsersRoutes(app: FastifyInstance) {
  app.addHook('preValidation', rejectUnknownFields);

  app.register(listUsersRoute);
  app.register(updateUserStatusRoute);
  app.register(adminAuditRoute);
}
