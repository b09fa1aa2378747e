/**
 * One level of the catalogue: a brand id lists its vehicle catalogues, a vehicle catalogue
 * its major sections (and its documents), and so on down to a page section, which answers
 * its parts, each marked applicable or not to the caller's vehicle.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { CatalogueNode, Hierarchy } from '../../../domain/catalogue/catalogue-contracts';
import { CatalogueCache } from '../../catalogue-cache/catalogue-cache';
import { sendProblem } from '../../http/problem-details';
import { normaliseLangCode } from '../catalogue-node';
import { findHierarchy } from './find-hierarchy';
import { markApplicableParts } from './find-page-parts';
import { nextLevelHierarchiesSchema } from './next-level-hierarchies-schema';

export default async function nextLevelHierarchiesRoute(app: FastifyInstance) {
  app
    .withTypeProvider<TypeBoxTypeProvider>()
    .post('/catalogue/api/v1/nextLevelHierarchies', { schema: nextLevelHierarchiesSchema }, async (request, reply) => {
      const { catHieId, filter, featureCodes, parentApplicable, shallFetchBreadcrumb } = request.body;
      const langCode = normaliseLangCode(request.body.langCode);
      // Public catalogue data: the service worker may keep it for offline use (sw/cache-policy.ts),
      // revalidating with its ETag; the server keeps hot answers (src/server/catalogue-cache).
      const asked = {
        route: 'POST nextLevelHierarchies',
        dependsOn: { ...request.body, langCode },
        cacheControl: 'no-cache',
      };
      return app.catalogueCache.send(request, reply, asked, async () => {
        const hierarchy = await findHierarchy(app.database, catHieId, langCode, {
          withBreadcrumb: shallFetchBreadcrumb === true,
        });
        if (hierarchy === null) return sendProblem(reply, 404, `There is no catalogue section ${catHieId}.`);
        const responseObject: Hierarchy = {
          ...hierarchy,
          children: matchingChildren(hierarchy.children, filter),
          parts: markApplicableParts(hierarchy.parts, { featureCodes, parentApplicable }),
        };
        return CatalogueCache.json(reply, { success: true, responseObject });
      });
    });
}

function matchingChildren(children: CatalogueNode[], filter: string | undefined): CatalogueNode[] {
  const term = filter?.trim().toLowerCase() ?? '';
  return term === '' ? children : children.filter((child) => child.description.toLowerCase().includes(term));
}
