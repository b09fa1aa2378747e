// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { HierarchyState } from '../../../../../src/client/api/catalogue/next-level-hierarchies';
import {
  emptyBrowsingContext,
  readBrowsingContext,
  writeBrowsingContext,
} from '../../../../../src/client/store/browsing-context-storage';
import { writeShowNonApplicable } from '../../../../../src/client/store/show-non-applicable-cookie';
import { useRememberSection } from '../../../../../src/client/features/catalogue/use-remember-section';
import type { CatalogueNode } from '../../../../../src/domain/catalogue/catalogue-contracts';

const pageNode: CatalogueNode = {
  catHieId: 'p-4',
  description: 'Gaskets',
  sectionNumber: '1.3',
  parentCategoryId: 'min-3',
  parentCategoryTree: ['arden', 'cat-1', 'maj-2', 'min-3'],
  c_aPageIDs: ['p-4'],
  c_epcExcludeFromDownload: false,
  c_epcIsCatFolder: false,
  c_epcIsVehicleCatalogue: false,
  c_epcNoteCount: 0,
  c_imageURL: '/catalogue-assets/illustrations/p-4.svg',
  c_modelCode: 'AE',
  c_modelName: 'Arden Estate',
  c_modelYear: 2024,
};

const pageReady: HierarchyState = {
  status: 'ready',
  hierarchy: {
    node: pageNode,
    breadcrumb: [
      { catHieId: 'arden', description: 'Arden' },
      { catHieId: 'cat-1', description: 'Arden Estate 2024' },
      { catHieId: 'maj-2', description: 'Engine' },
      { catHieId: 'min-3', description: 'Cylinder head' },
      { catHieId: 'p-4', description: 'Gaskets' },
    ],
    children: [],
    parts: [],
    documents: [],
  },
};

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  writeShowNonApplicable(false);
});

describe('useRememberSection', () => {
  it('writes nothing while the level loads', () => {
    renderHook(() => useRememberSection({ status: 'loading' }));
    expect(readBrowsingContext()).toBeNull();
  });

  it('stores the page section in session storage once it has loaded, keeping the VIN of the same vehicle', () => {
    writeBrowsingContext({
      ...emptyBrowsingContext(),
      type: 'vin',
      vin: '1M8GDM9AXKP042788',
      carDetails: {
        modelName: 'Arden Estate',
        modelYear: '2024',
        modelCode: 'AE',
        imageUrl: null,
        featureCodes: ['LHD'],
      },
    });
    const { rerender } = renderHook(({ state }) => useRememberSection(state), {
      initialProps: { state: { status: 'loading' } as HierarchyState },
    });
    rerender({ state: pageReady });

    expect(sessionStorage.getItem('pageSectionId')).toBe('p-4');
    expect(sessionStorage.getItem('majorSectionDescription')).toBe('Engine');
    expect(readBrowsingContext()).toMatchObject({
      type: 'vin',
      vin: '1M8GDM9AXKP042788',
      breadcrumb: [
        { label: 'Arden', path: '/home' },
        { label: 'Arden Estate 2024', path: '/catalogue/cat-1' },
        { label: 'Engine', path: '/major-section/maj-2' },
        { label: 'Cylinder head', path: '/major-section/maj-2/minor-section/min-3' },
        { label: 'Gaskets', path: '/major-section/maj-2/minor-section/min-3/page-section/p-4' },
      ],
      carDetails: { modelName: 'Arden Estate', modelYear: '2024', modelCode: 'AE', featureCodes: ['LHD'] },
      majorSection: { id: 'maj-2', description: 'Engine' },
      minorSection: { id: 'min-3', description: 'Cylinder head' },
      pageSection: { id: 'p-4', description: 'Gaskets' },
      pageData: { catHieId: 'p-4', sectionNumber: '1.3', illustrationUrl: '/catalogue-assets/illustrations/p-4.svg' },
      showNonApplicable: false,
    });
  });

  it('follows the show-non-applicable cookie', () => {
    renderHook(() => useRememberSection(pageReady));
    expect(readBrowsingContext()?.showNonApplicable).toBe(false);
    act(() => writeShowNonApplicable(true));
    expect(readBrowsingContext()?.showNonApplicable).toBe(true);
  });
});
