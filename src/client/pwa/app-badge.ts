/**
 * The number on the installed app's icon (issue 21): the changes waiting to sync, through
 * the Badging API where the browser has it (Chromium-based browsers and Safari for installed
 * apps); elsewhere nothing is shown and nothing fails.
 */
type BadgingNavigator = Navigator & {
  setAppBadge?: (contents?: number) => Promise<void>;
  clearAppBadge?: () => Promise<void>;
};

/** Shows `count` on the app's icon, or clears it at 0. */
export function showAppBadge(count: number): void {
  const badging = navigator as BadgingNavigator;
  const shown = count > 0 ? badging.setAppBadge?.(count) : badging.clearAppBadge?.();
  // Refused (not installed, or the user turned badges off): the header still shows the count.
  shown?.catch(() => undefined);
}
