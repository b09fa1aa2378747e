/**
 * The three places a site or locale reference can go (catalogue spec, section 2: "path, query
 * parameter or none"), read from a deployment setting such as SITE_URL_MODE.
 */
import type { UrlPlacement } from './site-locale-config';

export const urlPlacements: readonly UrlPlacement[] = ['path', 'query_param', 'none'];

export function isUrlPlacement(value: unknown): value is UrlPlacement {
  return typeof value === 'string' && (urlPlacements as readonly string[]).includes(value);
}

/** The placement a setting names; unset means 'path', anything else is refused by name. */
export function parseUrlPlacement(text: string | undefined, settingName: string): UrlPlacement {
  if (text === undefined || text === '') return 'path';
  if (isUrlPlacement(text)) return text;
  throw new Error(`${settingName} must be one of ${urlPlacements.map((p) => `'${p}'`).join(', ')}, but is '${text}'.`);
}
