import { describe, expect, it } from 'vitest';
import { priceLookupLangCode } from '../../../../src/domain/shopping-list/price-lookup-lang-code';

describe('priceLookupLangCode: "the uppercase language part of the locale id, except zh-CN and zh-TW, which keep the region" (catalogue spec, section 9)', () => {
  it.each([
    ['en-GB', 'EN'],
    ['fr-FR', 'FR'],
    ['fr-CA', 'FR'],
    ['de-DE', 'DE'],
    ['hi', 'HI'],
    ['pt-BR', 'PT'],
    ['ko-KP', 'KO'],
    ['no-NO', 'NO'],
    // zh-HK is not in the exception: its language part only.
    ['zh-HK', 'ZH'],
    // The exception sends the locale id itself, as the spec writes it.
    ['zh-CN', 'zh-CN'],
    ['zh-TW', 'zh-TW'],
    ['zh-cn', 'zh-CN'],
    ['ZH-TW', 'zh-TW'],
  ])('%s -> %s', (localeId, expected) => {
    expect(priceLookupLangCode(localeId)).toBe(expected);
  });
});
