/**
 * Supersession chain lookups (issue 20) on the demo catalogue, in process on a freshly seeded
 * temporary PGlite database: the lookup alone (findReplacements: one recursive statement for
 * every step reachable, then the walk to the chain's end), for one old part number and for a
 * page section's parts at once (what every parts table adds); and a search for an old number
 * through app.inject as the demo retailer user rlee (routing, access check, the search, the
 * notice and the current part located), with the catalogue's answer cache off, so every request
 * does the work. Each part number is asked in turn, so no answer is the previous one.
 * Run alone: `npx tsx tests/bench/measure-supersessions.ts`; `npm run bench` prints it too.
 */
import { fileURLToPath } from 'node:url';
import { buildApp } from '../../src/server/app';
import { signAccessToken } from '../../src/server/auth/access-token';
import { findReplacements } from '../../src/server/catalogue/find-replacements';
import { seedBenchCatalogue } from './catalogue/seed-bench-catalogue';

export interface SupersessionFigures {
  runs: number;
  chainStarts: number;
  longestChain: number;
  oneChainP95Ms: number;
  oneChainMedianMs: number;
  pageP95Ms: number;
  pageMedianMs: number;
  searchP95Ms: number;
  searchMedianMs: number;
}

/** The p95 targets, beside the figures in the table and the README. */
export const supersessionTargets = { oneChainMs: 5, pageMs: 10, searchMs: 50 };

const percentile = (values: readonly number[], share: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * share))] ?? Number.NaN;

async function timeRuns(runs: number, warmUp: number, run: (index: number) => Promise<void>): Promise<number[]> {
  for (let index = 0; index < warmUp; index += 1) await run(index);
  const times: number[] = [];
  for (let index = 0; index < runs; index += 1) {
    const started = performance.now();
    await run(warmUp + index);
    times.push(performance.now() - started);
  }
  return times;
}

export async function measureSupersessions(options: { runs?: number } = {}): Promise<SupersessionFigures> {
  const runs = options.runs ?? 1_000;
  const warmUp = 100;
  const catalogue = await seedBenchCatalogue({ scale: 1 });
  const { database } = catalogue;
  const app = buildApp({
    config: { ...catalogue.config, catalogueCacheMb: 0 },
    database,
    logger: false,
  });
  try {
    await app.ready();
    // Where chains start (no part replaces them), with their length.
    const starts = await database.query<{ part_number: string; catalogue_id: string; steps: number }>(
      `with recursive walk(start, part_number, steps) as (
         select s.part_number, s.part_number, 0 from part_supersessions s
         where not exists (select 1 from part_supersessions o where o.replaced_by = s.part_number)
         union
         select w.start, s.replaced_by, w.steps + 1 from walk w join part_supersessions s on s.part_number = w.part_number
         where w.steps < 20
       )
       select w.start as part_number, max(w.steps)::int as steps,
              (select pp.catalogue_id from page_parts pp where pp.part_number = w.start limit 1) as catalogue_id
       from walk w group by w.start order by w.start`,
    );
    const pages = await database.query<{ part_numbers: string[] }>(
      `select array_agg(part_number order by line_number) as part_numbers from page_parts
       where page_id in (select distinct page_id from page_parts where part_number in
                           (select part_number from part_supersessions) order by page_id limit 500)
       group by page_id`,
    );
    const startAt = (index: number) => starts[index % starts.length] ?? { part_number: '', catalogue_id: '', steps: 0 };
    const oneChain = await timeRuns(runs, warmUp, async (index) => {
      const { part_number: partNumber } = startAt(index);
      if (!(await findReplacements(database, [partNumber], 'en-GB')).has(partNumber)) {
        throw new Error(`${partNumber} has no replacement.`);
      }
    });
    const page = await timeRuns(runs, warmUp, async (index) => {
      await findReplacements(database, pages[index % pages.length]?.part_numbers ?? [], 'en-GB');
    });
    const token = await signAccessToken(
      { sub: 'bench', usid: 'bench', authType: 'registered', userId: 'rlee' },
      { secret: catalogue.config.auth.tokenSecret, ttlSeconds: 3600 },
    );
    const search = await timeRuns(runs, warmUp, async (index) => {
      const start = startAt(index);
      const response = await app.inject({
        method: 'POST',
        url: '/catalogue/api/v1/search',
        headers: { authorization: `Bearer ${token}` },
        payload: { catHieId: start.catalogue_id, searchCat: 'partNumber', searchTerm: start.part_number },
      });
      const reply = response.json<{ responseObject?: { replacedPart?: unknown } }>();
      if (response.statusCode !== 200 || reply.responseObject?.replacedPart === undefined) {
        throw new Error(`Searching ${start.part_number}: ${response.statusCode} ${response.body.slice(0, 200)}`);
      }
    });
    return {
      runs,
      chainStarts: starts.length,
      longestChain: Math.max(...starts.map((start) => start.steps)),
      oneChainP95Ms: percentile(oneChain, 0.95),
      oneChainMedianMs: percentile(oneChain, 0.5),
      pageP95Ms: percentile(page, 0.95),
      pageMedianMs: percentile(page, 0.5),
      searchP95Ms: percentile(search, 0.95),
      searchMedianMs: percentile(search, 0.5),
    };
  } finally {
    await app.close();
    await catalogue.close();
  }
}

export async function printSupersessionBenchmark(): Promise<void> {
  console.log('\nSupersession chain lookups (building the demo catalogue first)…');
  const figures = await measureSupersessions();
  const row = (figure: string, medianMs: number, p95Ms: number, targetMs: number) => ({
    figure,
    'median ms': medianMs.toFixed(2),
    'p95 ms': p95Ms.toFixed(2),
    'target p95': `≤ ${targetMs} ms`,
    met: p95Ms <= targetMs ? 'yes' : 'NO',
  });
  console.log(
    `${figures.chainStarts} chains in the demo data, the longest of ${figures.longestChain} steps; ${figures.runs} runs each.`,
  );
  console.table([
    row(
      'Chain lookup, one old part number',
      figures.oneChainMedianMs,
      figures.oneChainP95Ms,
      supersessionTargets.oneChainMs,
    ),
    row(
      'Chain lookup, a page section’s parts at once',
      figures.pageMedianMs,
      figures.pageP95Ms,
      supersessionTargets.pageMs,
    ),
    row(
      'Search for an old number, server (no answer cache)',
      figures.searchMedianMs,
      figures.searchP95Ms,
      supersessionTargets.searchMs,
    ),
  ]);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await printSupersessionBenchmark();
