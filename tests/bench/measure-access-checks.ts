/**
 * The price of the access policy (docs/access-policy.md) under a mixed catalogue read load:
 * levels of hierarchy, part details, searches, illustrations and price lookups, in turn and
 * each varied, sent through app.inject in process by an approved retailer user (rlee, dealer
 * 006CC), one at a time and eight at a time, with the policy's checks on as they always are.
 * There is no switch to turn the checks off (a bench-only switch would be a way around the
 * policy), so their cost is measured on its own as well: resolving the caller (the EPCUsers
 * read) and deciding the level, the work the access hook adds to each request. Run alone:
 * `npx tsx tests/bench/measure-access-checks.ts`; `npm run bench` prints it too.
 */
import { fileURLToPath } from 'node:url';
import { decideAccess } from '../../src/domain/access/access-levels';
import { derivePrincipal } from '../../src/domain/access/principal';
import { buildApp } from '../../src/server/app';
import { signAccessToken } from '../../src/server/auth/access-token';
import { findUserProfile } from '../../src/server/commerce/data-api/custom-object-caller';
import { makeCatalogueRequests } from './catalogue/catalogue-requests';
import { seedBenchCatalogue } from './catalogue/seed-bench-catalogue';

export interface LoadFigures {
  concurrency: number;
  requests: number;
  requestsPerSecond: number;
  medianMs: number;
  p99Ms: number;
}

export interface AccessCheckFigures {
  loads: LoadFigures[];
  /** The caller's profile read and the level decision, as the hook does them. */
  checkMedianMs: number;
  checkP99Ms: number;
}

const percentile = (values: readonly number[], share: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * share))] ?? Number.NaN;

const benchUser = 'rlee';

export async function measureAccessChecks(
  options: { requests?: number; warmUp?: number } = {},
): Promise<AccessCheckFigures> {
  const requests = options.requests ?? 2_000;
  const warmUp = options.warmUp ?? 400;
  const catalogue = await seedBenchCatalogue({ scale: 1 });
  const app = buildApp({ config: catalogue.config, database: catalogue.database, logger: false });
  try {
    await app.ready();
    const token = await signAccessToken(
      { sub: 'bench', usid: 'bench', authType: 'registered', userId: benchUser },
      { secret: catalogue.config.auth.tokenSecret, ttlSeconds: 3600 },
    );
    const catalogueRequests = await makeCatalogueRequests(catalogue.database, requests);
    const pages = await catalogue.database.query<{ page_id: string; part_number: string }>(
      `select page_id, min(part_number) as part_number from page_parts where catalogue_id like 'corvid-%' group by page_id order by page_id limit 200`,
    );
    const pageAt = (index: number) => pages[index % pages.length] ?? { page_id: '', part_number: '' };
    const mix = [
      ...catalogueRequests.map((request) => (index: number) => ({ method: 'POST' as const, ...request.build(index) })),
      (index: number) => ({
        method: 'GET' as const,
        url: `/catalogue-assets/illustrations/${pageAt(index).page_id}.svg`,
      }),
      (index: number) => ({
        method: 'POST' as const,
        url: '/catalogue/api/v1/priceLookup',
        payload: { dealerCode: '', apn: pageAt(index).part_number },
      }),
    ];
    const send = async (index: number): Promise<number> => {
      const request = (mix[index % mix.length] ?? mix[0])?.(Math.floor(index / mix.length));
      if (request === undefined) throw new Error('No request to send.');
      const started = performance.now();
      const response = await app.inject({ ...request, headers: { authorization: `Bearer ${token}` } });
      if (response.statusCode !== 200) throw new Error(`${request.url}: ${response.statusCode} ${response.body}`);
      return performance.now() - started;
    };
    for (let index = 0; index < warmUp; index += 1) await send(index);

    const loads: LoadFigures[] = [];
    for (const concurrency of [1, 8]) {
      const times: number[] = [];
      let next = 0;
      const started = performance.now();
      await Promise.all(
        Array.from({ length: concurrency }, async () => {
          while (next < requests) times.push(await send(next++));
        }),
      );
      const seconds = (performance.now() - started) / 1000;
      loads.push({
        concurrency,
        requests,
        requestsPerSecond: requests / seconds,
        medianMs: percentile(times, 0.5),
        p99Ms: percentile(times, 0.99),
      });
    }

    const checkTimes: number[] = [];
    for (let index = 0; index < requests; index += 1) {
      const started = performance.now();
      const profile = await findUserProfile(catalogue.database, benchUser);
      const principal = derivePrincipal(
        { authType: 'registered', sub: 'bench', usid: 'bench', userId: benchUser },
        profile,
        new Date(),
      );
      if (!decideAccess('catalogue', principal).allowed) throw new Error(`${benchUser} has no catalogue access.`);
      checkTimes.push(performance.now() - started);
    }
    return { loads, checkMedianMs: percentile(checkTimes, 0.5), checkP99Ms: percentile(checkTimes, 0.99) };
  } finally {
    await app.close();
    await catalogue.close();
  }
}

export async function printAccessCheckBenchmark(): Promise<void> {
  console.log('\nMixed catalogue read load with the access policy checks (building the demo catalogue first)…');
  const figures = await measureAccessChecks();
  console.table([
    ...figures.loads.map((load) => ({
      figure: `Mixed catalogue reads, ${load.concurrency} at a time (${load.requests} requests)`,
      'requests/s': load.requestsPerSecond.toFixed(0),
      'median ms': load.medianMs.toFixed(1),
      'p99 ms': load.p99Ms.toFixed(1),
    })),
    {
      figure: 'The access check alone (profile read + level decision)',
      'requests/s': '',
      'median ms': figures.checkMedianMs.toFixed(2),
      'p99 ms': figures.checkP99Ms.toFixed(2),
    },
  ]);
  const oneAtATime = figures.loads[0];
  if (oneAtATime !== undefined) {
    console.log(
      `The check is ${((figures.checkP99Ms / oneAtATime.p99Ms) * 100).toFixed(1)} % of the one-at-a-time p99 (target: under 10 %).`,
    );
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await printAccessCheckBenchmark();
