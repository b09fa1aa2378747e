import { describe, expect, it } from 'vitest';
import type { BrowsingContext } from '../../../../src/domain/catalogue/browsing-context';
import { parseBrowsingContext, serializeBrowsingContext } from '../../../../src/domain/catalogue/browsing-context';
import type { CatalogueNode } from '../../../../src/domain/catalogue/catalogue-contracts';
import { rememberSection } from '../../../../src/domain/catalogue/remember-section';

function node(catHieId: string, parentCategoryTree: string[], extra: Partial<CatalogueNode> = {}): CatalogueNode {
  return {
    catHieId,
    description: catHieId,
    sectionNumber: '',
    parentCategoryId: parentCategoryTree.at(-1) ?? '',
    parentCategoryTree,
    c_aPageIDs: [],
    c_epcExcludeFromDownload: false,
    c_epcIsCatFolder: true,
    c_epcIsVehicleCatalogue: parentCategoryTree.length === 1,
    c_epcNoteCount: 0,
    c_imageURL: null,
    c_modelCode: 'AE',
    c_modelName: 'Arden Estate',
    c_modelYear: 2024,
    ...extra,
  };
}

const breadcrumb = [
  { catHieId: 'arden', description: 'Arden' },
  { catHieId: 'cat-1', description: 'Arden Estate 2024' },
  { catHieId: 'maj-2', description: 'Engine' },
  { catHieId: 'min-3', description: 'Cylinder head' },
  { catHieId: 'p-4', description: 'Gaskets' },
];

const vehicle = node('cat-1', ['arden'], { c_imageURL: '/catalogue-assets/models/AE.svg' });
const major = node('maj-2', ['arden', 'cat-1'], { description: 'Engine' });
const page = node('p-4', ['arden', 'cat-1', 'maj-2', 'min-3'], {
  description: 'Gaskets',
  sectionNumber: '1.3',
  c_epcIsCatFolder: false,
  c_imageURL: '/catalogue-assets/illustrations/p-4.svg',
});

const byVin: BrowsingContext = {
  type: 'vin',
  vin: '1M8GDM9AXKP042788',
  isSharedCatalogue: false,
  breadcrumb: [],
  carDetails: {
    modelName: 'Arden Estate',
    modelYear: '2024',
    modelCode: 'AE',
    imageUrl: '/catalogue-assets/models/AE.svg',
    featureCodes: ['LHD'],
  },
  majorSection: null,
  minorSection: null,
  pageSection: null,
  pageData: null,
  showNonApplicable: false,
  bookmarkFeatures: null,
};

describe('what a section page remembers', () => {
  it('a page section: vehicle, breadcrumb with routes, every section and the page data', () => {
    const context = rememberSection(byVin, { node: page, breadcrumb }, true);
    expect(context).toEqual({
      type: 'vin',
      vin: '1M8GDM9AXKP042788',
      isSharedCatalogue: false,
      breadcrumb: [
        { label: 'Arden', path: '/home' },
        { label: 'Arden Estate 2024', path: '/catalogue/cat-1' },
        { label: 'Engine', path: '/major-section/maj-2' },
        { label: 'Cylinder head', path: '/major-section/maj-2/minor-section/min-3' },
        { label: 'Gaskets', path: '/major-section/maj-2/minor-section/min-3/page-section/p-4' },
      ],
      carDetails: {
        modelName: 'Arden Estate',
        modelYear: '2024',
        modelCode: 'AE',
        imageUrl: '/catalogue-assets/models/AE.svg',
        featureCodes: ['LHD'],
      },
      majorSection: { id: 'maj-2', description: 'Engine' },
      minorSection: { id: 'min-3', description: 'Cylinder head' },
      pageSection: { id: 'p-4', description: 'Gaskets' },
      pageData: { catHieId: 'p-4', sectionNumber: '1.3', illustrationUrl: '/catalogue-assets/illustrations/p-4.svg' },
      showNonApplicable: true,
      bookmarkFeatures: null,
    });
  });

  it('survives session storage: what it writes parses back the same', () => {
    const context = rememberSection(byVin, { node: page, breadcrumb }, false);
    expect(context).not.toBeNull();
    expect(parseBrowsingContext(serializeBrowsingContext(context!))).toEqual(context);
  });

  it('going up to a major section clears the minor and page sections and the page data', () => {
    const atPage = rememberSection(byVin, { node: page, breadcrumb }, false);
    const context = rememberSection(atPage, { node: major, breadcrumb: breadcrumb.slice(0, 3) }, false);
    expect(context?.majorSection).toEqual({ id: 'maj-2', description: 'Engine' });
    expect(context?.minorSection).toBeNull();
    expect(context?.pageSection).toBeNull();
    expect(context?.pageData).toBeNull();
    expect(context?.carDetails?.featureCodes).toEqual(['LHD']);
  });

  it('the vehicle level takes the car picture from the vehicle node', () => {
    const context = rememberSection(null, { node: vehicle, breadcrumb: breadcrumb.slice(0, 2) }, false);
    expect(context?.type).toBe('model');
    expect(context?.carDetails).toEqual({
      modelName: 'Arden Estate',
      modelYear: '2024',
      modelCode: 'AE',
      imageUrl: '/catalogue-assets/models/AE.svg',
      featureCodes: null,
    });
    expect(context?.majorSection).toBeNull();
  });

  it('another vehicle (other model code or year) starts again as browsing by model', () => {
    const otherYear = node('p-9', ['arden', 'cat-9', 'maj-9', 'min-9'], { c_modelYear: 2025, c_epcIsCatFolder: false });
    const context = rememberSection(
      { ...byVin, bookmarkFeatures: ['LHD'] },
      { node: otherYear, breadcrumb: [] },
      false,
    );
    expect(context?.type).toBe('model');
    expect(context?.vin).toBeNull();
    expect(context?.carDetails).toMatchObject({ modelYear: '2025', featureCodes: null, imageUrl: null });
    expect(context?.bookmarkFeatures).toBeNull();
  });

  it('a brand level has nothing to remember', () => {
    expect(rememberSection(byVin, { node: null, breadcrumb: [breadcrumb[0]!] }, false)).toBeNull();
  });
});
