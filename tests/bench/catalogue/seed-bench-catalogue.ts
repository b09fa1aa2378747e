/**
 * A database holding the demo data with the catalogue at a scale, for the catalogue query
 * benchmark: a temporary PGlite folder, removed on close, or the PostgreSQL server of a URL
 * (its public schema must be empty; the rows stay).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadServerConfig, type ServerConfig } from '../../../src/server/config';
import type { Database } from '../../../src/server/db/database';
import { generateDemoData } from '../../../src/server/db/demo-data/generate-demo-data';
import { migrateDatabase } from '../../../src/server/db/migrate-database';
import { openDatabase } from '../../../src/server/db/open-database';
import { seedDemoData } from '../../../src/server/db/seed-demo-data';

export interface CatalogueCounts {
  page_parts: number;
  parts: number;
  nodes: number;
  texts: number;
}

export interface BenchCatalogue {
  database: Database;
  config: ServerConfig;
  /** Migrating and seeding, in milliseconds. */
  buildMs: number;
  counts: CatalogueCounts;
  close: () => Promise<void>;
}

export async function seedBenchCatalogue(options: { scale: number; databaseUrl?: string }): Promise<BenchCatalogue> {
  const dataDir = mkdtempSync(join(tmpdir(), 'epc-catalogue-bench-'));
  const config: ServerConfig = {
    ...loadServerConfig({}),
    dataDir,
    databaseUrl: options.databaseUrl,
    logLevel: 'silent',
  };
  const database = await openDatabase(config);
  const close = async () => {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const start = performance.now();
    await migrateDatabase(database);
    await seedDemoData(database, {
      seed: config.demoSeed,
      generate: (seed) => generateDemoData(seed, { catalogueScale: options.scale }),
    });
    const buildMs = performance.now() - start;
    const [counts] = await database.query<CatalogueCounts>(
      `select (select count(*)::int from page_parts) as page_parts, (select count(*)::int from parts) as parts,
              (select count(*)::int from catalogue_nodes) as nodes, (select count(*)::int from catalogue_texts) as texts`,
    );
    if (counts === undefined) throw new Error('The catalogue counts came back empty.');
    return { database, config, buildMs, counts, close };
  } catch (error) {
    await close();
    throw error;
  }
}
