/**
 * GET products/{ids}: one product by id, or several with the ids as a comma list in
 * parentheses (shell spec, section 7). A single unknown id is a 404, as the platform answers;
 * a multiple lookup answers the products it found, so one retired part does not hide the rest.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import {
  maxProductLookupIds,
  productLookupIds,
  type ProductResult,
} from '../../../../domain/recommendations/product-lookup-contracts';
import { sendProblem } from '../../../http/problem-details';
import { findProducts } from './product-repository';
import { partNumberPattern, productLookupSchema } from './product-lookup-schema';

const defaultLanguage = 'en-GB';

export default async function productLookupRoute(app: FastifyInstance) {
  app
    .withTypeProvider<TypeBoxTypeProvider>()
    .get('/products/*', { schema: productLookupSchema }, async (request, reply) => {
      const segment = request.params['*'];
      const ids = productLookupIds(segment);
      const badId = ids.find((id) => !partNumberPattern.test(id));
      if (badId !== undefined)
        return sendProblem(reply, 400, `ids must be part numbers such as SB21-9Z873-AA; '${badId}' is not one.`);
      if (ids.length > maxProductLookupIds)
        return sendProblem(reply, 400, `ids may name at most ${maxProductLookupIds} products.`);
      const { currency, locale } = request.query;
      const language = locale === undefined || locale === 'default' ? defaultLanguage : locale;
      const products = await findProducts(app.database, [...new Set(ids)], language, currency);
      if (!segment.startsWith('(')) {
        return products[0] ?? sendProblem(reply, 404, `There is no product ${ids[0] ?? ''}.`);
      }
      const result: ProductResult = { count: products.length, total: products.length, data: products };
      return result;
    });
}
