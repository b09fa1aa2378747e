/**
 * The speed and scale figures of issue 19, printed as tables: the landing page's scripts, the
 * Lighthouse scores of five pages, offline navigation, and catalogue reads under load (one
 * process on PGlite with its memory; one and two processes on PostgreSQL when a server is at
 * hand, see throwaway-postgres.ts). `npm run bench` prints them among the rest;
 * `npm run bench:performance` prints only these.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { measureCatalogueLoad, printCatalogueLoadFigures } from './measure-catalogue-load';
import { lighthouseRows, measureLighthouse } from './measure-lighthouse';
import { measureOfflineNavigation, offlineNavigationRows } from './measure-offline-navigation';
import { measureShell } from './measure-shell';
import { startServer } from './start-server';
import { startBenchPostgres } from './throwaway-postgres';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** gzip size of a built file, as a gzip-only client would receive it. */
const gzipSizeOf = (urlPath: string) => gzipSync(readFileSync(join('dist', urlPath)), { level: 9 }).length;

/** The landing page's scripts until the network is idle, in a fresh profile. */
export async function printLandingScripts(baseUrl: string): Promise<void> {
  const shell = await measureShell(baseUrl, 1);
  const scripts = shell.landingScripts;
  console.table([
    {
      figure: 'Landing page JS until the network is idle, fresh profile (gzip)',
      value: kb(scripts.reduce((sum, script) => sum + gzipSizeOf(script.url), 0)),
      budget: '≤ 150 KB',
    },
    {
      figure: '... as served (brotli)',
      value: kb(scripts.reduce((sum, script) => sum + script.transferredBytes, 0)),
      budget: '',
    },
    { figure: '... script files', value: String(scripts.length), budget: '' },
  ]);
}

/** Lighthouse and offline navigation against a server on its own data folder. */
export async function printBrowserPerformance(baseUrl: string, navigationRuns: number): Promise<void> {
  console.log("\nLighthouse 13 in Debian's Chromium (mobile: simulated slow 4G and 4x CPU; desktop preset).");
  console.table(lighthouseRows(await measureLighthouse(baseUrl)));
  console.table(offlineNavigationRows(await measureOfflineNavigation(baseUrl, navigationRuns)));
}

/** Catalogue reads under load; starts its own servers, so run it with no other server busy. */
export async function printCatalogueLoad(): Promise<void> {
  const postgres = startBenchPostgres();
  try {
    printCatalogueLoadFigures(await measureCatalogueLoad({ databaseUrl: postgres?.url }));
    if (postgres === undefined)
      console.log('No PostgreSQL server at hand: the rows of one and two processes on it are left out.');
  } finally {
    postgres?.stop();
  }
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'epc-bench-'));
  const server = await startServer({ DATA_DIR: dataDir });
  try {
    await printLandingScripts(server.url);
    await printBrowserPerformance(server.url, Number(process.env.BENCH_NAVIGATION_RUNS ?? 20));
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  await printCatalogueLoad();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
