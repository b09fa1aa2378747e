import { describe, expect, it } from 'vitest';
import { generateDemoData } from '../../src/server/db/demo-data/generate-demo-data';

const productLanguages = [
  'en-GB',
  'fr-FR',
  'de-DE',
  'hi',
  'pt-BR',
  'fr-CA',
  'cs',
  'da',
  'el',
  'es-ES',
  'hu',
  'id',
  'it-IT',
  'ja-JP',
  'ko-KP',
  'es-MX',
  'nl',
  'no-NO',
  'pl-PL',
  'pt-PT',
  'ro',
  'ru-RU',
  'sv',
  'th',
  'tr',
  'vi',
  'zh-TW',
  'zh-CN',
  'zh-HK',
];

describe('demo data generator', () => {
  it('gives equal data for the same seed and other retailers for another seed', () => {
    expect(generateDemoData(20_261_122)).toEqual(generateDemoData(20_261_122));
    const retailerCodes = (seed: number) => generateDemoData(seed).retailers.map((retailer) => retailer.code);
    expect(retailerCodes(1)).not.toEqual(retailerCodes(2));
  });

  it('has the 29 product languages with English and native names', () => {
    const { languages } = generateDemoData(1);
    expect(languages.map((language) => language.code)).toEqual(productLanguages);
    for (const language of languages) {
      expect(language.language).not.toBe('');
      expect(language.languageText).not.toBe('');
    }
  });

  it('has about 150 real markets, GB in pounds, each with a product language', () => {
    const { markets } = generateDemoData(1);
    expect(markets.length).toBeGreaterThanOrEqual(150);
    expect(new Set(markets.map((market) => market.code)).size).toBe(markets.length);
    expect(markets).toContainEqual({
      code: 'GB',
      name: 'United Kingdom',
      currencyCode: 'GBP',
      defaultLanguage: 'en-GB',
    });
    for (const market of markets) {
      expect(market.code).toMatch(/^[A-Z]{2}$/);
      expect(market.currencyCode).toMatch(/^[A-Z]{3}$/);
      expect(productLanguages).toContain(market.defaultLanguage);
    }
  });

  it('has four retailers in each of the 25 largest markets, plus the special dealers 005CA and 006CC', () => {
    const { markets, retailers } = generateDemoData(20_261_122);
    const marketCodes = new Set(markets.map((market) => market.code));
    expect(retailers.map((retailer) => retailer.code)).toEqual(expect.arrayContaining(['005CA', '006CC']));
    expect(new Set(retailers.map((retailer) => retailer.code)).size).toBe(retailers.length);
    const generated = retailers.filter((retailer) => !['005CA', '006CC'].includes(retailer.code));
    expect(generated).toHaveLength(100);
    const perMarket = new Map<string, number>();
    for (const retailer of generated) perMarket.set(retailer.marketCode, (perMarket.get(retailer.marketCode) ?? 0) + 1);
    expect(perMarket.size).toBe(25);
    expect([...perMarket.values()]).toEqual(Array.from({ length: 25 }, () => 4));
    for (const retailer of retailers) {
      expect(marketCodes.has(retailer.marketCode)).toBe(true);
      expect(['arden', 'corvid']).toContain(retailer.brand);
      expect(retailer.name).toMatch(/^[A-Z][a-z]+ [A-Z]/);
    }
    for (const retailer of generated) expect(retailer.code).toMatch(/^[A-Z]\d{5}$/);
  });
});
