/** Answers a recs request with the named recommender's ranking, described for display. */
import { randomUUID } from 'node:crypto';
import {
  maxRecs,
  oftenBoughtTogether,
  recentlyViewed,
  type RecommenderName,
  type RecsReply,
  type RecsRequest,
} from '../../../domain/recommendations/recommendation-contracts';
import type { Queryable } from '../../db/database';
import { describeRecs } from './describe-recs';
import { rankOftenBoughtTogether } from './often-bought-together';
import { rankRecentlyViewed } from './recently-viewed';

const rankers: Record<RecommenderName, (db: Queryable, request: RecsRequest, given: string[]) => Promise<string[]>> = {
  [oftenBoughtTogether]: (db, _request, given) => rankOftenBoughtTogether(db, given, maxRecs),
  [recentlyViewed]: (db, request, given) => rankRecentlyViewed(db, request.userId ?? request.cookieId, given, maxRecs),
};

export function isRecommenderName(name: string): name is RecommenderName {
  return Object.hasOwn(rankers, name);
}

export async function recommend(
  db: Queryable,
  recommenderName: RecommenderName,
  request: RecsRequest,
): Promise<RecsReply> {
  const given = [...new Set(request.products.map((product) => product.id))];
  const ranked = await rankers[recommenderName](db, request, given);
  return { recommenderName, recoUUID: randomUUID(), recs: await describeRecs(db, ranked) };
}
