/**
 * The window's title (issue 21): an installed app's window, its taskbar entry and the
 * window switcher show document.title, so it names the page first, then the vehicle the
 * user decoded, then the app. The vehicle is named only on the pages that browse its
 * catalogue, where it is the one on screen; elsewhere (the shopping list, notes, a VIN
 * decoder showing another VIN) naming it would mislead.
 */

/** The pages that show the catalogue of the vehicle kept in the browsing context. */
const vehiclePages: readonly string[] = ['/catalogue', '/major-section', '/search', '/illustration-display'];

export function titleNamesVehicle(appPath: string): boolean {
  const path = appPath.split(/[?#]/)[0] ?? '';
  return vehiclePages.some((base) => path === base || path.startsWith(`${base}/`));
}

/** Page, vehicle and app, each left out when unknown; the page alone is not repeated as the app. */
export function windowTitle(parts: { page: string | null; vehicle: string | null; app: string }): string {
  const page = parts.page?.trim() || null;
  const named = [page === parts.app ? null : page, parts.vehicle, parts.app];
  return named.filter((part): part is string => part !== null && part !== '').join(' – ');
}
