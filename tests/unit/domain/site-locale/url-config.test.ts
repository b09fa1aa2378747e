import { describe, expect, it } from 'vitest';
import { getUrlConfig } from '../../../../src/domain/site-locale/url-config';
import { makeConfig, withoutUrlKey } from './site-locale-fixture';

describe('getUrlConfig', () => {
  it('returns the url key', () => {
    expect(getUrlConfig(makeConfig({ site: 'query_param', showDefaults: true }))).toEqual({
      site: 'query_param',
      locale: 'path',
      showDefaults: true,
    });
  });

  it.each([
    {
      name: 'the url key is missing',
      config: withoutUrlKey,
      error: 'Cannot find `url` key. Please check your configuration file',
    },
    { name: 'config is undefined', config: undefined, error: 'Config is not defined' },
  ])('throws when $name', ({ config, error }) => {
    expect(() => getUrlConfig(config)).toThrow(new Error(error));
  });
});
