import { describe, expect, it } from 'vitest';
import {
  browsingContextKeys,
  parseBrowsingContext,
  serializeBrowsingContext,
} from '../../../../src/domain/catalogue/browsing-context';
import type { BrowsingContext } from '../../../../src/domain/catalogue/browsing-context';

const pageByVin: BrowsingContext = {
  type: 'vin',
  vin: '1M8GDM9AXKP042788',
  isSharedCatalogue: false,
  breadcrumb: [
    { label: 'Corvid Saloon 2024', path: '/catalogue/CAT-1' },
    { label: 'Engine', path: '/major-section/M-10' },
    { label: 'Cylinder head', path: '/major-section/M-10/minor-section/N-3' },
  ],
  carDetails: {
    modelName: 'Corvid Saloon',
    modelYear: '2024',
    modelCode: 'CS24',
    imageUrl: '/images/corvid-saloon.svg',
    featureCodes: ['LHD', 'DIESEL', 'ENG-20D'],
  },
  majorSection: { id: 'M-10', description: 'Engine' },
  minorSection: { id: 'N-3', description: 'Cylinder head' },
  pageSection: { id: 'P-2', description: 'Gaskets and seals' },
  pageData: { illustrationRef: 'ILL-42', aPageIds: ['P-2', 'P-3'], noteCount: 0 },
  showNonApplicable: true,
  bookmarkFeatures: ['LHD', 'DIESEL'],
};

const catalogueByModel: BrowsingContext = {
  type: 'model',
  vin: null,
  isSharedCatalogue: false,
  breadcrumb: [{ label: 'Arden Estate 2023', path: '/catalogue/CAT-7' }],
  carDetails: { modelName: 'Arden Estate', modelYear: '2023', modelCode: 'AE23', imageUrl: null, featureCodes: null },
  majorSection: null,
  minorSection: null,
  pageSection: null,
  pageData: null,
  showNonApplicable: false,
  bookmarkFeatures: null,
};

const sharedMajorSection: BrowsingContext = {
  ...catalogueByModel,
  isSharedCatalogue: true,
  carDetails: null,
  majorSection: { id: 'M-1', description: '' },
};

const serialized = serializeBrowsingContext(pageByVin);

describe('serializeBrowsingContext: session-storage keys and string values', () => {
  it('writes every key, JSON where the value is structured', () => {
    expect(serialized).toEqual({
      type: 'vin',
      vin: '1M8GDM9AXKP042788',
      isSharedCatalogue: 'false',
      breadcrumb: JSON.stringify(pageByVin.breadcrumb),
      carDetails: JSON.stringify(pageByVin.carDetails),
      majorSectionId: 'M-10',
      majorSectionDescription: 'Engine',
      minorSectionId: 'N-3',
      minorSectionDescription: 'Cylinder head',
      pageSectionId: 'P-2',
      pageSectionDescription: 'Gaskets and seals',
      pageData: JSON.stringify(pageByVin.pageData),
      showNonApplicable: 'true',
      bookmarkFeatures: '["LHD","DIESEL"]',
    });
    expect(Object.keys(serialized).sort()).toEqual([...browsingContextKeys].sort());
  });

  it("writes '' for what is absent, so nothing stale survives an overwrite", () => {
    expect(serializeBrowsingContext(catalogueByModel)).toMatchObject({
      vin: '',
      majorSectionId: '',
      minorSectionDescription: '',
      pageData: '',
      bookmarkFeatures: '',
    });
  });
});

describe('parseBrowsingContext: round trip', () => {
  it.each([
    ['a page section reached by VIN', pageByVin],
    ['a catalogue reached by model', catalogueByModel],
    ['a shared catalogue at a major section', sharedMajorSection],
  ])('%s', (_case, ctx) => {
    expect(parseBrowsingContext(serializeBrowsingContext(ctx))).toEqual(ctx);
  });

  it('reads the nulls sessionStorage.getItem gives for missing keys as absent', () => {
    const entries = Object.fromEntries(browsingContextKeys.map((key) => [key, null]));
    expect(parseBrowsingContext({ ...entries, type: 'model', breadcrumb: '[]' })).toEqual({
      ...catalogueByModel,
      breadcrumb: [],
      carDetails: null,
    });
  });

  it('normalises the VIN and drops fields it does not know', () => {
    const parsed = parseBrowsingContext({
      ...serialized,
      vin: ' 1m8gdm9axkp042788 ',
      breadcrumb: '[{"label":"Home","path":"/home","extra":1}]',
      carDetails: '{"modelName":"Corvid Saloon","modelYear":"2024","modelCode":"CS24","colour":"red"}',
    });
    expect(parsed?.vin).toBe('1M8GDM9AXKP042788');
    expect(parsed?.breadcrumb).toEqual([{ label: 'Home', path: '/home' }]);
    expect(parsed?.carDetails).toEqual({
      modelName: 'Corvid Saloon',
      modelYear: '2024',
      modelCode: 'CS24',
      imageUrl: null,
      featureCodes: null,
    });
  });

  it('reads a missing flag as false', () => {
    const parsed = parseBrowsingContext({ ...serialized, isSharedCatalogue: null, showNonApplicable: '' });
    expect(parsed).toMatchObject({ isSharedCatalogue: false, showNonApplicable: false });
  });
});

describe('parseBrowsingContext: malformed input gives null, never an exception', () => {
  it.each<[string, Record<string, string | null>]>([
    ['no type', { type: null }],
    ['an unknown type', { type: 'lorry' }],
    ['a VIN entry without a VIN', { vin: '' }],
    ['a VIN of the wrong length', { vin: 'SAJAA1234' }],
    ['a VIN with an O', { vin: '1M8GDM9AXKP04278O' }],
    ['a flag that is not true or false', { isSharedCatalogue: 'yes' }],
    ['a numeric flag', { showNonApplicable: '1' }],
    ['no breadcrumb', { breadcrumb: null }],
    ['a breadcrumb that is not JSON', { breadcrumb: '[{"label":' }],
    ['a breadcrumb that is not a list', { breadcrumb: '{"label":"Home","path":"/home"}' }],
    ['a breadcrumb of plain strings', { breadcrumb: '["Corvid","Saloon"]' }],
    ['a breadcrumb item without a path', { breadcrumb: '[{"label":"Home"}]' }],
    ['car details that are not JSON', { carDetails: 'Corvid Saloon' }],
    ['car details without a model name', { carDetails: '{"modelYear":"2024","modelCode":"CS24"}' }],
    ['a numeric model year', { carDetails: '{"modelName":"X","modelYear":2024,"modelCode":"CS24"}' }],
    [
      'feature codes that are not strings',
      { carDetails: '{"modelName":"X","modelYear":"2024","modelCode":"C","featureCodes":[1]}' },
    ],
    ['a numeric image URL', { carDetails: '{"modelName":"X","modelYear":"2024","modelCode":"C","imageUrl":7}' }],
    ['page data that is not JSON', { pageData: 'undefined' }],
    ['page data that is a list', { pageData: '[]' }],
    ['page data that is JSON null', { pageData: 'null' }],
    ['bookmark features that are not a list of strings', { bookmarkFeatures: '["LHD",null]' }],
    ['bookmark features that are not JSON', { bookmarkFeatures: 'LHD,DIESEL' }],
    ['a minor section without its major section', { majorSectionId: null, majorSectionDescription: null }],
    ['a page section without its minor section', { minorSectionId: '' }],
  ])('%s', (_case, overrides) => {
    expect(() => parseBrowsingContext({ ...serialized, ...overrides })).not.toThrow();
    expect(parseBrowsingContext({ ...serialized, ...overrides })).toBeNull();
  });

  it('an empty storage gives null', () => {
    expect(parseBrowsingContext({})).toBeNull();
  });
});
