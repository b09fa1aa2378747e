/** POST /catalogue/api/v1/search: at most 50 ranked parts of a brand or catalogue. */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { brands } from '../../../config/sites';
import type { CatalogueSearchReply } from '../../../domain/catalogue/catalogue-contracts';
import { CatalogueCache } from '../../catalogue-cache/catalogue-cache';
import { sendProblem } from '../../http/problem-details';
import { normaliseLangCode } from '../catalogue-node';
import { searchParts } from './search-parts';
import { resultLimit } from './search-sql';
import { findCurrentPartResults, findReplacedPart } from './search-replacements';
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
        // An old part number finds its current part(s) too, first, and says what replaced it (issue 20).
        const replacedPart =
          searchCat === 'partNumber' ? await findReplacedPart(app.database, searchTerm, found, langCode) : undefined;
        if (replacedPart === undefined) {
          return CatalogueCache.json(reply, { success: true, responseObject: { results: found } });
        }
        const current = await findCurrentPartResults(app.database, scope, replacedPart, found, langCode);
        const rest = found.filter((result) => !current.some((c) => c.partNumber === result.partNumber));
        const results = [...current, ...rest].slice(0, resultLimit);
        const responseObject: CatalogueSearchReply = { results, replacedPart };
        return CatalogueCache.json(reply, { success: true, responseObject });
      });
    });
}
