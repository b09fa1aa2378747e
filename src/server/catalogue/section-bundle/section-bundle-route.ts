/**
 * POST /catalogue/api/v1/sectionBundle: a vehicle catalogue, major or minor section with every
 * level below it, so the app can keep a whole vehicle on the device in a few requests. The
 * service worker leaves these answers alone (sw/cache-policy.ts): the app stores them itself.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { CatalogueCache } from '../../catalogue-cache/catalogue-cache';
import { sendProblem } from '../../http/problem-details';
import { findBrand, normaliseLangCode } from '../catalogue-node';
import { findSectionBundle } from './find-section-bundle';
import { sectionBundleSchema } from './section-bundle-schema';

export default async function sectionBundleRoute(app: FastifyInstance) {
  app
    .withTypeProvider<TypeBoxTypeProvider>()
    .post('/catalogue/api/v1/sectionBundle', { schema: sectionBundleSchema }, async (request, reply) => {
      const { catHieId } = request.body;
      if (findBrand(catHieId) !== undefined) {
        return sendProblem(
          reply,
          400,
          `${catHieId} is a brand; ask for one of its vehicle catalogues, or a major or minor section of one.`,
        );
      }
      const langCode = normaliseLangCode(request.body.langCode);
      // Public catalogue data, like nextLevelHierarchies: ETags and the server's hot-answer cache.
      const asked = { route: 'POST sectionBundle', dependsOn: { catHieId, langCode }, cacheControl: 'no-cache' };
      return app.catalogueCache.send(request, reply, asked, async () => {
        const result = await findSectionBundle(app.database, catHieId, langCode);
        if (result.found === 'nothing') return sendProblem(reply, 404, `There is no catalogue section ${catHieId}.`);
        if (result.found === 'page') {
          return sendProblem(
            reply,
            400,
            `${catHieId} is a page section; ask for a vehicle catalogue, or a major or minor section.`,
          );
        }
        return CatalogueCache.json(reply, { success: true, responseObject: result.bundle });
      });
    });
}
