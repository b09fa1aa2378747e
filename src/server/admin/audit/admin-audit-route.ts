/**
 * GET /admin/api/v1/audit -> { total, offset, limit, entries }: who changed what and when,
 * newest first. An internal admin reads every row (dealer narrows it to one dealer's); a
 * retailer admin only the rows of their own dealer (admin-read-scope.ts).
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { adminDealerScope } from '../../../domain/access/admin-read-scope';
import { principalOf } from '../../access/request-principal';
import { ClientError } from '../../commerce/shop-api/client-error';
import { listAdminWrites } from './admin-audit';
import { adminAuditSchema, defaultAuditLimit } from './admin-audit-schema';

export default async function adminAuditRoute(app: FastifyInstance) {
  app.withTypeProvider<TypeBoxTypeProvider>().get('/audit', { schema: adminAuditSchema }, async (request) => {
    const principal = await principalOf(request);
    if (principal.kind !== 'user' || principal.profile === undefined)
      throw new ClientError(403, 'Only an admin can do this.');
    const scope = adminDealerScope(principal.profile, request.query.dealer);
    if (!scope.ok) throw new ClientError(403, scope.refusal);
    const offset = request.query.offset ?? 0;
    const limit = request.query.limit ?? defaultAuditLimit;
    const area = request.query.area === '' ? undefined : request.query.area;
    const found = await listAdminWrites(app.database, {
      ...(scope.dealerCode === undefined ? {} : { dealerCode: scope.dealerCode }),
      ...(area === undefined ? {} : { area }),
      limit,
      offset,
    });
    return { ...found, offset, limit };
  });
}
