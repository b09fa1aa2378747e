/**
 * Details of parts by part number: the description in the caller's language (English when
 * it has none) and where the part is used, page by page. Unknown part numbers are listed in
 * notFound rather than failing the whole request, since a shopping list may hold old ones.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { CatalogueCache } from '../../catalogue-cache/catalogue-cache';
import { normaliseLangCode } from '../catalogue-node';
import { findPartDetails } from './find-part-details';
import { partDetailsSchema } from './part-details-schema';

export default async function partDetailsRoute(app: FastifyInstance) {
  app
    .withTypeProvider<TypeBoxTypeProvider>()
    .post('/part/api/v1/partDetails', { schema: partDetailsSchema }, async (request, reply) => {
      // Public catalogue data: the service worker may keep it for offline use (sw/cache-policy.ts),
      // revalidating with its ETag; the server keeps hot answers (src/server/catalogue-cache).
      const apns = [...new Set(request.body.apns.map((apn) => apn.trim().toUpperCase()))];
      const langCode = normaliseLangCode(request.body.langCode);
      const asked = { route: 'POST partDetails', dependsOn: { apns, langCode }, cacheControl: 'no-cache' };
      return app.catalogueCache.send(request, reply, asked, async () => {
        const parts = await findPartDetails(app.database, apns, langCode);
        const found = new Set(parts.map((part) => part.partNumber));
        const responseObject = { parts, notFound: apns.filter((apn) => !found.has(apn)) };
        return CatalogueCache.json(reply, { success: true, responseObject });
      });
    });
}
