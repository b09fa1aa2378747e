/**
 * The dealer's record (table retailers) for the dealer hand-off: the name and sales location
 * LoginDealers sends as DealerName and DSL (catalogue spec, section 7; issue 20).
 */
import type { Queryable } from '../db/database';

export interface DealerRecord {
  name: string;
  dsl: string;
}

export async function findDealerRecord(db: Queryable, dealerCode: string): Promise<DealerRecord | undefined> {
  const [row] = await db.query<DealerRecord>('select name, dsl from retailers where code = $1', [dealerCode]);
  return row;
}
