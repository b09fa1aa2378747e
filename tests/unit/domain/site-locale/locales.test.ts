import { describe, expect, it } from 'vitest';
import { getDefaultLocale, getLocaleByReference } from '../../../../src/domain/site-locale/locales';
import type { SiteConfig } from '../../../../src/domain/site-locale/site-locale-config';
import { arden, corvid } from './site-locale-fixture';

describe('getLocaleByReference', () => {
  it.each([
    { site: arden, ref: 'en-GB', expected: { id: 'en-GB' } },
    { site: arden, ref: 'fr-FR', expected: { id: 'fr-FR', alias: 'fr' } },
    { site: arden, ref: 'fr', expected: { id: 'fr-FR', alias: 'fr' } },
    { site: corvid, ref: 'fr-FR', expected: undefined },
    { site: corvid, ref: 'de-DE', expected: { id: 'de-DE' } },
    { site: arden, ref: 'en-gb', expected: { id: 'en-GB' } },
    { site: arden, ref: 'EN_GB', expected: { id: 'en-GB' } },
    { site: arden, ref: 'FR', expected: { id: 'fr-FR', alias: 'fr' } },
    { site: arden, ref: 'de-AT', expected: undefined },
    { site: arden, ref: '', expected: undefined },
  ])('$site.id with reference "$ref"', ({ site, ref, expected }) => {
    expect(getLocaleByReference(site, ref)).toEqual(expected);
  });

  it('throws when the site is undefined', () => {
    expect(() => getLocaleByReference(undefined, 'en-GB')).toThrow(
      new Error('Site is not defined. It is required to look for locale object'),
    );
  });
});

describe('getDefaultLocale', () => {
  it.each([
    { site: arden, expected: 'en-GB' },
    { site: corvid, expected: 'de-DE' },
  ])('$site.id defaults to $expected', ({ site, expected }) => {
    expect(getDefaultLocale(site).id).toBe(expected);
  });

  it('throws when the default locale is not a supported one', () => {
    const misconfigured: SiteConfig = {
      id: 'arden',
      l10n: { defaultLocale: 'it-IT', supportedLocales: [{ id: 'en-GB' }] },
    };
    expect(() => getDefaultLocale(misconfigured)).toThrow(
      'Site "arden" has default locale "it-IT", which is not among its supported locales',
    );
  });
});

describe("the replaced code 'in'", () => {
  it("names Indonesian, 'id', in any case", () => {
    const site: SiteConfig = {
      id: 'arden',
      l10n: { defaultLocale: 'en-GB', supportedLocales: [{ id: 'en-GB' }, { id: 'id' }] },
    };
    expect(getLocaleByReference(site, 'in')).toEqual({ id: 'id' });
    expect(getLocaleByReference(site, 'IN')).toEqual({ id: 'id' });
  });
});
