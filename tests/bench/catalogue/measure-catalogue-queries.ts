/**
 * Server time of the catalogue service, through app.inject on a freshly seeded database:
 * median and p95 of many requests per endpoint. Run on its own:
 *   npx tsx tests/bench/catalogue/measure-catalogue-queries.ts
 * DEMO_CATALOGUE_SCALE=8 seeds about a million page parts; BENCH_DATABASE_URL uses a
 * PostgreSQL server (its public schema must be empty) instead of a temporary PGlite folder.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../../src/server/app';
import { signAccessToken } from '../../../src/server/auth/access-token';
import { loadServerConfig } from '../../../src/server/config';
import { generateDemoData } from '../../../src/server/db/demo-data/generate-demo-data';
import { migrateDatabase } from '../../../src/server/db/migrate-database';
import { openDatabase } from '../../../src/server/db/open-database';
import { seedDemoData } from '../../../src/server/db/seed-demo-data';

const runs = Number(process.env['BENCH_RUNS'] ?? 50);
const scale = Number(process.env['DEMO_CATALOGUE_SCALE'] ?? 1);
const percentile = (values: number[], share: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * share))] ?? Number.NaN;

const dataDir = mkdtempSync(join(tmpdir(), 'epc-catalogue-bench-'));
const config = { ...loadServerConfig({}), dataDir, databaseUrl: process.env['BENCH_DATABASE_URL'], logLevel: 'silent' as const };
const database = await openDatabase(config);
await migrateDatabase(database);
const seedStart = performance.now();
await seedDemoData(database, { seed: config.demoSeed, generate: (seed) => generateDemoData(seed, { catalogueScale: scale }) });
const seedMs = performance.now() - seedStart;
const [counts] = await database.query<Record<string, number>>(
  `select (select count(*)::int from page_parts) as page_parts, (select count(*)::int from parts) as parts,
          (select count(*)::int from catalogue_nodes) as nodes, (select count(*)::int from catalogue_texts) as texts,
          (select count(*)::int from vehicles) as vehicles`,
);
const app = buildApp({ config, database, logger: false });
await app.ready();
const token = signAccessToken({ sub: 'bench', usid: 'bench', authType: 'guest' }, { secret: config.auth.tokenSecret, ttlSeconds: 3600 });
const pages = await database.query<{ page_id: string; part_number: string }>(
  `select page_id, min(part_number) as part_number from page_parts where catalogue_id like 'arden-sb21-%' group by page_id order by page_id limit ${runs}`,
);

async function measure(name: string, payloadOf: (index: number) => { url: string; payload: object }) {
  const times: number[] = [];
  for (let index = 0; index < runs; index += 1) {
    const { url, payload } = payloadOf(index);
    const start = performance.now();
    const response = await app.inject({ method: 'POST', url, payload, headers: { authorization: `Bearer ${token}` } });
    times.push(performance.now() - start);
    if (response.statusCode !== 200) throw new Error(`${name}: ${response.statusCode} ${response.body}`);
  }
  return { name, median: percentile(times, 0.5).toFixed(1), p95: percentile(times, 0.95).toFixed(1) };
}

const page = (index: number) => pages[index % pages.length] ?? { page_id: '', part_number: '' };
const terms = ['brake caliper', 'calipr', 'pompe eau', 'timing chain tensioner', 'wheel nut', 'bolt'];
const table = [
  await measure('nextLevelHierarchies (page, parts)', (index) => ({ url: '/catalogue/api/v1/nextLevelHierarchies', payload: { catHieId: page(index).page_id, langCode: 'fr-FR', shallFetchBreadcrumb: true, featureCodes: ['P250', 'AT8'] } })),
  await measure('nextLevelHierarchies (catalogue)', () => ({ url: '/catalogue/api/v1/nextLevelHierarchies', payload: { catHieId: 'arden-sb21-2024', langCode: 'de-DE', shallFetchBreadcrumb: true } })),
  await measure('partDetails (1 part)', (index) => ({ url: '/part/api/v1/partDetails', payload: { apns: [page(index).part_number], langCode: 'en-GB' } })),
  await measure('search partNumber', (index) => ({ url: '/catalogue/api/v1/search', payload: { catHieId: 'arden-sb21-2024', searchCat: 'partNumber', searchTerm: page(index).part_number.slice(0, 7 + (index % 5)) } })),
  await measure('search description', (index) => ({ url: '/catalogue/api/v1/search', payload: { catHieId: 'arden-sb21-2024', searchCat: 'description', searchTerm: terms[index % terms.length], langCode: index % 2 === 0 ? 'en-GB' : 'fr-FR' } })),
];
console.log(`database ${database.kind}, scale ${scale}, seed ${Math.round(seedMs)} ms`, counts);
console.table(table);
await app.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });
