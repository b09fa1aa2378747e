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
import { makeThrowawayCertificate } from '../support/throwaway-certificate';

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

/** Lighthouse, and offline navigation against the given server on its own data folder. */
export async function printBrowserPerformance(baseUrl: string, navigationRuns: number): Promise<void> {
  await printLighthouse(baseUrl);
  console.table(offlineNavigationRows(await measureOfflineNavigation(baseUrl, navigationRuns)));
}

/**
 * Lighthouse over HTTPS and HTTP/2, as production serves the app (TLS in the server, or a load
 * balancer in front of it: docs/deployment.md), on a server of its own with a throwaway
 * certificate. LIGHTHOUSE_PROTOCOL=http1.1 audits the given plain HTTP/1.1 server instead,
 * as `npm start` serves a LAN without a certificate.
 */
async function printLighthouse(plainUrl: string): Promise<void> {
  const protocol = process.env.LIGHTHOUSE_PROTOCOL ?? 'h2';
  if (protocol !== 'h2' && protocol !== 'http1.1')
    throw new Error(`LIGHTHOUSE_PROTOCOL must be h2 or http1.1, not '${protocol}'`);
  console.log(
    `\nLighthouse 13 in Debian's Chromium over ${protocol === 'h2' ? 'HTTPS and HTTP/2' : 'plain HTTP/1.1'} ` +
      '(mobile: simulated slow 4G and 4x CPU; desktop preset).',
  );
  if (protocol === 'http1.1') {
    console.table(lighthouseRows(await measureLighthouse(plainUrl)));
    return;
  }
  const certificate = await makeThrowawayCertificate();
  const dataDir = mkdtempSync(join(tmpdir(), 'epc-bench-tls-'));
  const server = await startServer({
    DATA_DIR: dataDir,
    TLS_CERT_FILE: certificate.certFile,
    TLS_KEY_FILE: certificate.keyFile,
  });
  try {
    console.table(lighthouseRows(await measureLighthouse(server.url, { trustedSpki: certificate.spkiSha256 })));
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
    certificate.remove();
  }
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
