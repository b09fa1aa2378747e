/**
 * The catalogue level the page at an app path shows, so the app start can ask for it beside
 * the page's code (api/catalogue/early-answer.ts). The paths are the route table's catalogue
 * pages; each names the parameter its page reads the level from (/home shows the brand's).
 */
import { matchPath } from 'react-router-dom';

const levelPages: readonly {
  path: string;
  level: (params: Record<string, string | undefined>, siteId: string) => string | undefined;
}[] = [
  { path: '/home', level: (_, siteId) => siteId },
  { path: '/catalogue/:catHieId', level: (params) => params.catHieId },
  { path: '/major-section/:catId', level: (params) => params.catId },
  { path: '/major-section/:catId/minor-section/:minorCatHeiId', level: (params) => params.minorCatHeiId },
  {
    path: '/major-section/:catId/minor-section/:minorCatHeiId/page-section/:pagesCatHeiId',
    level: (params) => params.pagesCatHeiId,
  },
];

/** The id of the level the page at `appPath` shows, or undefined when it shows none. */
export function levelOpenedBy(appPath: string, siteId: string): string | undefined {
  const pathname = appPath.split(/[?#]/, 1)[0] ?? '/';
  for (const { path, level } of levelPages) {
    const match = matchPath({ path, end: true }, pathname);
    if (match) return level(match.params, siteId) || undefined;
  }
  return undefined;
}
