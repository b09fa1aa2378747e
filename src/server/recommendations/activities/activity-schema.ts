/**
 * Bodies of POST activities/{siteId}/viewProduct, viewReco, clickReco and addToCart (shell
 * spec, section 7; src/domain/recommendations/recommendation-contracts.ts). viewProduct and
 * clickReco name one product, viewReco and addToCart several; viewReco and clickReco also name
 * the answer (recommenderName, recoUUID) that was seen or used.
 */
import { maxProductsPerBody, type RecommendationActivity } from '../../../domain/recommendations/recommendation-contracts';
import { maxReportedPrice, maxReportedQuantity } from '../../http/numeric-bounds';
import { productRefSchema, siteIdParam, visitorProperties } from '../visitor-schema';

const params = { type: 'object', required: ['siteId'], properties: siteIdParam } as const;

const recoProperties = {
  recommenderName: { type: 'string', minLength: 1, maxLength: 100 },
  recoUUID: { type: 'string', format: 'uuid' },
} as const;

const productList = { type: 'array', minItems: 1, maxItems: maxProductsPerBody, items: productRefSchema } as const;

const cartProduct = {
  ...productRefSchema,
  properties: {
    ...productRefSchema.properties,
    quantity: { type: 'number', minimum: 0, maximum: maxReportedQuantity },
    price: { type: 'number', minimum: 0, maximum: maxReportedPrice },
  },
} as const;

function bodyOf(required: readonly string[], properties: Record<string, unknown>) {
  return {
    type: 'object',
    required: [...required, 'cookieId'],
    additionalProperties: false,
    properties: { ...properties, ...visitorProperties },
  };
}

export const activitySchemas: Record<RecommendationActivity, { params: typeof params; body: ReturnType<typeof bodyOf> }> = {
  viewProduct: { params, body: bodyOf(['product'], { product: productRefSchema }) },
  viewReco: { params, body: bodyOf(['recommenderName', 'recoUUID', 'products'], { ...recoProperties, products: productList }) },
  clickReco: { params, body: bodyOf(['recommenderName', 'recoUUID', 'product'], { ...recoProperties, product: productRefSchema }) },
  addToCart: { params, body: bodyOf(['products'], { products: { ...productList, items: cartProduct } }) },
};
