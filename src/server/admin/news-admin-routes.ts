/**
 * The admin's updates and service messages under /admin/api/v1 (issue 16), in a plugin of
 * their own beside admin-routes.ts: the same prefix, the same refusal of unknown fields, the
 * admin level from the access policy.
 */
import type { FastifyInstance } from 'fastify';
import { rejectUnknownFields } from '../commerce/shop-api/reject-unknown-fields';
import serviceMessagesRoutes from './service-messages/service-messages-routes';
import updatesRoutes from './updates/updates-routes';

export default async function newsAdminRoutes(app: FastifyInstance) {
  app.addHook('preValidation', rejectUnknownFields);

  app.register(updatesRoutes);
  app.register(serviceMessagesRoutes);
}
