// Server time to price a shopping list: POST /api/shopping-list/price for a 500-line list,
// through app.inject in process (routing, schema validation, the profile and record reads,
// the price query, the decimal arithmetic and the serialisation, without a network), on a
// freshly seeded temporary PGlite database. The caller is the demo retailer user rlee
// (retailer 006CC, GB). Warm-up requests first: PGlite's WebAssembly runs slowly until hot.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ShoppingListLine } from '../../src/domain/shopping-list/shopping-list-contracts';
import { buildApp } from '../../src/server/app';
import { signAccessToken } from '../../src/server/auth/access-token';
import { loadServerConfig, type ServerConfig } from '../../src/server/config';
import { migrateDatabase } from '../../src/server/db/migrate-database';
import { openDatabase } from '../../src/server/db/open-database';
import { seedDemoData } from '../../src/server/db/seed-demo-data';

export interface PricingFigures {
  lines: number;
  runs: number;
  medianMs: number;
  p95Ms: number;
  /** Migrating and seeding the database the runs use. */
  seedMs: number;
}

const warmUpRuns = 10;

/** Sorted-rank percentile: the value below which `share` of the runs fall. */
const percentile = (values: readonly number[], share: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * share))] ?? Number.NaN;

/** Demo part numbers with quantities, A/R, priceAmmends, and a '#' line every hundred. */
function makeList(partNumbers: readonly string[], size: number): ShoppingListLine[] {
  return Array.from({ length: size }, (_, index) => {
    const partNumber = index % 100 === 99 ? `SUNDRY#${index}` : (partNumbers[index % partNumbers.length] ?? '');
    return {
      productId: `line-${index}`,
      partNumber,
      partDescription: '',
      quantity: index % 10 === 0 ? 'A/R' : String(1 + (index % 7)),
      priceAmmend: index % 5 === 0 ? '12.5' : '0',
    };
  });
}

export async function measureShoppingListPricing(
  options: { runs?: number; lines?: number } = {},
): Promise<PricingFigures> {
  const runs = options.runs ?? 30;
  const size = options.lines ?? 500;
  const dataDir = mkdtempSync(join(tmpdir(), 'epc-pricing-bench-'));
  const config: ServerConfig = { ...loadServerConfig({}), dataDir, databaseUrl: undefined, logLevel: 'silent' };
  const database = await openDatabase(config);
  const app = buildApp({ config, database, logger: false });
  try {
    const seedStart = performance.now();
    await migrateDatabase(database);
    await seedDemoData(database, { seed: config.demoSeed });
    const seedMs = performance.now() - seedStart;
    await app.ready();
    const partNumbers = await database.query<{ part_number: string }>(
      `select part_number from part_prices where market = 'GB' order by md5(part_number) limit $1`,
      [size],
    );
    const payload = {
      lines: makeList(
        partNumbers.map((row) => row.part_number),
        size,
      ),
      market: 'GB',
      langCode: 'EN',
    };
    const token = await signAccessToken(
      { sub: 'bench', usid: 'bench', authType: 'registered', userId: 'rlee' },
      { secret: config.auth.tokenSecret, ttlSeconds: 3600 },
    );
    const price = async () => {
      const started = performance.now();
      const response = await app.inject({
        method: 'POST',
        url: '/api/shopping-list/price',
        headers: { authorization: `Bearer ${token}` },
        payload,
      });
      if (response.statusCode !== 200) throw new Error(`Pricing answered ${response.statusCode}: ${response.body}`);
      return performance.now() - started;
    };
    for (let index = 0; index < warmUpRuns; index += 1) await price();
    const times: number[] = [];
    for (let index = 0; index < runs; index += 1) times.push(await price());
    return { lines: size, runs, medianMs: percentile(times, 0.5), p95Ms: percentile(times, 0.95), seedMs };
  } finally {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
