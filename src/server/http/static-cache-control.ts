/**
 * Cache lifetimes of the built client's files. Hashed assets never change under their name;
 * the entry points must be revalidated on every load, or a deploy (and a new service
 * worker) would not reach users.
 */
const revalidatedFiles = new Set(['index.html', 'sw.js', 'manifest.webmanifest']);

/** relativePath uses forward slashes, relative to the static folder. */
export function cacheControlFor(relativePath: string): string {
  if (relativePath.startsWith('assets/')) return 'public, max-age=31536000, immutable';
  if (revalidatedFiles.has(relativePath)) return 'no-cache';
  return 'public, max-age=3600';
}
