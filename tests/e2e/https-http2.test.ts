/**
 * The app served over HTTPS and HTTP/2 by the server itself (TLS_CERT_FILE, TLS_KEY_FILE;
 * docs/decisions.md, "HTTPS and HTTP/2 from the server"), as a browser uses it: signing in
 * through an embedded provider (whose back channel then runs over TLS), the page's documents
 * and scripts over HTTP/2, and the service worker taking control. It has a server and a
 * browser of its own: Chromium accepts the throwaway certificate by its key's hash only.
 */
import { chromium, type Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumArgs } from '../support/debian-chromium';
import { makeThrowawayCertificate, type ThrowawayCertificate } from '../support/throwaway-certificate';
import { waitForServiceWorkerControl } from './support/browser';
import { startDemoServer, type DemoServer } from './support/demo-server';
import { signIn } from './support/sign-in';

let certificate: ThrowawayCertificate;
let server: DemoServer;
let browser: Browser;

beforeAll(async () => {
  certificate = await makeThrowawayCertificate();
  server = await startDemoServer({ env: { TLS_CERT_FILE: certificate.certFile, TLS_KEY_FILE: certificate.keyFile } });
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...chromiumArgs, `--ignore-certificate-errors-spki-list=${certificate.spkiSha256}`],
  });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  certificate?.remove();
});

describe('the app over HTTPS and HTTP/2', () => {
  it('signs in, loads its page and scripts over HTTP/2, and reloads offline under its service worker', async () => {
    expect(server.url).toMatch(/^https:\/\/localhost:\d+$/);
    const context = await browser.newContext({ baseURL: server.url, reducedMotion: 'reduce', locale: 'en-GB' });
    try {
      const page = await context.newPage();
      await signIn(page, 'retailer', 'rparts', 'Rita Parker');
      const protocols = await page.evaluate(() =>
        performance
          .getEntriesByType('navigation')
          .concat(performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith('.js')))
          .map((entry) => (entry as PerformanceResourceTiming).nextHopProtocol),
      );
      expect(protocols.length).toBeGreaterThan(1);
      expect(new Set(protocols)).toEqual(new Set(['h2']));
      await waitForServiceWorkerControl(page);
      await context.setOffline(true);
      await page.reload();
      await page.getByText("You're currently browsing in offline mode").waitFor();
      await expect
        .poll(() => page.getByTestId('user-full-name').textContent(), { timeout: 20_000 })
        .toBe('Rita Parker');
    } finally {
      await context.close();
    }
  });
});
