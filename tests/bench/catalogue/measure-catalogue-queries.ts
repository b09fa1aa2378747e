/**
 * The catalogue query benchmark on its own (npm run bench includes it):
 *   npx tsx tests/bench/catalogue/measure-catalogue-queries.ts
 * DEMO_CATALOGUE_SCALE=8 seeds about a million page parts (read and checked as the server
 * reads it); BENCH_RUNS sets the requests per query (200); BENCH_DATABASE_URL uses a
 * PostgreSQL server (its public schema must be empty) instead of a temporary PGlite folder.
 */
import { loadServerConfig } from '../../../src/server/config';
import { printCatalogueBenchmark } from './print-catalogue-benchmark';

const runs = Number(process.env['BENCH_RUNS'] ?? 200);
if (!Number.isInteger(runs) || runs < 1) throw new Error('BENCH_RUNS must be a whole number of at least 1.');

await printCatalogueBenchmark({
  scale: loadServerConfig().demoCatalogueScale,
  runs,
  databaseUrl: process.env['BENCH_DATABASE_URL'],
});
