// Load price (issue 16): a 100,000-row CSV price file for GB, through app.inject in process
// (body parsing, schema, the CSV parse and row checks, the transaction), on a freshly seeded
// temporary PGlite database, by an internal admin: time to preview and to apply
// (target under 10 s each), then the price lookup's p95 for 50 part numbers of the loaded
// file as the demo retailer user rlee (006CC, GB). The file updates the 20,000 seeded GB
// prices and adds 80,000 parts, as a market's whole price list would.
import { signAccessToken } from '../../src/server/auth/access-token';
import { withSeededApp } from './seeded-app';

export interface PriceLoadFigures {
  rows: number;
  megabytes: number;
  previewMs: number;
  applyMs: number;
  lookups: number;
  lookupMedianMs: number;
  lookupP95Ms: number;
}

const percentile = (values: readonly number[], share: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * share))] ?? Number.NaN;

export async function measurePriceLoad(options: { rows?: number; lookups?: number } = {}): Promise<PriceLoadFigures> {
  const rowCount = options.rows ?? 100_000;
  const lookups = options.lookups ?? 200;
  return withSeededApp('price-load', async ({ config, database, app }) => {
    const seeded = await database.query<{ part_number: string }>(
      `select part_number from part_prices where market = 'GB' order by part_number`,
    );
    const partNumbers = seeded.map((row) => row.part_number).slice(0, rowCount);
    for (let index = partNumbers.length; index < rowCount; index += 1) {
      partNumbers.push(`BENCH-${String(index).padStart(6, '0')}`);
    }
    const codes = ['A', 'B', 'C', 'D'];
    const lines = partNumbers.map(
      (partNumber, index) => `${partNumber},${(1 + (index % 99_999) / 100).toFixed(2)},S,${codes[index % 4]}`,
    );
    const content = ['partNumber,unitPrice,taxCode,discountCode', ...lines].join('\n');
    const sign = (userId: string) =>
      signAccessToken(
        { sub: `bench-${userId}`, usid: 'bench', authType: 'registered', userId },
        { secret: config.auth.tokenSecret, ttlSeconds: 3600 },
      );
    // An internal admin's profile as the corporate sign-in creates it (jsmith's is made at their first sign-in).
    const adminProfile = {
      key_value_string: 'BENCH-ADMIN',
      c_epcUserType: 'internal',
      c_epcUserRole: 'admin',
      c_epcUserStatus: 'approved',
      c_epcUserActive: true,
      c_epcBillableFlag: true,
      c_epcUserMarket: 'GB',
      c_epcPartnerId: 'jlr_internal',
    };
    await database.query(`insert into custom_objects (type, key, data) values ('EPCUsers', $1, $2::jsonb)`, [
      adminProfile.key_value_string,
      JSON.stringify(adminProfile),
    ]);
    const admin = { authorization: `Bearer ${await sign(adminProfile.key_value_string)}` };
    const payload = { marketCode: 'GB', format: 'csv', fileName: 'bench.csv', content };
    const timed = async (url: string) => {
      const started = performance.now();
      const response = await app.inject({ method: 'POST', url, headers: admin, payload });
      if (response.statusCode !== 200)
        throw new Error(`${url} answered ${response.statusCode}: ${response.body.slice(0, 300)}`);
      return { ms: performance.now() - started, body: response.json<Record<string, unknown>>() };
    };
    const preview = await timed('/admin/api/v1/prices/preview');
    if (preview.body['errorCount'] !== 0)
      throw new Error(`The bench file has row errors: ${JSON.stringify(preview.body)}`);
    const apply = await timed('/admin/api/v1/prices/apply');
    if (apply.body['loaded'] !== rowCount) throw new Error(`Loaded ${String(apply.body['loaded'])} of ${rowCount}`);

    const user = { authorization: `Bearer ${await sign('rlee')}` };
    const lookup = async (index: number) => {
      const apns = Array.from({ length: 50 }, (_, offset) => partNumbers[(index * 7_919 + offset * 1_999) % rowCount]);
      const started = performance.now();
      const response = await app.inject({
        method: 'POST',
        url: '/catalogue/api/v1/priceLookup',
        headers: user,
        payload: { dealerCode: '006CC', market: 'GB', brand: '', apn: apns.join(','), langCode: 'EN' },
      });
      const parts = response.json<{ parts?: unknown[] }>().parts ?? [];
      if (response.statusCode !== 200 || parts.length === 0) throw new Error(`Lookup answered ${response.statusCode}`);
      return performance.now() - started;
    };
    for (let index = 0; index < 10; index += 1) await lookup(index);
    const times: number[] = [];
    for (let index = 0; index < lookups; index += 1) times.push(await lookup(index + 10));
    return {
      rows: rowCount,
      megabytes: content.length / 1024 / 1024,
      previewMs: preview.ms,
      applyMs: apply.ms,
      lookups,
      lookupMedianMs: percentile(times, 0.5),
      lookupP95Ms: percentile(times, 0.95),
    };
  });
}

// Run alone: npx tsx tests/bench/measure-price-load.ts
if (import.meta.url === `file://${process.argv[1]}`) console.log(await measurePriceLoad());
