// Debian's Chromium driven by Playwright; the flags keep it from reaching for the network.
import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright';
import { afterAll, expect, inject } from 'vitest';
import { launchDebianChromium } from '../../support/debian-chromium';
import { reportPagesWhenTestFails } from './failure-report';

let browser: Promise<Browser> | undefined;

// One browser per test file, closed when the file's tests are done.
afterAll(async () => {
  await (await browser)?.close();
  browser = undefined;
});

function sharedBrowser(): Promise<Browser> {
  browser ??= launchDebianChromium();
  return browser;
}

export const baseUrl = (): string => inject('baseUrl');

/**
 * A fresh browser profile (no service worker, no caches) on the test server. It asks for
 * reduced motion, which Fluent UI honours, so dialogs and drawers are settled as soon as they
 * show and axe never measures colours half-way through a fade. Its browser language is en-GB,
 * so a first visit opens in English (the app picks a first visit's locale from it); a test of
 * that choice passes its own.
 */
export async function openPage(options: BrowserContextOptions = {}): Promise<Page> {
  const context = await openContext(options);
  reportPagesWhenTestFails(context);
  return context.newPage();
}

/** The same fresh profile outside a test (a beforeAll making a signed-in state): no failure report. */
export async function openContext(options: BrowserContextOptions = {}): Promise<BrowserContext> {
  return (await sharedBrowser()).newContext({
    baseURL: baseUrl(),
    reducedMotion: 'reduce',
    locale: 'en-GB',
    ...options,
  });
}

// #region service-worker
/** Waits until the service worker has installed and controls the page. */
export async function waitForServiceWorkerControl(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((resolve) =>
      navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
    );
  });
}
// #endregion service-worker

/** Fails the test on any WCAG 2.1 A/AA violation axe finds on the page as it is now. */
export async function expectNoAccessibilityViolations(page: Page): Promise<void> {
  await waitForAnimationsToFinish(page);
  // td-has-header is experimental in axe, so off by default, but Lighthouse's accessibility
  // score counts it (issue 19): a data cell must have a column header.
  // (options first: AxeBuilder's options() replaces what withTags() set.)
  const axe = new AxeBuilder({ page })
    .options({ rules: { 'td-has-header': { enabled: true } } })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  // Tabster's focus guards are aria-hidden and tabbable on purpose where they are the keyboard
  // mechanism itself (microsoft/tabster#288): inside an arrow-key group (a tab list) and, while a
  // dialog or drawer is open, around the page (the focus trap). The guards around the page are out
  // of the tab order otherwise (src/client/components/tabster-root-dummies.ts), and axe checks them.
  const modalOpen = await page.evaluate(() => document.querySelector('[aria-modal="true"]') !== null);
  const results = await axe.exclude(modalOpen ? '[data-tabster-dummy]' : ':not(body) > [data-tabster-dummy]').analyze();
  // Each node with axe's own account of it (for a contrast failure, the colours it measured),
  // so a failure seen once on CI says what was wrong.
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`).join(', ')})`,
  );
  expect(summary).toEqual([]);
}

/** Waits for running CSS and Web animations (a dialog fading in), whose colours axe would misread. */
async function waitForAnimationsToFinish(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))),
  );
}
