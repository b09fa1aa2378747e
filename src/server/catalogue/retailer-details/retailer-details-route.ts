/**
 * The catalogue service's retailer lookup. Any signed-in shopper token may ask (the spec's
 * catalogue service is called with a service bearer token); an unknown employee is a 200
 * with userFound false, which the sign-in turns into 'User not found'.
 */
import type { FastifyInstance } from 'fastify';
import { findRetailerDetails } from './find-retailer-details';
import { retailerDetailsSchema } from './retailer-details-schema';

export default async function retailerDetailsRoute(app: FastifyInstance) {
  app.get<{ Params: { id: string } }>(
    '/catalogue/api/v1/retailerDetails/:id',
    { schema: retailerDetailsSchema, preHandler: app.requireShopper },
    async (request) => findRetailerDetails(app.database, request.params.id),
  );
}
