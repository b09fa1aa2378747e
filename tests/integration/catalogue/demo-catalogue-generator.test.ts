import { supportedLanguages } from '../../../src/domain/profile/supported-languages';
import { describe, expect, it } from 'vitest';
import { generateDemoCatalogue } from '../../../src/server/db/demo-data/catalogue/generate-demo-catalogue';
import { checkVin, marketUsesVinCheckDigit } from '../../../src/domain/catalogue/vin';

describe('the demo catalogue generator', () => {
  const catalogue = generateDemoCatalogue(20_261_122);

  it('makes the same catalogue from the same seed, and another from another seed', () => {
    expect(generateDemoCatalogue(20_261_122)).toEqual(catalogue);
    expect(generateDemoCatalogue(7).pageParts.partNumber).not.toEqual(catalogue.pageParts.partNumber);
  });

  it('has two brands, at least 12 models, 10 x 8 x 6 sections per catalogue and well over 100,000 page parts', () => {
    expect(new Set(catalogue.models.map((model) => model.brand))).toEqual(new Set(['arden', 'corvid']));
    expect(catalogue.models.length).toBeGreaterThanOrEqual(12);
    const kinds = catalogue.nodes.nodeKind;
    const vehicles = kinds.filter((kind) => kind === 'vehicle').length;
    expect(vehicles).toBeGreaterThanOrEqual(12);
    expect(kinds.filter((kind) => kind === 'page').length).toBe(vehicles * 480);
    expect(catalogue.pageParts.pageId.length).toBeGreaterThan(100_000);
  });

  it('describes every text in each of the 29 languages, none left empty', () => {
    expect(new Set(catalogue.texts.languageCode)).toEqual(new Set(supportedLanguages));
    const perText = new Map<number, number>();
    for (const id of catalogue.texts.textId) perText.set(id, (perText.get(id) ?? 0) + 1);
    expect([...perText.values()].every((count) => count === supportedLanguages.length)).toBe(true);
    expect(catalogue.texts.text.every((text) => text.trim() !== '')).toBe(true);
  });

  it('gives every vehicle a well-formed VIN with a valid check digit where its market needs one', () => {
    for (const vehicle of catalogue.vehicles) {
      const required = marketUsesVinCheckDigit(vehicle.marketCode);
      expect(checkVin(vehicle.vin, { checkDigitRequired: required })).toMatchObject({ ok: true });
      if (required) expect(checkVin(vehicle.vin)).toMatchObject({ checkDigit: 'valid' });
    }
    expect(new Set(catalogue.vehicles.map((vehicle) => vehicle.vin)).size).toBe(catalogue.vehicles.length);
  });
});
