/**
 * POST personalization/recs/{siteId}/{recommender} and personalization/{siteId}/zones/{zone}/recs
 * (shell spec, section 7), typed once with TypeBox: the body names the products the shopper is
 * looking at (none is fine: 'recently viewed' needs none) and the visitor. Unknown recommenders
 * and zones are answered 404 by the routes, so the names are not listed here.
 */
import { Type, type Static } from '@fastify/type-provider-typebox';
import {
  maxProductsPerBody,
  type RecsReply,
  type RecsRequest,
} from '../../../domain/recommendations/recommendation-contracts';
import { productRefSchema, recommendationResponses, siteIdParam, visitorProperties } from '../visitor-schema';

const nameParam = Type.String({ minLength: 1, maxLength: 100 });

const body = Type.Object(
  { products: Type.Array(productRefSchema, { maxItems: maxProductsPerBody }), ...visitorProperties },
  { additionalProperties: false },
);

const recsReply = Type.Object({
  recommenderName: Type.String(),
  recoUUID: Type.String(),
  recs: Type.Array(Type.Object({ id: Type.String(), imageUrl: Type.String(), productName: Type.String() })),
});

export const recsByRecommenderSchema = {
  description: "The named recommender's answer for the products given.",
  params: Type.Object({ ...siteIdParam, recommender: nameParam }),
  body,
  response: recommendationResponses(recsReply),
};

export const recsByZoneSchema = {
  description: "The answer of the zone's recommender for the products given.",
  params: Type.Object({ ...siteIdParam, zone: nameParam }),
  body,
  response: recommendationResponses(recsReply),
};

// The schemas and the domain's contract describe the same request and answer.
const sameRequest: RecsRequest = {} as Static<typeof body>;
const sameReply: RecsReply = {} as Static<typeof recsReply>;
void [sameRequest, sameReply];
