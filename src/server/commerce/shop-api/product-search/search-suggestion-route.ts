/**
 * GET search_suggestion?q=&count=&currency=&locale= (shell spec, section 7): the first
 * `count` parts the product search finds, priced in the currency, and the terms they suggest
 * for each word typed (suggested-terms.ts).
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { findPricesInCurrency } from './prices-in-currency';
import { searchSuggestionSchema } from './product-search-schema';
import { searchContext, shopUrl } from './search-request';
import { searchSiteParts } from './search-site-parts';
import { suggestTerms } from './suggested-terms';

export default async function searchSuggestionRoute(app: FastifyInstance) {
  app
    .withTypeProvider<TypeBoxTypeProvider>()
    .get('/search_suggestion', { schema: searchSuggestionSchema }, async (request) => {
      const { q, count } = request.query;
      const { siteId } = request.params;
      const { language, currency } = await searchContext(request, siteId, request.query);
      const found = await searchSiteParts(app.database, siteId, q.trim(), language);
      const suggested = found.slice(0, count);
      const prices = await findPricesInCurrency(
        app.database,
        suggested.map((part) => part.partNumber),
        currency,
      );
      const products = suggested.map((part) => {
        const price = prices.get(part.partNumber);
        return {
          product_id: part.partNumber,
          product_name: part.description,
          link: shopUrl(request, `products/${encodeURIComponent(part.partNumber)}`),
          currency,
          ...(price === undefined ? {} : { price }),
        };
      });
      const texts = found.flatMap((part) => [part.partNumber, part.description]);
      return { query: q, product_suggestions: { products, suggested_terms: suggestTerms(q, texts, count) } };
    });
}
