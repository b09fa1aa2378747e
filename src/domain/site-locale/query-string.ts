/** Reads and writes the site and locale query parameters, keeping the rest (catalogue spec, section 2). */
import { decodeUrlComponent } from './url-parts';

interface QueryPair {
  /** The pair as written, so untouched parameters keep their original encoding. */
  raw: string;
  key: string;
  value: string;
}

function decodeQueryComponent(text: string): string {
  return decodeUrlComponent(text.replaceAll('+', ' '));
}

function parseQuery(query: string): QueryPair[] {
  if (!query) {
    return [];
  }
  return query.split('&').map((raw) => {
    const equals = raw.indexOf('=');
    return equals === -1
      ? { raw, key: decodeQueryComponent(raw), value: '' }
      : {
          raw,
          key: decodeQueryComponent(raw.slice(0, equals)),
          value: decodeQueryComponent(raw.slice(equals + 1)),
        };
  });
}

/** The first value of `key`; an empty value counts as absent. */
export function readQueryParam(query: string, key: string): string | undefined {
  const value = parseQuery(query).find((pair) => pair.key === key)?.value;
  return value || undefined;
}

export function removeQueryParams(query: string, keys: readonly string[]): string {
  return parseQuery(query)
    .filter((pair) => !keys.includes(pair.key))
    .map((pair) => pair.raw)
    .join('&');
}

export function appendQueryParams(query: string, params: readonly (readonly [key: string, value: string])[]): string {
  const added = params.map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`);
  return [...(query ? [query] : []), ...added].join('&');
}
