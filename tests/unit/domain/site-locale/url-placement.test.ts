import { describe, expect, it } from 'vitest';
import { parseUrlPlacement } from '../../../../src/domain/site-locale/url-placement';

describe('the URL mode a deployment setting names', () => {
  it.each(['path', 'query_param', 'none'] as const)('%s is read as written', (mode) => {
    expect(parseUrlPlacement(mode, 'SITE_URL_MODE')).toBe(mode);
  });

  it('is path when unset', () => {
    expect(parseUrlPlacement(undefined, 'SITE_URL_MODE')).toBe('path');
    expect(parseUrlPlacement('', 'LOCALE_URL_MODE')).toBe('path');
  });

  it('refuses anything else, naming the setting', () => {
    expect(() => parseUrlPlacement('query', 'LOCALE_URL_MODE')).toThrow(
      "LOCALE_URL_MODE must be one of 'path', 'query_param', 'none', but is 'query'.",
    );
  });
});
