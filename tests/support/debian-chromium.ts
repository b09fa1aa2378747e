// Debian's Chromium as the browser tests and benchmarks start it: headless, with nothing of its own
// running in the background (updates, sync, network prefetch) to disturb them or timings.
import { chromium, type Browser } from 'playwright';

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchDebianChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs });
}
