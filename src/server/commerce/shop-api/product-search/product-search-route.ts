/**
 * GET product_search?q=&currency=&count=&start=&refine=&locale= (shell spec, section 7): the
 * site's parts the catalogue search finds (search-site-parts.ts), as product search hits
 * priced in the currency, a page at a time with the platform's next and previous links.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sendProblem } from '../../../http/problem-details';
import { findPricesInCurrency } from './prices-in-currency';
import { inPriceRange, parsePriceRefinement, type PriceRange } from './price-refinement';
import { productSearchSchema, type ProductHit } from './product-search-schema';
import { searchContext, shopUrl } from './search-request';
import { searchSiteParts } from './search-site-parts';

export default async function productSearchRoute(app: FastifyInstance) {
  app
    .withTypeProvider<TypeBoxTypeProvider>()
    .get('/product_search', { schema: productSearchSchema }, async (request, reply) => {
      const { q, count, start, refine } = request.query;
      let range: PriceRange | undefined;
      if (refine !== undefined) {
        const parsed = parsePriceRefinement(refine);
        if (typeof parsed === 'string') return sendProblem(reply, 400, parsed);
        range = parsed;
      }
      const { siteId } = request.params;
      const { language, currency } = await searchContext(request, siteId, request.query);
      const found = await searchSiteParts(app.database, siteId, q.trim(), language);
      const prices = await findPricesInCurrency(
        app.database,
        found.map((part) => part.partNumber),
        currency,
      );
      const hits: ProductHit[] = found
        .map((part) => {
          const price = prices.get(part.partNumber);
          return {
            product_id: part.partNumber,
            product_name: part.description,
            hit_type: 'product' as const,
            link: shopUrl(request, `products/${encodeURIComponent(part.partNumber)}`),
            currency,
            ...(price === undefined ? {} : { price }),
          };
        })
        .filter((hit) => range === undefined || inPriceRange(hit.price, range));
      const page = hits.slice(start, start + count);
      const pageUrl = (from: number) => searchPageUrl(request, from);
      return {
        count: page.length,
        start,
        total: hits.length,
        query: q,
        hits: page,
        ...(refine === undefined ? {} : { selected_refinements: { price: refine.slice('price='.length) } }),
        ...(start + count < hits.length ? { next: pageUrl(start + count) } : {}),
        ...(start > 0 ? { previous: pageUrl(Math.max(0, start - count)) } : {}),
      };
    });
}

/** This search's URL with another start, as the platform's next and previous links are. */
function searchPageUrl(request: FastifyRequest, start: number): string {
  const query = new URL(request.url, 'http://localhost').searchParams;
  query.set('start', String(start));
  return shopUrl(request, `product_search?${query.toString()}`);
}
