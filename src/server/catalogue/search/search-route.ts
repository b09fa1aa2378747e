/** POST /catalogue/api/v1/search: at most 50 ranked parts of a brand or catalogue. */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { brands } from '../../../config/sites';
import type { CatalogueSearchReply } from '../../../domain/catalogue/catalogue-contracts';
import { CatalogueCache } from '../../catalogue-cache/catalogue-cache';
import { sendProblem } from '../../http/problem-details';
import { normaliseLangCode } from '../catalogue-node';
import { searchParts } from './search-parts';
import { answerWithSupersessions } from './search-replacements';
import { suggestSearch } from './search-suggestion';
import { searchSchema } from './search-schema';

export default async function searchRoute(app: FastifyInstance) {
  app
    .withTypeProvider<TypeBoxTypeProvider>()
    .post('/catalogue/api/v1/search', { schema: searchSchema }, async (request, reply) => {
      // Public catalogue data: the service worker may keep it for offline use (sw/cache-policy.ts),
      // revalidating with its ETag; the server keeps hot answers (src/server/catalogue-cache).
      const { catHieId, searchCat } = request.body;
      const searchTerm = request.body.searchTerm.trim();
      const langCode = normaliseLangCode(request.body.langCode);
      const asked = {
        route: 'POST search',
        dependsOn: { catHieId, searchCat, searchTerm, langCode },
        cacheControl: 'no-cache',
      };
      return app.catalogueCache.send(request, reply, asked, async () => {
        const isBrand = brands.some((brand) => brand.siteId === catHieId);
        let scope: Parameters<typeof searchParts>[1] = { brand: catHieId };
        if (!isBrand) {
          const [node] = await app.database.query<{ catalogue_id: string }>(
            'select catalogue_id from catalogue_nodes where cat_hie_id = $1',
            [catHieId],
          );
          if (node === undefined) return sendProblem(reply, 404, `There is no catalogue section ${catHieId}.`);
          scope = { catalogueId: node.catalogue_id, sectionId: catHieId };
        }
        const found = await searchParts(app.database, scope, searchCat, searchTerm, langCode);
        // Supersessions (issue 20): an old number says what replaced it; a new one is found where it fits.
        // "Did you mean" (docs/decisions.md): only when a description search found nothing.
        const suggestion =
          found.length === 0 && searchCat === 'description'
            ? await suggestSearch(app.database, scope, searchTerm, langCode)
            : undefined;
        const responseObject: CatalogueSearchReply =
          searchCat === 'partNumber'
            ? await answerWithSupersessions(app.database, scope, searchTerm, found, langCode)
            : { results: found, ...(suggestion === undefined ? {} : { suggestion }) };
        return CatalogueCache.json(reply, { success: true, responseObject });
      });
    });
}
