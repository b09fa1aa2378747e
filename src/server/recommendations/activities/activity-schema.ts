/**
 * POST activities/{siteId}/viewProduct, viewReco, clickReco and addToCart (shell spec, section
 * 7; src/domain/recommendations/recommendation-contracts.ts), typed once with TypeBox.
 * viewProduct and clickReco name one product, viewReco and addToCart several; viewReco and
 * clickReco also name the answer (recommenderName, recoUUID) that was seen or used.
 */
import { Type, type Static, type TProperties } from '@fastify/type-provider-typebox';
import {
  maxProductsPerBody,
  type ActivityBodies,
  type ActivityReply,
} from '../../../domain/recommendations/recommendation-contracts';
import { maxReportedPrice, maxReportedQuantity } from '../../http/numeric-bounds';
import {
  productRefProperties,
  productRefSchema,
  recommendationResponses,
  siteIdParam,
  visitorProperties,
} from '../visitor-schema';

const params = Type.Object(siteIdParam);

const recoProperties = {
  recommenderName: Type.String({ minLength: 1, maxLength: 100 }),
  recoUUID: Type.String({ format: 'uuid' }),
};

const productList = Type.Array(productRefSchema, { minItems: 1, maxItems: maxProductsPerBody });

const cartProduct = Type.Object(
  {
    ...productRefProperties,
    quantity: Type.Optional(Type.Number({ minimum: 0, maximum: maxReportedQuantity })),
    price: Type.Optional(Type.Number({ minimum: 0, maximum: maxReportedPrice })),
  },
  { additionalProperties: false },
);

function bodyOf<Properties extends TProperties>(properties: Properties) {
  return Type.Object({ ...properties, ...visitorProperties }, { additionalProperties: false });
}

const activityReply = Type.Object({ requestId: Type.String() });

const bodies = {
  viewProduct: bodyOf({ product: productRefSchema }),
  viewReco: bodyOf({ ...recoProperties, products: productList }),
  clickReco: bodyOf({ ...recoProperties, product: productRefSchema }),
  addToCart: bodyOf({ products: Type.Array(cartProduct, { minItems: 1, maxItems: maxProductsPerBody }) }),
};

/** Every activity's schema has the same params and answer; only the body differs. */
export const activitySchemas = {
  viewProduct: {
    description: 'Records that the visitor opened a product.',
    params,
    body: bodies.viewProduct,
    response: recommendationResponses(activityReply),
  },
  viewReco: {
    description: 'Records that the visitor saw an answer.',
    params,
    body: bodies.viewReco,
    response: recommendationResponses(activityReply),
  },
  clickReco: {
    description: 'Records that the visitor opened a recommended product.',
    params,
    body: bodies.clickReco,
    response: recommendationResponses(activityReply),
  },
  addToCart: {
    description: 'Records parts the visitor added to their list.',
    params,
    body: bodies.addToCart,
    response: recommendationResponses(activityReply),
  },
};

// The schemas and the domain's contract describe the same bodies and answer.
const sameBodies: { [Activity in keyof ActivityBodies]: ActivityBodies[Activity] } = {} as {
  [Activity in keyof typeof bodies]: Static<(typeof bodies)[Activity]>;
};
const sameReply: ActivityReply = {} as Static<typeof activityReply>;
void [sameBodies, sameReply];
