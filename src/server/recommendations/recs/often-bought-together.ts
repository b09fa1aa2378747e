/**
 * 'Often bought together': the parts that share a basket with any of the given parts, most
 * shared first. A basket is a saved shopping list (every user's EPCShoplist record) or one
 * visitor's add-to-carts; a part counts once per basket, however many given parts the basket
 * holds. The given parts are never answered back, nor parts the catalogue does not have.
 *
 * Indexed both ways: the lists holding a part through the GIN index of migration 010 over the
 * list's part numbers, the add-to-carts through recommendation_activities_product_idx and
 * recommendation_activities_visitor_idx.
 */
import type { Queryable } from '../../db/database';

export async function rankOftenBoughtTogether(
  db: Queryable,
  partNumbers: readonly string[],
  limit: number,
): Promise<string[]> {
  if (partNumbers.length === 0) return [];
  const rows = await db.query<{ part_number: string }>(
    `with baskets as (
       select 'list:' || list.key as basket, held.part_number
       from custom_objects list
       cross join lateral unnest(shopping_list_part_numbers(list.data)) as held(part_number)
       -- The literal type and this expression are the partial index's, so the planner uses it.
       where list.type = 'EPCShoplist' and shopping_list_part_numbers(list.data) && $1::text[]
       union
       select 'cart:' || added.visitor_id, added.product_id
       from recommendation_activities added
       where added.activity = 'addToCart'
         and added.visitor_id in (
           select given.visitor_id from recommendation_activities given
           where given.activity = 'addToCart' and given.product_id = any($1::text[]))
     )
     select baskets.part_number
     from baskets
     join parts on parts.part_number = baskets.part_number
     where baskets.part_number <> all($1::text[])
     group by baskets.part_number
     order by count(*) desc, baskets.part_number
     limit $2`,
    [partNumbers, limit],
  );
  return rows.map((row) => row.part_number);
}
