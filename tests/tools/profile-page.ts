/**
 * Where a page's start spends the main thread (issue 19): signs the demo parts manager in on a
 * running server, opens /home, then loads the given path under Chromium's CPU profiler and
 * prints self time by package, the busiest functions, and the app's own functions by time
 * including what they call. Names come from the build's source maps, so build with them:
 *
 *   npx vite build --sourcemap --outDir /tmp/dist-profile
 *   STATIC_DIR=/tmp/dist-profile DATA_DIR=/tmp/data-profile PORT=8091 npm run serve
 *   npx tsx tests/tools/profile-page.ts http://localhost:8091 /shopping-list 4 /tmp/dist-profile
 *
 * The third argument is the CPU slowdown (Lighthouse's mobile run uses 4). A profile is a
 * sample: read it for where the time goes, and take timings from `npm run bench`.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import { chromium } from 'playwright';
import { signInAsPartsManager } from '../bench/bench-sign-in';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}

const [origin = 'http://localhost:8091', path = '/home', slowdownText = '4', distDir = 'dist'] = process.argv.slice(2);
const slowdown = Number(slowdownText);

async function recordProfile() {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const context = await browser.newContext({ baseURL: origin, viewport: { width: 1350, height: 940 } });
    const page = await context.newPage();
    await signInAsPartsManager(page, origin);
    await page.goto('/home');
    await page.getByRole('heading', { level: 1 }).waitFor();
    const session = await context.newCDPSession(page);
    await session.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    await session.send('Profiler.enable');
    await session.send('Profiler.setSamplingInterval', { interval: 200 });
    await session.send('Profiler.start');
    await page.goto(path);
    await page.getByRole('heading', { level: 1 }).waitFor();
    // What the page does once drawn (prices, sync, effects) belongs to its start too.
    await page.waitForLoadState('networkidle');
    const { profile } = await session.send('Profiler.stop');
    return profile as { nodes: ProfileNode[]; samples?: number[]; timeDeltas?: number[] };
  } finally {
    await browser.close();
  }
}

const sourceMaps = new Map<string, TraceMap | null>();

function sourceMapOf(url: string): TraceMap | null {
  if (!sourceMaps.has(url)) {
    const file = /\/assets\/([^/?]+\.js)$/.exec(url)?.[1];
    let map: TraceMap | null = null;
    try {
      if (file) map = new TraceMap(readFileSync(join(distDir, 'assets', `${file}.map`), 'utf8'));
    } catch {
      // A script without a map keeps its minified name.
    }
    sourceMaps.set(url, map);
  }
  return sourceMaps.get(url) ?? null;
}

/** The function's original name and place, and the package (or app file) it belongs to. */
function describe(node: ProfileNode): { name: string; owner: string } {
  const frame = node.callFrame;
  const fallback = { name: frame.functionName || `(${frame.url.replace(/.*\//, '') || 'native'})`, owner: '' };
  const map = frame.url ? sourceMapOf(frame.url) : null;
  if (!map || frame.lineNumber < 0) return { ...fallback, owner: frame.url.replace(/.*\//, '') || fallback.name };
  const position = originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber });
  if (!position.source) return { ...fallback, owner: frame.url.replace(/.*\//, '') };
  // The app's own files by their path under src/; a library's by its package.
  const appFile = /(?:^|\/)(src\/(?:client|domain|config)\/.*)$/.exec(position.source)?.[1];
  const source = appFile ?? position.source.replace(/.*node_modules\//, '');
  const owner = appFile ?? /^((?:@[^/]+\/)?[^/]+)/.exec(source)?.[1] ?? source;
  return { name: `${position.name ?? frame.functionName} ${source}:${position.line}`, owner };
}

function printTop(title: string, totals: Map<string, number>, count: number): void {
  console.log(`\n${title}`);
  for (const [key, microseconds] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, count)) {
    console.log(`${(microseconds / 1000).toFixed(1).padStart(8)} ms  ${key}`);
  }
}

const profile = await recordProfile();
const nodes = new Map(profile.nodes.map((node) => [node.id, { node, ...describe(node) }]));
const parentOf = new Map<number, number>();
for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);

const byOwner = new Map<string, number>();
const byFunction = new Map<string, number>();
const appInclusive = new Map<string, number>();
const add = (totals: Map<string, number>, key: string, microseconds: number) =>
  totals.set(key, (totals.get(key) ?? 0) + microseconds);

(profile.samples ?? []).forEach((sampleId, index) => {
  const microseconds = profile.timeDeltas?.[index] ?? 0;
  const sampled = nodes.get(sampleId);
  if (!sampled || sampled.node.callFrame.functionName === '(idle)') return;
  add(byOwner, sampled.owner, microseconds);
  add(byFunction, sampled.name, microseconds);
  const counted = new Set<string>();
  for (let id: number | undefined = sampleId; id !== undefined; id = parentOf.get(id)) {
    const name = nodes.get(id)?.name ?? '';
    if (!/ src\/(client|domain|config)\//.test(name) || counted.has(name)) continue;
    counted.add(name);
    add(appInclusive, name, microseconds);
  }
});

console.log(`${origin}${path}, CPU ${slowdown}x slower`);
printTop('Self time by package or app file', byOwner, 25);
printTop('Busiest functions (self time)', byFunction, 25);
printTop("The app's functions, with what they call", appInclusive, 30);
