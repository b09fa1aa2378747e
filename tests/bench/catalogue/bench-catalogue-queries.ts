/**
 * Server time of the catalogue service: each request of catalogue-requests run many times
 * through app.inject, in process, so the time is Fastify's routing, schema validation, the
 * auth hook, the handler with its queries and the serialisation, without a network. Warm-up
 * requests first, so the figures are of a server that has been running, not of its first
 * requests.
 */
import { buildApp } from '../../../src/server/app';
import { signAccessToken } from '../../../src/server/auth/access-token';
import { makeCatalogueRequests } from './catalogue-requests';
import { explainRecorded, recordingDatabase } from './plan-index-use';
import { seedBenchCatalogue } from './seed-bench-catalogue';

export interface CatalogueQueryFigures {
  query: string;
  medianMs: number;
  p95Ms: number;
  /** Indexes the request's statements used, and tables they scanned whole. */
  indexes: string[];
  seqScans: string[];
}

export interface CatalogueBenchmark {
  databaseKind: string;
  scale: number;
  pageParts: number;
  buildMs: number;
  runs: number;
  figures: CatalogueQueryFigures[];
}

/**
 * PGlite is WebAssembly, which V8 first runs unoptimised and recompiles once hot: a query's
 * first few dozen runs take several times as long as in a server that has been up a while.
 */
const warmUp = { runs: 50, ms: 2000 };

/** Sorted-rank percentile: the value below which `share` of the runs fall. */
export const percentile = (values: readonly number[], share: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * share))] ?? Number.NaN;

export async function benchCatalogueQueries(options: {
  scale: number;
  runs: number;
  databaseUrl?: string;
}): Promise<CatalogueBenchmark> {
  const catalogue = await seedBenchCatalogue(options);
  const database = recordingDatabase(catalogue.database);
  const app = buildApp({ config: catalogue.config, database, logger: false });
  try {
    await app.ready();
    // Catalogue data needs catalogue access (docs/access-policy.md): the demo retailer user rlee.
    const token = await signAccessToken(
      { sub: 'bench', usid: 'bench', authType: 'registered', userId: 'rlee' },
      { secret: catalogue.config.auth.tokenSecret, ttlSeconds: 3600 },
    );
    const send = async (request: { url: string; payload: object }) => {
      const response = await app.inject({ method: 'POST', ...request, headers: { authorization: `Bearer ${token}` } });
      if (response.statusCode !== 200) throw new Error(`${request.url}: ${response.statusCode} ${response.body}`);
    };
    const figures: CatalogueQueryFigures[] = [];
    for (const request of await makeCatalogueRequests(database, options.runs)) {
      const warmUpStart = performance.now();
      for (let index = 0; index < warmUp.runs || performance.now() - warmUpStart < warmUp.ms; index += 1) {
        await send(request.build(options.runs + index));
      }
      const times: number[] = [];
      for (let index = 0; index < options.runs; index += 1) {
        const built = request.build(index);
        const start = performance.now();
        await send(built);
        times.push(performance.now() - start);
      }
      const { statements } = await database.record(() => send(request.build(0)));
      figures.push({
        query: request.name,
        medianMs: percentile(times, 0.5),
        p95Ms: percentile(times, 0.95),
        ...(await explainRecorded(database, statements)),
      });
    }
    return {
      databaseKind: database.kind,
      scale: options.scale,
      pageParts: catalogue.counts.page_parts,
      buildMs: catalogue.buildMs,
      runs: options.runs,
      figures,
    };
  } finally {
    await app.close();
    await catalogue.close();
  }
}

/** The timings as console.table rows, against the p95 target of the catalogue issue. */
export function timingRows(benchmark: CatalogueBenchmark, targetP95Ms: number) {
  return benchmark.figures.map((figure) => ({
    query: figure.query,
    'median ms': figure.medianMs.toFixed(1),
    'p95 ms': figure.p95Ms.toFixed(1),
    target: `p95 ≤ ${targetP95Ms} ms${figure.p95Ms <= targetP95Ms ? '' : ' (missed)'}`,
  }));
}

/** What the plans of each request read: the indexes, and any table read whole. */
export function planRows(benchmark: CatalogueBenchmark) {
  return benchmark.figures.map((figure) => ({
    query: figure.query,
    'uses an index': figure.indexes.length > 0 ? 'yes' : 'no',
    'index scans': figure.indexes.join(', '),
    'sequential scans': figure.seqScans.join(', ') || 'none',
  }));
}
