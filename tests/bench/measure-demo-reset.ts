// The demo reset (issue 22): POST /api/demo/reset on a freshly seeded temporary PGlite database
// in demo mode, through app.inject in process, each time after a seeded shopping list has been
// emptied, as a tester's changes would leave it. Target: under 2 s (docs/testing.md). Timed
// here, not in the integration test, which proves what the reset puts back.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../src/server/app';
import { loadServerConfig, type ServerConfig } from '../../src/server/config';
import { keepDemoSnapshot } from '../../src/server/db/demo-reset/demo-snapshot';
import { migrateDatabase } from '../../src/server/db/migrate-database';
import { openDatabase } from '../../src/server/db/open-database';
import { seedDemoData } from '../../src/server/db/seed-demo-data';
import { shoppingListType } from '../../src/server/shopping-list/shopping-list-record';

export interface DemoResetFigures {
  runs: number;
  medianMs: number;
  worstMs: number;
}

export async function measureDemoReset(runs = 5): Promise<DemoResetFigures> {
  const dataDir = mkdtempSync(join(tmpdir(), 'epc-demo-reset-bench-'));
  const config: ServerConfig = { ...loadServerConfig({}), dataDir, databaseUrl: undefined, logLevel: 'silent' };
  const database = await openDatabase(config);
  const app = buildApp({ config, database, logger: false });
  try {
    await migrateDatabase(database);
    await seedDemoData(database, { seed: config.demoSeed });
    await database.transaction((tx) => keepDemoSnapshot(tx));
    await app.ready();
    const timings: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      await database.query(`delete from custom_objects where type = $1`, [shoppingListType]);
      const started = performance.now();
      const response = await app.inject({ method: 'POST', url: '/api/demo/reset' });
      timings.push(performance.now() - started);
      if (response.statusCode !== 200)
        throw new Error(`The demo reset answered ${response.statusCode}: ${response.body}`);
    }
    const sorted = [...timings].sort((a, b) => a - b);
    return { runs, medianMs: sorted[Math.floor(runs / 2)] ?? Number.NaN, worstMs: sorted[runs - 1] ?? Number.NaN };
  } finally {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
