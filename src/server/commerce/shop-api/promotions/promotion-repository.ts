/**
 * Reads enabled promotions (migration 018); a switched-off one is never answered, as on the
 * commerce platform, which also ignores qualifiers and schedules on these reads.
 */
import type { Queryable } from '../../../db/database';

interface PromotionRow {
  promotion_id: string;
  name: string;
  callout_msg: string;
  details: string;
  currency: string | null;
  start_date: Date | string | null;
  end_date: Date | string | null;
}

const columns = 'promotion_id, name, callout_msg, details, currency, start_date, end_date';

export type PromotionDocument = ReturnType<typeof promotionDocument>;

/** The enabled promotions among these ids, in the order asked; unknown ids are left out. */
export async function findPromotions(db: Queryable, ids: readonly string[]): Promise<PromotionDocument[]> {
  const rows = await db.query<PromotionRow>(
    `select p.promotion_id, p.name, p.callout_msg, p.details, p.currency, p.start_date, p.end_date
     from unnest($1::text[]) with ordinality as asked(promotion_id, position)
     join promotions p on p.promotion_id = asked.promotion_id and p.enabled
     order by asked.position`,
    [ids],
  );
  return rows.map(promotionDocument);
}

export interface CampaignFilter {
  campaignId: string;
  /** Only promotions running at some time of this range. */
  range?: { start: Date; end: Date };
  /** Only promotions of this currency, or of every currency. */
  currency?: string;
}

export async function findCampaignPromotions(db: Queryable, filter: CampaignFilter): Promise<PromotionDocument[]> {
  const rows = await db.query<PromotionRow>(
    `select ${columns} from promotions
     where campaign_id = $1 and enabled
       and ($2::timestamptz is null or start_date is null or start_date <= $2)
       and ($3::timestamptz is null or end_date is null or end_date >= $3)
       and ($4::text is null or currency is null or currency = $4)
     order by start_date nulls first, promotion_id`,
    [
      filter.campaignId,
      filter.range?.end.toISOString() ?? null,
      filter.range?.start.toISOString() ?? null,
      filter.currency ?? null,
    ],
  );
  return rows.map(promotionDocument);
}

/** The platform's promotion date format: ISO 8601 to the minute, in UTC ('2026-01-01T00:00Z'). */
function promotionDate(value: Date | string): string {
  return `${new Date(value).toISOString().slice(0, 16)}Z`;
}

function promotionDocument(row: PromotionRow) {
  return {
    id: row.promotion_id,
    name: row.name,
    callout_msg: row.callout_msg,
    details: row.details,
    ...(row.currency === null ? {} : { currency: row.currency }),
    ...(row.start_date === null ? {} : { start_date: promotionDate(row.start_date) }),
    ...(row.end_date === null ? {} : { end_date: promotionDate(row.end_date) }),
  };
}
