/**
 * Writes the shop API's demo content assets, promotions and gift certificates (migration
 * 018) inside the seed's transaction: one statement per table, the rows as one JSON value.
 */
import type { Queryable } from '../../database';
import { demoContentAssets } from './demo-content-assets';
import { demoGiftCertificates } from './demo-gift-certificates';
import { demoPromotions } from './demo-promotions';

export async function insertDemoShopData(tx: Queryable): Promise<void> {
  await tx.query(
    `insert into content_assets (content_id, locale, name, description, body)
     select "contentId", locale, name, description, body
     from jsonb_to_recordset($1::jsonb)
       as item("contentId" text, locale text, name text, description text, body text)`,
    [JSON.stringify(demoContentAssets)],
  );
  await tx.query(
    `insert into promotions
       (promotion_id, campaign_id, name, callout_msg, details, currency, start_date, end_date, enabled)
     select "promotionId", "campaignId", name, "calloutMsg", details, currency, "startDate", "endDate", enabled
     from jsonb_to_recordset($1::jsonb) as item("promotionId" text, "campaignId" text, name text,
       "calloutMsg" text, details text, currency text, "startDate" timestamptz, "endDate" timestamptz, enabled boolean)`,
    [JSON.stringify(demoPromotions)],
  );
  await tx.query(
    `insert into gift_certificates (code, merchant_id, currency, amount, balance, status, enabled, description,
       message, recipient_name, recipient_email, sender_name)
     select code, "merchantId", currency, amount, balance, status, enabled, description, message,
       "recipientName", "recipientEmail", "senderName"
     from jsonb_to_recordset($1::jsonb) as item(code text, "merchantId" text, currency text, amount numeric,
       balance numeric, status text, enabled boolean, description text, message text, "recipientName" text,
       "recipientEmail" text, "senderName" text)`,
    [JSON.stringify(demoGiftCertificates)],
  );
}
