/** One catalogue level and its query, for the tests of the hooks that read levels. */
import type { Hierarchy, HierarchyQuery } from '../../../../src/client/api/catalogue/next-level-hierarchies';

export const levelQuery: HierarchyQuery = { catHieId: 'arden', langCode: 'en-GB', marketCode: 'GB' };

export const level: Hierarchy = {
  node: null,
  breadcrumb: [{ catHieId: 'arden', description: 'Arden' }],
  children: [],
  parts: [],
  documents: [],
};
