/** Waiting for the page's first paint, so the app's start does not hold it back (main.tsx). */

/** Longest wait for a paint that may not come, such as a page opened in a background tab. */
const firstPaintWaitMs = 500;

/**
 * Resolves once the browser has painted the page's content, or at once when it will not paint
 * it soon (the page is hidden) or does not report paints, or after firstPaintWaitMs. A start
 * served by the service worker does not wait: its code is on the device, and drawing the app
 * directly beats showing the skeleton for a frame. (That is pwa/code-from-device.ts's check,
 * written out here: boot.ts's chunk imports nothing, so it costs no request of its own.)
 */
export function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    const reportsPaints =
      typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes.includes('paint');
    if (!reportsPaints || document.visibilityState !== 'visible' || navigator.serviceWorker?.controller) {
      resolve();
      return;
    }
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length > 0) done();
    });
    const timer = setTimeout(done, firstPaintWaitMs);
    function done() {
      clearTimeout(timer);
      observer.disconnect();
      resolve();
    }
    observer.observe({ type: 'paint', buffered: true });
  });
}
