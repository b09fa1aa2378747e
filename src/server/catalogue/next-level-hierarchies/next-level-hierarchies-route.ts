/**
 * One level of the catalogue: a brand id lists its vehicle catalogues, a vehicle catalogue
 * its major sections, and so on down to a page section, which answers its parts.
 */
import type { FastifyInstance } from 'fastify';
import { brands } from '../../../config/sites';
import { sendProblem } from '../../http/problem-details';
import { findNodes, normaliseLangCode, type CatalogueNode } from '../catalogue-node';
import { findPageParts, type PagePart } from './find-page-parts';
import { nextLevelHierarchiesSchema, type NextLevelHierarchiesBody } from './next-level-hierarchies-schema';

interface BreadcrumbEntry {
  catHieId: string;
  description: string;
}

export default async function nextLevelHierarchiesRoute(app: FastifyInstance) {
  app.post<{ Body: NextLevelHierarchiesBody }>(
    '/catalogue/api/v1/nextLevelHierarchies',
    { schema: nextLevelHierarchiesSchema, preHandler: app.requireShopper },
    async (request, reply) => {
      const { catHieId, filter, featureCodes, shallFetchBreadcrumb } = request.body;
      const langCode = normaliseLangCode(request.body.langCode);
      const brand = brands.find((candidate) => candidate.siteId === catHieId);
      // Public catalogue data: the service worker may keep it for offline use (sw/cache-policy.ts).
      reply.header('cache-control', 'no-cache');
      let node: CatalogueNode | null = null;
      if (brand === undefined) {
        [node = null] = await findNodes(app.database, 'n.cat_hie_id = $2', [langCode, catHieId]);
        if (node === null) return sendProblem(reply, 404, `There is no catalogue section ${catHieId}.`);
      }
      const isPage = node !== null && !node.c_epcIsCatFolder;
      const children = isPage ? [] : await findNodes(app.database, 'n.parent_id = $2', [langCode, catHieId]);
      const term = filter?.trim().toLowerCase() ?? '';
      const parts: PagePart[] = isPage ? await findPageParts(app.database, catHieId, langCode, featureCodes) : [];
      if (request.body.parentApplicable === false) parts.forEach((part) => (part.applicableInd = false));
      return {
        success: true,
        responseObject: {
          node,
          breadcrumb: shallFetchBreadcrumb === true ? await breadcrumbOf(app, node, langCode, brand) : [],
          children: term === '' ? children : children.filter((child) => child.description.toLowerCase().includes(term)),
          parts,
        },
      };
    },
  );
}

async function breadcrumbOf(
  app: FastifyInstance,
  node: CatalogueNode | null,
  langCode: string,
  brand: { siteId: string; name: string } | undefined,
): Promise<BreadcrumbEntry[]> {
  if (node === null) return brand === undefined ? [] : [{ catHieId: brand.siteId, description: brand.name }];
  const [brandId, ...ancestorIds] = node.parentCategoryTree;
  const ancestors = await findNodes(app.database, 'n.cat_hie_id = any($2::text[])', [langCode, ancestorIds]);
  const byId = new Map(ancestors.map((ancestor) => [ancestor.catHieId, ancestor]));
  const brandEntry = brands.find((candidate) => candidate.siteId === brandId);
  return [
    ...(brandEntry === undefined ? [] : [{ catHieId: brandEntry.siteId, description: brandEntry.name }]),
    ...ancestorIds.flatMap((id) => {
      const ancestor = byId.get(id);
      return ancestor === undefined ? [] : [{ catHieId: id, description: ancestor.description }];
    }),
    { catHieId: node.catHieId, description: node.description },
  ];
}
