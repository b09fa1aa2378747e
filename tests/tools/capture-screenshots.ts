/**
 * Takes the web app manifest's screenshots (issue 21) of the real built app, for the richer
 * install dialog of Chromium-based browsers: home, signed in as a demo user, at each size
 * src/config/web-app-manifest.ts declares, in Debian's Chromium as the browser tests use it.
 * Writes public/screenshots/<name>.png, which are committed; run again when home changes:
 *
 *   npx vite build --outDir /tmp/dist-shots --emptyOutDir
 *   npx tsx tests/tools/capture-screenshots.ts /tmp/dist-shots
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { manifestScreenshots } from '../../src/config/web-app-manifest';
import { launchDebianChromium } from '../support/debian-chromium';

const buildDir = process.argv[2] ?? 'dist';
const outputDir = 'public/screenshots';
const demoUser = { button: 'Corporate sign-in', username: 'jsmith', password: 'demo-pass-2026' };
const waitMs = 120_000;

/** The real server on a fresh demo database, as the browser tests start it (tests/e2e/support/global-server.ts). */
async function startServer(): Promise<{ url: string; stop: () => Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'epc-shots-data-'));
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, STATIC_DIR: buildDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    server.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const found = /running at (http:\/\/\S+)/.exec(output)?.[1];
      if (found) resolve(found);
    });
    server.on('exit', (code) => reject(new Error(`The server exited early (${code}): ${output}`)));
  });
  return {
    url,
    stop: async () => {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function capture(): Promise<void> {
  const server = await startServer();
  const browser = await launchDebianChromium();
  try {
    const context = await browser.newContext({ baseURL: server.url, locale: 'en-GB', reducedMotion: 'reduce' });
    const page = await context.newPage();
    page.setDefaultTimeout(waitMs);
    await page.goto('/');
    await page.getByRole('button', { name: demoUser.button }).click();
    await page.getByLabel(/user ?name/i).fill(demoUser.username);
    await page.getByLabel(/password/i).fill(demoUser.password);
    await page.getByRole('button', { name: /sign in/i }).click();
    await page.waitForURL(/\/home$/);
    await page.getByRole('button', { name: 'Accept cookies' }).click();
    // The demo's maintenance notice is closed for the session: it says nothing about the app.
    await page.getByRole('button', { name: 'Close the system notification' }).click();
    mkdirSync(outputDir, { recursive: true });
    for (const shot of manifestScreenshots) {
      await page.setViewportSize({ width: shot.width, height: shot.height });
      await page.goto(shot.path);
      await page.getByRole('heading', { level: 2, name: 'Find a vehicle by model' }).waitFor();
      await page.getByTestId('user-full-name').waitFor();
      await page.evaluate(() => document.fonts.ready);
      await page.screenshot({ path: join(outputDir, `${shot.name}.png`) });
      console.log(`${outputDir}/${shot.name}.png: ${shot.width}x${shot.height}`);
    }
    await context.close();
  } finally {
    await browser.close();
    await server.stop();
  }
}

await capture();
