import { describe, expect, it } from 'vitest';
import {
  getDefaultSite,
  getSiteByReference,
  getSiteOrDefault,
  getSites,
} from '../../../../src/domain/site-locale/sites';
import { arden, corvid, makeConfig } from './site-locale-fixture';

const noSitesError = "Can't find any sites from the config. Please check your configuration";
const noDefaultSiteError = "Can't find a matching default site. Please check your sites configuration";

describe('getSites', () => {
  it('returns the configured sites', () => {
    expect(getSites(makeConfig())).toEqual([arden, corvid]);
  });

  it.each([
    { name: 'config is undefined', config: undefined, error: 'Config is not defined' },
    { name: 'sites is empty', config: makeConfig({}, { sites: [] }), error: noSitesError },
  ])('throws when $name', ({ config, error }) => {
    expect(() => getSites(config)).toThrow(new Error(error));
  });
});

describe('getDefaultSite', () => {
  it.each([
    { defaultSite: 'arden', expected: arden },
    { defaultSite: 'corvid', expected: corvid },
    { defaultSite: 'cv', expected: corvid },
  ])('finds the default site named $defaultSite by id or alias', ({ defaultSite, expected }) => {
    expect(getDefaultSite(makeConfig({}, { defaultSite }))).toBe(expected);
  });

  it.each([
    {
      name: 'defaultSite names no site',
      config: makeConfig({}, { defaultSite: 'nowhere' }),
      error: noDefaultSiteError,
    },
    {
      name: 'defaultSite differs in case',
      config: makeConfig({}, { defaultSite: 'Arden' }),
      error: noDefaultSiteError,
    },
    { name: 'config is undefined', config: undefined, error: 'Config is not defined' },
    { name: 'sites is empty', config: makeConfig({}, { sites: [] }), error: noSitesError },
  ])('throws when $name', ({ config, error }) => {
    expect(() => getDefaultSite(config)).toThrow(new Error(error));
  });
});

describe('getSiteByReference', () => {
  it.each([
    { ref: 'arden', expected: arden },
    { ref: 'corvid', expected: corvid },
    { ref: 'cv', expected: corvid },
    { ref: 'Arden', expected: undefined },
    { ref: 'fr-FR', expected: undefined },
    { ref: '', expected: undefined },
  ])('reference "$ref" gives $expected.id', ({ ref, expected }) => {
    expect(getSiteByReference(ref, makeConfig())).toBe(expected);
  });

  it('throws when config is undefined', () => {
    expect(() => getSiteByReference('arden', undefined)).toThrow(new Error('Config is not defined'));
  });
});

describe('getSiteOrDefault', () => {
  it.each([
    { ref: 'cv', expected: corvid },
    { ref: 'nowhere', expected: arden },
    { ref: undefined, expected: arden },
  ])('reference $ref gives $expected.id', ({ ref, expected }) => {
    expect(getSiteOrDefault(ref, makeConfig())).toBe(expected);
  });
});
