/**
 * Details of parts by part number: the description in the caller's language (English when
 * it has none) and where the part is used, page by page. Unknown part numbers are listed in
 * notFound rather than failing the whole request, since a shopping list may hold old ones.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { normaliseLangCode } from '../catalogue-node';
import { findPartDetails } from './find-part-details';
import { partDetailsSchema } from './part-details-schema';

export default async function partDetailsRoute(app: FastifyInstance) {
  app
    .withTypeProvider<TypeBoxTypeProvider>()
    .post('/part/api/v1/partDetails', { schema: partDetailsSchema }, async (request, reply) => {
      // Public catalogue data: the service worker may keep it for offline use (sw/cache-policy.ts).
      reply.header('cache-control', 'no-cache');
      const apns = [...new Set(request.body.apns.map((apn) => apn.trim().toUpperCase()))];
      const parts = await findPartDetails(app.database, apns, normaliseLangCode(request.body.langCode));
      const found = new Set(parts.map((part) => part.partNumber));
      return { success: true, responseObject: { parts, notFound: apns.filter((apn) => !found.has(apn)) } };
    });
}
