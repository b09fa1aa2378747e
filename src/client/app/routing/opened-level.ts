/**
 * The catalogue level the page at an app path shows, so the app start can ask for it beside
 * the page's code (api/catalogue/early-answer.ts). The paths are the route table's catalogue
 * pages; each names the parameter its page reads the level from (/home shows the brand's).
 */
import { matchPath } from 'react-router-dom';
import type { Customer } from '../../../domain/commerce/customer';
import { mayOpenPage } from '../../../domain/access/page-access';

type LevelOf = (params: Record<string, string | undefined>, siteId: string) => string | undefined;

const levelPages: readonly { path: string; level: LevelOf }[] = [
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

/**
 * The level to ask for before the first render: only for the customer kept on this device, and
 * only where the page guard will open the page to them (the access policy), so nothing is asked
 * of the catalogue for a visitor the page is closed to. A guest's catalogue pages are closed.
 */
export function levelToAskEarly(
  appPath: string,
  siteId: string,
  keptCustomer: Customer | undefined,
  today: string,
  now: Date,
): string | undefined {
  if (!keptCustomer || !mayOpenPage(appPath, { kind: 'registered', profile: keptCustomer }, today, now)) {
    return undefined;
  }
  return levelOpenedBy(appPath, siteId);
}
