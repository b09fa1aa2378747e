/**
 * The recommendation service as client and server speak it (shell spec, section 3,
 * "Recommendation data", and section 7, "Recommendation service"). Every body names the
 * visitor: userId when the shopper is known, and always cookieId (the session's usid). The
 * client id travels in a header, not in the body.
 */

/** Where the service is reached on the app's own origin (a proxy path, as the shop API's). */
export const recommendationApiPath = '/mobify/proxy/einstein/v3';

/** The header that carries the client id. */
export const recommendationClientIdHeader = 'x-cq-client-id';

export const recommendationActivities = ['viewProduct', 'viewReco', 'clickReco', 'addToCart'] as const;
export type RecommendationActivity = (typeof recommendationActivities)[number];

/** Parts whose co-occurrence in saved shopping lists and add-to-carts ranks the answer. */
export const oftenBoughtTogether = 'often-bought-together';
/** Parts the visitor opened the details of, newest first. */
export const recentlyViewed = 'recently-viewed';
export const recommenderNames = [oftenBoughtTogether, recentlyViewed] as const;
export type RecommenderName = (typeof recommenderNames)[number];

/** Places in the app that show recommendations, each answered by one recommender. */
export const recommendationZones = {
  'shopping-list': oftenBoughtTogether,
  'part-details': oftenBoughtTogether,
} as const satisfies Record<string, RecommenderName>;
export type RecommendationZone = keyof typeof recommendationZones;

export function isRecommendationZone(name: string): name is RecommendationZone {
  return Object.hasOwn(recommendationZones, name);
}

/** At most this many recommendations in one answer. */
export const maxRecs = 5;

/** At most this many products in one body: a shopping list of a few hundred lines is the most a real request names. */
export const maxProductsPerBody = 200;

/** A product a body names (spec: products (id, sku, altId, altIdType)); id is the part number. */
export interface RecommendedProductRef {
  id: string;
  sku?: string;
  altId?: string;
  altIdType?: string;
}

export interface VisitorIds {
  userId?: string;
  cookieId: string;
}

/** POST personalization/recs/{siteId}/{recommender} and .../zones/{zone}/recs. */
export interface RecsRequest extends VisitorIds {
  /** The products the visitor is looking at; they are never recommended back. */
  products: RecommendedProductRef[];
}

/** One recommendation (spec: recs (id, imageUrl, productName)). */
export interface Rec {
  id: string;
  imageUrl: string;
  productName: string;
}

export interface RecsReply {
  recommenderName: string;
  /** Names this answer, so viewReco and clickReco can say which answer was seen or used. */
  recoUUID: string;
  recs: Rec[];
}

export interface Recommender {
  name: RecommenderName;
  description: string;
}

/** GET personalization/recommenders/{siteId}. */
export interface RecommendersReply {
  recommenders: Recommender[];
}

export interface ViewProductBody extends VisitorIds {
  product: RecommendedProductRef;
}

export interface ViewRecoBody extends VisitorIds {
  recommenderName: string;
  recoUUID: string;
  /** The recommendations shown. */
  products: RecommendedProductRef[];
}

export interface ClickRecoBody extends VisitorIds {
  recommenderName: string;
  recoUUID: string;
  product: RecommendedProductRef;
}

export interface AddToCartBody extends VisitorIds {
  products: (RecommendedProductRef & { quantity?: number; price?: number })[];
}

export interface ActivityBodies {
  viewProduct: ViewProductBody;
  viewReco: ViewRecoBody;
  clickReco: ClickRecoBody;
  addToCart: AddToCartBody;
}

/** What the service answers to a recorded activity. */
export interface ActivityReply {
  requestId: string;
}
