/**
 * The catalogue service's retailer lookup (docs/access-policy.md): an approved user reads
 * their own entry, a retailer admin the employees of their own dealer, an internal admin
 * anyone's. Anything else is the same 403 whether the employee exists or not, so the
 * directory cannot be probed for e-mail addresses. An unknown employee, for a caller who may
 * ask, is a 200 with userFound false. The sign-in flows read the directory directly
 * (findRetailerDetails), not through this route.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { checkRetailerLookup } from '../../../domain/access/scoping';
import { principalOf } from '../../access/request-principal';
import { sendProblem } from '../../http/problem-details';
import { findRetailerDetails } from './find-retailer-details';
import { retailerDetailsSchema } from './retailer-details-schema';

export default async function retailerDetailsRoute(app: FastifyInstance) {
  app
    .withTypeProvider<TypeBoxTypeProvider>()
    .get('/catalogue/api/v1/retailerDetails/:id', { schema: retailerDetailsSchema }, async (request, reply) => {
      const principal = await principalOf(request);
      const details = await findRetailerDetails(app.database, request.params.id);
      const refusal =
        principal.kind === 'user' && principal.profile !== undefined
          ? checkRetailerLookup(
              principal.userId,
              principal.profile,
              request.params.id,
              details.userFound ? details.fordSiteCode : undefined,
            )
          : 'Only signed-in users can look up retailer employees.';
      return refusal === undefined ? details : sendProblem(reply, 403, refusal);
    });
}
