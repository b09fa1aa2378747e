/**
 * Dealer service base URLs in one spelling, so the edix allow-list compares like with like:
 * http or https, no credentials, query or fragment, no trailing slash; URL parsing lowercases
 * the host, drops a default port and resolves dot segments, so /a/../b cannot slip past.
 */

/** The base URL in its one spelling, or undefined when it is not one a proxy may call. */
export function normaliseDealerServiceUrl(text: string): string | undefined {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  if (url.username !== '' || url.password !== '' || url.search !== '' || url.hash !== '') return undefined;
  if (text.includes('?') || text.includes('#')) return undefined;
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

/** EDIX_TARGETS: comma-separated base URLs; throws naming the first that is not one. */
export function parseDealerServiceUrls(list: string): string[] {
  return list
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
    .map((entry) => {
      const url = normaliseDealerServiceUrl(entry);
      if (url === undefined) {
        throw new Error(
          `EDIX_TARGETS must be comma-separated http(s) base URLs without query or credentials, but '${entry}' is not one.`,
        );
      }
      return url;
    });
}
