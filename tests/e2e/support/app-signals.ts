/**
 * The app's signals on <html> (docs/testing.md, "Signals on the document"; values decided in
 * src/domain/shell/document-signals.ts): what a test waits on instead of the screen's wording
 * or the device's IndexedDB.
 */
import type { Page } from 'playwright';

// #region signals
export interface AppSignals {
  /** online | offline */
  connectivity?: string;
  /** starting | guest | registered | failed | ended */
  session?: string;
  /** off | counting | syncing | error | pending | refused | idle */
  sync?: string;
  /** Changes waiting on this device, once counted ('0' when none). */
  pendingChanges?: string;
}

const attribute = (name: string) => `data-${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;

/** Waits until <html> carries every one of these values at once. */
export async function waitForSignals(page: Page, expected: AppSignals, timeout = 30_000): Promise<void> {
  const selector = Object.entries(expected)
    .map(([name, value]) => `[${attribute(name)}="${value}"]`)
    .join('');
  await page.waitForSelector(`html${selector}`, { state: 'attached', timeout });
}

/** The signals as they are now. */
export function readSignals(page: Page): Promise<AppSignals> {
  return page.evaluate(() => {
    const { connectivity, session, sync, pendingChanges } = document.documentElement.dataset;
    return { connectivity, session, sync, pendingChanges };
  });
}
// #endregion signals
