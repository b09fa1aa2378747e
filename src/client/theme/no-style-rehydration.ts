/**
 * Stands in for Griffel's `rehydrateRendererCache` (vite.config.ts, `resolve.alias`). The
 * RendererProvider the app gives its style renderer through (app.tsx) calls it to adopt style
 * elements a server rendered into the page; this app renders nothing on the server, so there
 * are none. The real one brings the stylis CSS parser into every page's framework file.
 */
export function rehydrateRendererCache(): void {
  // Nothing was rendered on the server, so there is nothing to adopt.
}
