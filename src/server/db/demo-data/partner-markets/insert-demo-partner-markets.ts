/**
 * The demo partners' market lists (EpcRetailerSpecificMarket custom objects, catalogue spec
 * section 3; read by partner id as the shell spec's partner markets lookup): dealer 006CC of
 * rparts, rlee and the sponsored isponsored sells in the UK, Ireland and France. Every other
 * partner has none, so the lookup answers 'false' and its users keep their own market.
 */
import type { Queryable } from '../../database';

const partnerMarkets: Readonly<Record<string, string>> = {
  '006CC': 'GB|IE|FR',
};

export async function insertDemoPartnerMarkets(tx: Queryable): Promise<void> {
  const records = Object.entries(partnerMarkets).map(([partnerId, marketCodes]) => ({
    key: partnerId,
    data: { key_value_string: partnerId, c_market_code: marketCodes },
  }));
  await tx.query(
    `insert into custom_objects (type, key, data)
     select 'EpcRetailerSpecificMarket', item->>'key', item->'data' from jsonb_array_elements($1::jsonb) as item`,
    [JSON.stringify(records)],
  );
}
