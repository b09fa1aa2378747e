/**
 * Seeds a catalogue at a scale, times its queries and prints two tables: the timings, and
 * the indexes the queries' plans use. Used by `npm run bench` (demo scale, and a million
 * page parts with BENCH_MILLION=1) and by measure-catalogue-queries.ts on its own.
 */
import { loadavg } from 'node:os';
import { benchCatalogueQueries, planRows, timingRows } from './bench-catalogue-queries';

/** p95 targets of the catalogue issue: 20 ms at demo scale, 50 ms at a million page parts. */
const targetP95Ms = (scale: number) => (scale <= 1 ? 20 : 50);

export async function printCatalogueBenchmark(options: {
  scale: number;
  runs: number;
  databaseUrl?: string;
}): Promise<void> {
  console.log(`\nBuilding the catalogue at scale ${options.scale} for the query benchmark…`);
  const benchmark = await benchCatalogueQueries(options);
  console.log(
    `Catalogue queries on ${benchmark.databaseKind}, scale ${benchmark.scale}: ${benchmark.pageParts.toLocaleString('en-GB')} page parts, ` +
      `built (migrated and seeded) in ${(benchmark.buildMs / 1000).toFixed(1)} s. Server time per request through app.inject, in ` +
      `process (routing, validation, auth, queries, serialisation; no network): median and p95 of ${benchmark.runs} requests ` +
      `each, after at least 50 warm-up requests and 2 s. Load average at the end: ${loadavg()[0]?.toFixed(1)}.`,
  );
  console.table(timingRows(benchmark, targetP95Ms(benchmark.scale)));
  console.log('Index use, from EXPLAIN ANALYZE of the statements of one request of each kind:');
  console.table(planRows(benchmark));
}
