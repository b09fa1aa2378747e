/** App paths the search screens lead to. */
import type { BrowsingContext } from '../../../../domain/catalogue/browsing-context';
import type { SearchCategory, SearchResult } from '../../../api/catalogue/search';

const segment = encodeURIComponent;

export function searchPath(catHieId: string, category: SearchCategory, term: string): string {
  return `/search/${segment(catHieId)}/${category}/${segment(term)}`;
}

const majorPath = (majorId: string) => `/major-section/${segment(majorId)}`;
const minorPath = (majorId: string, minorId: string) => `${majorPath(majorId)}/minor-section/${segment(minorId)}`;
const pagePath = (majorId: string, minorId: string, pageId: string) =>
  `${minorPath(majorId, minorId)}/page-section/${segment(pageId)}`;

/** The page section that shows a result, asked to highlight the part (its row and callout). */
export function resultPagePath(result: Pick<SearchResult, 'majorId' | 'minorId' | 'pageId' | 'partNumber'>): string {
  return `${pagePath(result.majorId, result.minorId, result.pageId)}?highlight=${segment(result.partNumber)}`;
}

/**
 * "Back to session": the deepest place the browsing context remembers (page, minor or major
 * section, else the last breadcrumb, which is the catalogue), or home when there is none.
 */
export function sessionPath(context: BrowsingContext | null): string {
  if (context === null) return '/home';
  const { majorSection: major, minorSection: minor, pageSection: page } = context;
  if (major && minor && page) return pagePath(major.id, minor.id, page.id);
  if (major && minor) return minorPath(major.id, minor.id);
  if (major) return majorPath(major.id);
  return context.breadcrumb.at(-1)?.path ?? '/home';
}
