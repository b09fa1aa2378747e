/** Keeps recorded activities: one recommendation_activities row per product named (migration 010). */
import type { RecommendationActivity } from '../../../domain/recommendations/recommendation-contracts';
import type { Queryable } from '../../db/database';

export interface ActivityRecord {
  siteId: string;
  activity: RecommendationActivity;
  userId: string | undefined;
  cookieId: string;
  productIds: readonly string[];
  recommenderName: string | undefined;
  recoUUID: string | undefined;
}

export async function recordActivity(db: Queryable, record: ActivityRecord): Promise<void> {
  await db.query(
    `insert into recommendation_activities
       (site_id, activity, user_id, cookie_id, product_id, recommender_name, reco_uuid)
     select $1, $2, $3, $4, product_id, $6, $7::uuid from unnest($5::text[]) as product_id`,
    [
      record.siteId,
      record.activity,
      record.userId ?? null,
      record.cookieId,
      record.productIds,
      record.recommenderName ?? null,
      record.recoUUID ?? null,
    ],
  );
}
