/**
 * Splits a URL or app path into path, query and fragment by hand: domain code is compiled
 * without DOM or Node types, so `URL` and `URLSearchParams` are not available here.
 */

export interface UrlParts {
  /** Always starts with '/'. */
  pathname: string;
  /** The query string without its '?'; '' when there is none. */
  query: string;
  /** The fragment including its '#'; '' when there is none. */
  hash: string;
}

const schemeAndAuthority = /^[a-z][a-z\d+.-]*:\/\/[^/?#]*/i;

export function splitUrl(url: string): UrlParts {
  const withoutOrigin = url.replace(schemeAndAuthority, '');
  const hashStart = withoutOrigin.indexOf('#');
  const beforeHash = hashStart === -1 ? withoutOrigin : withoutOrigin.slice(0, hashStart);
  const queryStart = beforeHash.indexOf('?');
  const path = queryStart === -1 ? beforeHash : beforeHash.slice(0, queryStart);
  return {
    // A relative path resolves against the root, as it would against the app's origin.
    pathname: path.startsWith('/') ? path : `/${path}`,
    query: queryStart === -1 ? '' : beforeHash.slice(queryStart + 1),
    hash: hashStart === -1 ? '' : withoutOrigin.slice(hashStart),
  };
}

export function joinUrl({ pathname, query, hash }: UrlParts): string {
  return `${pathname}${query ? `?${query}` : ''}${hash}`;
}

/** The segments after the leading '/', decoded; '/a/b/' gives ['a', 'b', '']. */
export function pathSegments(pathname: string): string[] {
  return pathname.split('/').slice(1).map(decodeUrlComponent);
}

/** Malformed escapes are kept as written rather than failing the whole URL. */
export function decodeUrlComponent(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
