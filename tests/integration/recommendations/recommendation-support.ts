/** Calls of the recommendation service as the app makes them: client id header, shopper token, siteId arden. */
import type { RecommendationActivity } from '../../../src/domain/recommendations/recommendation-contracts';
import { commerceConfig } from '../../../src/config/commerce';
import type { Queryable } from '../../../src/server/db/database';
import type { TestShopper } from '../shop-api/shopper-fixtures';
import type { TestServer } from '../support/test-server';

export const recommendationPath = (path: string) => `/mobify/proxy/einstein/v3/${path}`;

export const clientHeaders = (shopper: TestShopper) => ({
  ...shopper.headers,
  'x-cq-client-id': commerceConfig.clientId,
});

export function postActivity(
  server: TestServer,
  shopper: TestShopper,
  activity: RecommendationActivity,
  payload: Record<string, unknown>,
) {
  return server.app.inject({
    method: 'POST',
    url: recommendationPath(`activities/arden/${activity}`),
    headers: clientHeaders(shopper),
    payload,
  });
}

export function postRecs(
  server: TestServer,
  shopper: TestShopper,
  recommender: string,
  payload: Record<string, unknown>,
) {
  return server.app.inject({
    method: 'POST',
    url: recommendationPath(`personalization/recs/arden/${recommender}`),
    headers: clientHeaders(shopper),
    payload,
  });
}

export const productsOf = (ids: readonly string[]) => ids.map((id) => ({ id }));

/**
 * The shopper's session id (the usid claim of their access token), the only cookieId the
 * service accepts from them, as the app sends it.
 */
export function cookieIdOf(shopper: TestShopper): string {
  const payload = shopper.headers.authorization.split('.')[1] ?? '';
  return (JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { usid: string }).usid;
}

/**
 * Distinct catalogue parts (no fixings) of pages the demo shopping lists do not use, so lists
 * a test saves are the only ones that hold them; each test takes its own slice (offset).
 */
export async function partsNoListHolds(db: Queryable, count: number, offset: number): Promise<string[]> {
  const rows = await db.query<{ part_number: string }>(
    `select part_number from (
       select pp.part_number, min(pp.page_id || to_char(pp.line_number, 'FM000')) as first_seen
       from page_parts pp
       where pp.page_id like 'arden-ks32-2025-m07-%' and pp.part_number not like 'W%'
       group by pp.part_number
     ) shown order by first_seen limit $1 offset $2`,
    [count, offset],
  );
  if (rows.length < count) throw new Error(`Only ${rows.length} parts were found for the test.`);
  return rows.map((row) => row.part_number);
}
