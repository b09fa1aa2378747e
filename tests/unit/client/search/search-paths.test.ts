import { describe, expect, it } from 'vitest';
import { resultPagePath, searchPath, sessionPath } from '../../../../src/client/features/catalogue/search/search-paths';
import type { BrowsingContext } from '../../../../src/domain/catalogue/browsing-context';

const atCatalogue: BrowsingContext = {
  type: 'model',
  vin: null,
  isSharedCatalogue: false,
  breadcrumb: [{ label: 'Arden Sable 2024', path: '/catalogue/arden-sb21-2024' }],
  carDetails: null,
  majorSection: null,
  minorSection: null,
  pageSection: null,
  pageData: null,
  showNonApplicable: false,
  bookmarkFeatures: null,
};
const major = { id: 'arden-sb21-2024-m06', description: 'Brakes' };
const minor = { id: 'arden-sb21-2024-m06-n01', description: 'Front brakes' };
const page = { id: 'arden-sb21-2024-m06-n01-p1', description: 'Calipers' };

describe('search paths', () => {
  it('puts the search in the route, the term encoded', () => {
    expect(searchPath('arden-sb21-2024', 'description', 'brake / caliper')).toBe(
      '/search/arden-sb21-2024/description/brake%20%2F%20caliper',
    );
  });

  it('leads a result to its page section, asking it to highlight the part', () => {
    expect(resultPagePath({ majorId: major.id, minorId: minor.id, pageId: page.id, partNumber: 'SB21-5V260-AA' })).toBe(
      '/major-section/arden-sb21-2024-m06/minor-section/arden-sb21-2024-m06-n01/page-section/arden-sb21-2024-m06-n01-p1?highlight=SB21-5V260-AA',
    );
  });
});

describe('sessionPath: "back to session" goes to the deepest place the browsing context keeps', () => {
  it.each<[string, BrowsingContext | null, string]>([
    ['no context: home', null, '/home'],
    ['a catalogue: its breadcrumb', atCatalogue, '/catalogue/arden-sb21-2024'],
    ['no breadcrumb: home', { ...atCatalogue, breadcrumb: [] }, '/home'],
    ['a major section', { ...atCatalogue, majorSection: major }, '/major-section/arden-sb21-2024-m06'],
    [
      'a minor section',
      { ...atCatalogue, majorSection: major, minorSection: minor },
      '/major-section/arden-sb21-2024-m06/minor-section/arden-sb21-2024-m06-n01',
    ],
    [
      'a page section',
      { ...atCatalogue, majorSection: major, minorSection: minor, pageSection: page },
      '/major-section/arden-sb21-2024-m06/minor-section/arden-sb21-2024-m06-n01/page-section/arden-sb21-2024-m06-n01-p1',
    ],
  ])('%s', (_case, context, expected) => {
    expect(sessionPath(context)).toBe(expected);
  });
});
