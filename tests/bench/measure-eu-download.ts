/**
 * The Data Download Platform's dataset download (issue 17; docs/eu-download.md): a whole
 * model and whole brands as CSV, through the real server in its own process on a fresh
 * PGlite data folder, read over HTTP as fast as the client takes them. Figures: rows, time,
 * rows per second, and the server's resident memory (VmRSS of /proc/<pid>/status, sampled
 * every 50 ms) before and at its peak during the download. Target: a million rows without
 * the server's memory growing past 200 MB. DEMO_CATALOGUE_SCALE=8 gives about a million page
 * parts (its seed takes minutes); run alone: `tsx tests/bench/measure-eu-download.ts [scale]`.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expectedRowsHeader } from '../../src/domain/eu-download/eu-download-contract';
import { signAccessToken } from '../../src/server/auth/access-token';
import { demoUserId, demoUsers } from '../../src/server/db/demo-data/demo-users';
import { startServer } from './start-server';

const secret = 'eu-download-bench-secret-0123456789abcdef';

export interface DownloadFigures {
  what: string;
  rows: number;
  megabytes: number;
  seconds: number;
  rssBeforeMb: number;
  rssPeakMb: number;
}

function rssMb(pid: number): number {
  const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kb ?? Number.NaN) / 1024;
}

async function tpuserToken(): Promise<string> {
  const tpuser = demoUsers.find((user) => user.username === 'tpuser');
  if (tpuser === undefined) throw new Error('The demo user tpuser is missing.');
  const userId = demoUserId(tpuser);
  return signAccessToken(
    { sub: `bench-${userId}`, usid: 'bench-usid', authType: 'registered', userId },
    { secret, ttlSeconds: 3_600 },
  );
}

/** Downloads each query at once, counting lines and bytes as they arrive and keeping nothing. */
async function download(url: string, token: string, queries: string[], pid: number, what: string) {
  const rssBeforeMb = rssMb(pid);
  let rssPeakMb = rssBeforeMb;
  const sampler = setInterval(() => {
    rssPeakMb = Math.max(rssPeakMb, rssMb(pid));
  }, 50);
  const startedAt = performance.now();
  const counts = await Promise.all(
    queries.map(async (query) => {
      const response = await fetch(`${url}/eu-download/api/v1/download?${query}`, {
        headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'identity' },
      });
      if (response.status !== 200) throw new Error(`${query}: ${response.status} ${await response.text()}`);
      const expected = Number(response.headers.get(expectedRowsHeader));
      let bytes = 0;
      let lines = 0;
      const reader = response.body!.getReader();
      for (let read = await reader.read(); !read.done; read = await reader.read()) {
        bytes += read.value.byteLength;
        for (const byte of read.value) if (byte === 10) lines += 1;
      }
      // CSV: one line per row plus the header (no demo text holds a line break).
      if (lines - 1 !== expected) throw new Error(`${query}: ${lines - 1} rows, ${expected} expected`);
      return { rows: lines - 1, bytes };
    }),
  );
  clearInterval(sampler);
  return {
    what,
    rows: counts.reduce((sum, count) => sum + count.rows, 0),
    megabytes: counts.reduce((sum, count) => sum + count.bytes, 0) / 1e6,
    seconds: (performance.now() - startedAt) / 1000,
    rssBeforeMb,
    rssPeakMb,
  };
}

export async function measureEuDownload(scale: number): Promise<DownloadFigures[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'epc-eu-download-bench-'));
  const server = await startServer({
    DATA_DIR: dataDir,
    DEMO_CATALOGUE_SCALE: String(scale),
    AUTH_TOKEN_SECRET: secret,
  });
  try {
    const pid = server.pid;
    if (pid === undefined) throw new Error('The server has no process id.');
    const token = await tpuserToken();
    const offer = (await (
      await fetch(`${server.url}/eu-download/api/v1/brands`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as { brands: { id: string; models: { catHieId: string }[] }[] };
    const model = offer.brands[0]?.models[0]?.catHieId ?? '';
    const figures: DownloadFigures[] = [];
    figures.push(
      await download(server.url, token, [`catHieId=${model}&dataset=parts&format=csv`], pid, `model ${model}`),
    );
    // Both brands at once first, on a cold server: the million-row case of the target.
    figures.push(
      await download(
        server.url,
        token,
        offer.brands.map((brand) => `brand=${brand.id}&dataset=parts&format=csv`),
        pid,
        'both brands at once',
      ),
    );
    for (const brand of offer.brands) {
      figures.push(
        await download(server.url, token, [`brand=${brand.id}&dataset=parts&format=csv`], pid, `brand ${brand.id}`),
      );
    }
    return figures;
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function printEuDownloadFigures(scale: number, figures: readonly DownloadFigures[]): void {
  console.log(`\nEU data download (parts, CSV), DEMO_CATALOGUE_SCALE=${scale}, server in its own process, over HTTP:`);
  console.table(
    figures.map((figure) => ({
      download: figure.what,
      rows: figure.rows.toLocaleString('en-GB'),
      size: `${figure.megabytes.toFixed(1)} MB`,
      time: `${figure.seconds.toFixed(1)} s`,
      'rows/s': Math.round(figure.rows / figure.seconds).toLocaleString('en-GB'),
      'server RSS before → peak': `${Math.round(figure.rssBeforeMb)} → ${Math.round(figure.rssPeakMb)} MB`,
      'growth (target < 200 MB)': `${Math.round(figure.rssPeakMb - figure.rssBeforeMb)} MB`,
    })),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const scale = Number(process.argv[2] ?? process.env.DEMO_CATALOGUE_SCALE ?? 1);
  printEuDownloadFigures(scale, await measureEuDownload(scale));
}
