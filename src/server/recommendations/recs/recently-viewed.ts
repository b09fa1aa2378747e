/**
 * 'Recently viewed': the parts whose details the visitor opened (viewProduct activities),
 * newest view first, without the parts given. The visitor is the userId when known, else the
 * cookieId, as the activities were recorded (migration 010's visitor_id).
 */
import type { Queryable } from '../../db/database';

export async function rankRecentlyViewed(
  db: Queryable,
  visitorId: string,
  excludedPartNumbers: readonly string[],
  limit: number,
): Promise<string[]> {
  const rows = await db.query<{ part_number: string }>(
    `select viewed.product_id as part_number
     from recommendation_activities viewed
     join parts on parts.part_number = viewed.product_id
     where viewed.activity = 'viewProduct' and viewed.visitor_id = $1 and viewed.product_id <> all($2::text[])
     group by viewed.product_id
     order by max(viewed.created_at) desc, max(viewed.activity_id) desc
     limit $3`,
    [visitorId, excludedPartNumbers, limit],
  );
  return rows.map((row) => row.part_number);
}
