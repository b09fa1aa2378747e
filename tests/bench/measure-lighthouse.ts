// Lighthouse 13 (the npm package) on five pages, as the issue asks: the landing page as a new
// visitor sees it, then /home, a catalogue page, a page section and the shopping list signed in.
// Each page twice: Lighthouse's default (mobile, simulated slow network and CPU) and its desktop
// configuration, categories performance and accessibility.
//
// Lighthouse drives Debian's Chromium over its remote debugging port, started here with the
// project's flags (tests/support/debian-chromium.ts) and a profile of its own. Playwright signs
// the user in through the same port, in the same profile: Lighthouse then opens each page in a
// new tab of that profile, where the user's tokens (local storage) and refresh cookie are kept.
// Lighthouse clears only the service worker and the caches of the origin before each run (its
// default storage types), so every run downloads the app as a first visit does.
//
// Each page and form factor runs LIGHTHOUSE_RUNS times (3 unless set), and the table shows the
// run Lighthouse's own computeMedianRun picks (closest to the median first contentful paint and
// time to interactive), with the spread of the scores beside it: on this machine one run's
// mobile score can differ from the next by 0.1 (Lighthouse's documentation on variability
// advises the median of several).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse, { desktopConfig, type Result } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { chromium } from 'playwright';
import { chromiumArgs } from '../support/debian-chromium';
import { signInAsPartsManager } from './bench-sign-in';

export type FormFactor = 'mobile' | 'desktop';

export interface LighthousePageFigures {
  page: string;
  path: string;
  formFactor: FormFactor;
  /** 0-1, as Lighthouse reports a category's score. */
  performance: number;
  accessibility: number;
  firstContentfulPaintMs: number;
  largestContentfulPaintMs: number;
  totalBlockingTimeMs: number;
  cumulativeLayoutShift: number;
  /** Ids of the audits of both categories scored below Lighthouse's pass mark (0.9). */
  failingAudits: string[];
  /** The lowest and highest performance score of the runs the median was picked from. */
  performanceRange: [number, number];
  /** The protocol the page's own documents and scripts came over ('h2', 'http/1.1'). */
  protocol: string;
}

function lighthouseRuns(): number {
  const text = process.env.LIGHTHOUSE_RUNS ?? '3';
  const runs = Number(text);
  if (!Number.isInteger(runs) || runs < 1 || runs > 9) throw new Error(`LIGHTHOUSE_RUNS must be 1 to 9, not '${text}'`);
  return runs;
}

const catalogueId = 'arden-sb21-2024';
const minorId = `${catalogueId}-m01-n01`;

/** The pages the issue names; the landing page is audited signed out, the others signed in. */
export const lighthousePages = [
  { page: 'Landing page', path: '/', signedIn: false },
  { page: 'Home', path: '/home', signedIn: true },
  { page: 'Catalogue', path: `/catalogue/${catalogueId}`, signedIn: true },
  {
    page: 'Page section',
    path: `/major-section/${catalogueId}-m01/minor-section/${minorId}/page-section/${minorId}-p1`,
    signedIn: true,
  },
  { page: 'Shopping list', path: '/shopping-list', signedIn: true },
] as const;

const formFactors: FormFactor[] = ['mobile', 'desktop'];

interface DebuggedChromium {
  port: number;
  stop: () => Promise<void>;
}

/**
 * Starts Chromium with the project's flags, a fresh profile and a debugging port it picks
 * itself; with trustedSpki, it accepts the certificate of that key (the bench's throwaway one).
 */
function startChromium(trustedSpki: string | undefined): Promise<DebuggedChromium> {
  const profile = mkdtempSync(join(tmpdir(), 'epc-lighthouse-'));
  const trust = trustedSpki === undefined ? [] : [`--ignore-certificate-errors-spki-list=${trustedSpki}`];
  const browser: ChildProcess = spawn(
    process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    [...chromiumArgs, ...trust, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const stop = () =>
    new Promise<void>((done) => {
      browser.once('exit', () => {
        // Chromium's helper processes may still be writing to the profile as the browser exits.
        rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
        done();
      });
      browser.kill('SIGTERM');
    });
  return new Promise((resolve, reject) => {
    let output = '';
    browser.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const port = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output)?.[1];
      if (port) resolve({ port: Number(port), stop });
    });
    browser.once('exit', (code) => reject(new Error(`Chromium exited (${code}) before listening: ${output}`)));
  });
}

/** Signs the demo parts manager in, in the profile Lighthouse will use. */
async function signInThroughDebugPort(port: number, baseUrl: string): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('Chromium has no default browser context');
    const page = await context.newPage();
    await signInAsPartsManager(page, baseUrl);
    await page.close();
  } finally {
    // Disconnects Playwright only: the browser started above keeps running.
    await browser.close();
  }
}

const numericValue = (result: Result, auditId: string) => result.audits[auditId]?.numericValue ?? Number.NaN;

function failingAudits(result: Result): string[] {
  const ids = new Set(
    ['performance', 'accessibility'].flatMap((category) =>
      (result.categories[category]?.auditRefs ?? []).map((ref) => ref.id),
    ),
  );
  return [...ids].filter((id) => {
    const audit = result.audits[id];
    return audit !== undefined && audit.score !== null && audit.score < 0.9;
  });
}

/** A run Lighthouse could not measure (its lhr.runtimeError). */
class LighthouseRuntimeError extends Error {}

function documentProtocol(result: Result): string {
  const details = result.audits['network-requests']?.details;
  const requests = details?.type === 'table' ? details.items : [];
  const document = requests.find((request) => request['url'] === result.finalDisplayedUrl);
  return typeof document?.['protocol'] === 'string' ? document['protocol'] : 'unknown';
}

async function audit(port: number, url: string, formFactor: FormFactor): Promise<Result> {
  const run = await lighthouse(
    url,
    { port, logLevel: 'error', output: 'json', onlyCategories: ['performance', 'accessibility'] },
    formFactor === 'desktop' ? desktopConfig : undefined,
  );
  if (!run) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = run;
  if (lhr.runtimeError) throw new LighthouseRuntimeError(`Lighthouse on ${url}: ${lhr.runtimeError.code}`);
  // A signed-in page that sends the visitor to the landing page would be audited as the wrong page.
  if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname) {
    throw new Error(`Lighthouse on ${url} ended on ${lhr.finalDisplayedUrl}`);
  }
  // LIGHTHOUSE_REPORT_DIR keeps each run's full report, to look into what an audit found.
  const reportDir = process.env.LIGHTHOUSE_REPORT_DIR;
  if (reportDir) {
    mkdirSync(reportDir, { recursive: true });
    // The time in the name keeps a page's runs apart rather than each overwriting the last.
    const name = `${new URL(url).pathname.replace(/\W+/g, '-')}${formFactor}-${Date.now()}.json`;
    writeFileSync(join(reportDir, name), JSON.stringify(lhr));
  }
  return lhr;
}

/**
 * Lighthouse itself sometimes fails to record a load's trace (NO_NAVSTART, "Please run
 * Lighthouse again"); such a run measured nothing, so it is run once more, and said so.
 */
async function auditWithOneRetry(port: number, url: string, formFactor: FormFactor): Promise<Result> {
  try {
    return await audit(port, url, formFactor);
  } catch (error) {
    if (!(error instanceof LighthouseRuntimeError)) throw error;
    console.warn(`${error.message}: running it again`);
    return audit(port, url, formFactor);
  }
}

/** Every page of lighthousePages in both form factors, in that order (or the chosen ones, when looking into one). */
export async function measureLighthouse(
  baseUrl: string,
  only: { paths?: string[]; formFactors?: FormFactor[]; trustedSpki?: string } = {},
): Promise<LighthousePageFigures[]> {
  const runCount = lighthouseRuns();
  const browser = await startChromium(only.trustedSpki);
  const figures: LighthousePageFigures[] = [];
  try {
    let signedIn = false;
    const pages = lighthousePages.filter(({ path }) => only.paths?.includes(path) ?? true);
    for (const { page, path, signedIn: needsSession } of pages) {
      if (needsSession && !signedIn) {
        await signInThroughDebugPort(browser.port, baseUrl);
        signedIn = true;
      }
      for (const formFactor of only.formFactors ?? formFactors) {
        const runs: Result[] = [];
        for (let run = 0; run < runCount; run += 1)
          runs.push(await auditWithOneRetry(browser.port, `${baseUrl}${path}`, formFactor));
        const result = computeMedianRun(runs);
        const scores = runs.map((run) => run.categories.performance?.score ?? Number.NaN);
        figures.push({
          page,
          path,
          formFactor,
          performance: result.categories.performance?.score ?? Number.NaN,
          accessibility: result.categories.accessibility?.score ?? Number.NaN,
          firstContentfulPaintMs: numericValue(result, 'first-contentful-paint'),
          largestContentfulPaintMs: numericValue(result, 'largest-contentful-paint'),
          totalBlockingTimeMs: numericValue(result, 'total-blocking-time'),
          cumulativeLayoutShift: numericValue(result, 'cumulative-layout-shift'),
          failingAudits: failingAudits(result),
          performanceRange: [Math.min(...scores), Math.max(...scores)],
          protocol: documentProtocol(result),
        });
      }
    }
    return figures;
  } finally {
    await browser.stop();
  }
}

/** The targets, for the bench table's budget column. */
export const lighthouseTargets = {
  mobilePerformance: 0.9,
  desktopPerformance: 0.98,
  cumulativeLayoutShift: 0.02,
  desktopTotalBlockingTimeMs: 100,
  accessibility: 1,
} as const;

/**
 * One table row per page and form factor, for console.table in run-benchmarks.ts: the scores,
 * the metrics, whether the targets are met, and the failing audits Lighthouse names
 * (metric audits left out: their figures are in the row).
 */
export function lighthouseRows(figures: LighthousePageFigures[]): Record<string, string>[] {
  const metricAudits = new Set([
    'first-contentful-paint',
    'largest-contentful-paint',
    'total-blocking-time',
    'cumulative-layout-shift',
    'speed-index',
    'interactive',
    'max-potential-fid',
  ]);
  return figures.map((figure) => {
    const desktop = figure.formFactor === 'desktop';
    const met =
      figure.performance >= (desktop ? lighthouseTargets.desktopPerformance : lighthouseTargets.mobilePerformance) &&
      figure.accessibility >= lighthouseTargets.accessibility &&
      figure.cumulativeLayoutShift <= lighthouseTargets.cumulativeLayoutShift &&
      (!desktop || figure.totalBlockingTimeMs <= lighthouseTargets.desktopTotalBlockingTimeMs);
    return {
      page: `${figure.page} (${figure.formFactor}, ${figure.protocol})`,
      performance: figure.performance.toFixed(2),
      'runs (score range)': `${figure.performanceRange[0].toFixed(2)}-${figure.performanceRange[1].toFixed(2)}`,
      accessibility: figure.accessibility.toFixed(2),
      'FCP / LCP': `${Math.round(figure.firstContentfulPaintMs)} / ${Math.round(figure.largestContentfulPaintMs)} ms`,
      TBT: `${Math.round(figure.totalBlockingTimeMs)} ms`,
      CLS: figure.cumulativeLayoutShift.toFixed(3),
      targets: met ? 'met' : 'NOT met',
      'failing audits': figure.failingAudits.filter((id) => !metricAudits.has(id)).join(' '),
    };
  });
}
