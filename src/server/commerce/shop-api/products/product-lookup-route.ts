/**
 * GET products/{ids}: one product by id, or several with the ids as a comma list in
 * parentheses (shell spec, section 7). A single unknown id is a 404, as the platform answers;
 * a multiple lookup answers the products it found, so one retired part does not hide the rest.
 * The subscription periods are products too (epc-subscription-hour ... -year, issue 17),
 * answered with their price in the currency and their period; a currency no market uses
 * cannot price them and is refused naming it.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import {
  maxProductLookupIds,
  productLookupIds,
  type Product,
  type ProductResult,
} from '../../../../domain/recommendations/product-lookup-contracts';
import { periodOfProduct } from '../../../../domain/subscription/subscription-period';
import { findSubscriptionProducts } from '../baskets/subscription-products';
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
      const unique = [...new Set(ids)];
      const parts = await findProducts(app.database, unique, language, currency);
      const subscriptions = unique.some((id) => periodOfProduct(id) !== undefined)
        ? await findSubscriptionProducts(app.database, currency)
        : [];
      if (unique.some((id) => periodOfProduct(id) !== undefined) && subscriptions.length === 0)
        return sendProblem(reply, 400, `currency ${currency} is not the currency of any market.`);
      const found = new Map<string, Product>([...parts, ...subscriptions].map((product) => [product.id, product]));
      const products = unique.flatMap((id) => {
        const product = found.get(id);
        return product === undefined ? [] : [product];
      });
      if (!segment.startsWith('(')) {
        return products[0] ?? sendProblem(reply, 404, `There is no product ${ids[0] ?? ''}.`);
      }
      const result: ProductResult = { count: products.length, total: products.length, data: products };
      return result;
    });
}
