/**
 * Reads and writes the EpcTaxRecords and EpcDiscountRecords custom objects pricing reads
 * (src/server/pricing/read-rate-resolution.ts), keyed retailer-market as the demo seed keys
 * them. A write merges by code into the record: the codes it names take the new rate, the
 * others keep theirs. Entries are stored as pricing-records.ts reads them: tax entries as JSON
 * strings { value, code }, discount entries keyed 'default:CODE' with { value, code }.
 */
import { discountType, rateRecordKey } from '../../../domain/admin/rate-entries';
import { readDiscountRecord, readTaxRecord, type CodeRate } from '../../../domain/shopping-list/pricing-records';
import type { Queryable } from '../../db/database';

export type RateRecordType = 'EpcTaxRecords' | 'EpcDiscountRecords';

export interface RateWrite {
  retailerId: string;
  market: string;
  rates: readonly CodeRate[];
  updatedBy: string;
  createdBy: string;
}

export interface StoredRates {
  rates: CodeRate[];
  lastModified: string | null;
}

const ratesOf = (type: RateRecordType, data: Record<string, unknown>) =>
  (type === 'EpcTaxRecords' ? readTaxRecord(data) : readDiscountRecord(data))?.rates ?? [];

export async function readRateRecord(
  db: Queryable,
  type: RateRecordType,
  retailerId: string,
  market: string,
): Promise<StoredRates> {
  const [row] = await db.query<{ data: Record<string, unknown>; last_modified: Date }>(
    'select data, last_modified from custom_objects where type = $1 and key = $2',
    [type, rateRecordKey(retailerId, market)],
  );
  if (row === undefined) return { rates: [], lastModified: null };
  return { rates: ratesOf(type, row.data), lastModified: new Date(row.last_modified).toISOString() };
}

function storedEntries(type: RateRecordType, rates: readonly CodeRate[]): unknown {
  if (type === 'EpcTaxRecords') return rates.map(({ code, rate }) => JSON.stringify({ value: rate, code }));
  return Object.fromEntries(rates.map(({ code, rate }) => [`${discountType}:${code}`, { value: rate, code }]));
}

/** Merges the rates into the retailer's record of the market (creating it); one row written. */
export async function writeRateRecord(db: Queryable, type: RateRecordType, write: RateWrite): Promise<void> {
  const key = rateRecordKey(write.retailerId, write.market);
  const [existing] = await db.query<{ data: Record<string, unknown> }>(
    'select data from custom_objects where type = $1 and key = $2 for update',
    [type, key],
  );
  const merged = new Map((existing === undefined ? [] : ratesOf(type, existing.data)).map((r) => [r.code, r.rate]));
  for (const { code, rate } of write.rates) merged.set(code, rate);
  const rates = [...merged].map(([code, rate]) => ({ code, rate }));
  const createdBy = existing?.data['c_createdBy'];
  const data = {
    c_retailerId: write.retailerId,
    c_market: write.market,
    c_id: key,
    c_user: write.updatedBy,
    c_createdBy: typeof createdBy === 'string' ? createdBy : write.createdBy,
    c_updatedBy: write.updatedBy,
    [type === 'EpcTaxRecords' ? 'c_taxRecords' : 'c_discountRecords']: storedEntries(type, rates),
  };
  await db.query(
    `insert into custom_objects (type, key, data, last_modified) values ($1, $2, $3::jsonb, now())
     on conflict (type, key) do update set data = excluded.data, last_modified = now()`,
    [type, key, JSON.stringify(data)],
  );
}

export async function retailerExists(db: Queryable, code: string): Promise<boolean> {
  const rows = await db.query('select 1 from retailers where code = $1', [code]);
  return rows.length > 0;
}

export async function marketExists(db: Queryable, code: string): Promise<boolean> {
  const rows = await db.query('select 1 from markets where code = $1', [code]);
  return rows.length > 0;
}
